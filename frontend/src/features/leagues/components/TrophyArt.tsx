import Box, { type BoxProps } from '@mui/material/Box';

/** A league trophy on a plinth with a leaderboard behind it. Decorative. */
export function TrophyArt({ sx, ...rest }: Omit<BoxProps<'svg'>, 'children'>) {
  return (
    <Box
      component="svg"
      viewBox="0 0 360 260"
      aria-hidden
      focusable="false"
      sx={[
        (t) => ({
          display: 'block',
          width: '100%',
          height: 'auto',
          '& text': { fontFamily: t.typography.fontFamily },
          '& .board': { fill: t.vars.palette.common.black, fillOpacity: 0.28, stroke: t.vars.palette.text.primary, strokeOpacity: 0.16 },
          '& .row': { fill: t.vars.palette.text.primary, fillOpacity: 0.14 },
          '& .row-top': { fill: t.vars.palette.accent.main, fillOpacity: 0.4 },
          '& .label': { fill: t.vars.palette.text.secondary, fontSize: 10, fontWeight: 700, letterSpacing: 1.6 },
          '& .cup': { fill: t.vars.palette.accent.main },
          '& .cup-shade': { fill: t.vars.palette.accent.dark },
          '& .cup-shine': { fill: t.vars.palette.common.white, fillOpacity: 0.35 },
          '& .handle': { fill: 'none', stroke: t.vars.palette.accent.main, strokeWidth: 9 },
          '& .plinth': { fill: t.vars.palette.background.paper, stroke: t.vars.palette.text.primary, strokeOpacity: 0.18 },
          '& .plinth-top': { fill: t.vars.palette.accent.dark },
          '& .plate': { fill: t.vars.palette.accent.light },
          '& .ball': { fill: t.vars.palette.common.white },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      <rect className="board" x="170" y="20" width="176" height="150" rx="16" />
      <text className="label" x="188" y="46">
        STANDINGS
      </text>
      <rect className="row-top" x="188" y="60" width="140" height="16" rx="5" />
      <rect className="row" x="188" y="84" width="120" height="16" rx="5" />
      <rect className="row" x="188" y="108" width="104" height="16" rx="5" />
      <rect className="row" x="188" y="132" width="86" height="16" rx="5" />
      <path className="handle" d="M78 74 C 40 74 42 126 86 128" />
      <path className="handle" d="M182 74 C 220 74 218 126 174 128" />
      <path className="cup" d="M72 56 L188 56 C 188 120 164 150 130 156 C 96 150 72 120 72 56 Z" />
      <path className="cup-shade" d="M130 56 L188 56 C 188 120 164 150 130 156 Z" opacity="0.35" />
      <path className="cup-shine" d="M86 64 L100 64 C 100 104 108 126 118 140 C 98 130 86 104 86 64 Z" />
      <rect className="cup" x="120" y="154" width="20" height="26" />
      <rect className="cup-shade" x="98" y="178" width="64" height="12" rx="4" />
      <rect className="plinth-top" x="76" y="190" width="108" height="10" rx="3" />
      <rect className="plinth" x="84" y="200" width="92" height="46" rx="4" />
      <rect className="plate" x="104" y="214" width="52" height="16" rx="3" />
      <circle className="ball" cx="300" cy="226" r="13" />
      <circle className="ball" cx="40" cy="232" r="8" opacity="0.6" />
    </Box>
  );
}
