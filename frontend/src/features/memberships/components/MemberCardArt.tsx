import Box, { type BoxProps } from '@mui/material/Box';

/** A Birdie membership card, tilted, over a plain one. Decorative. */
export function MemberCardArt({ sx, ...rest }: Omit<BoxProps<'svg'>, 'children'>) {
  return (
    <Box
      component="svg"
      viewBox="0 0 360 250"
      aria-hidden
      focusable="false"
      sx={[
        (t) => ({
          display: 'block',
          width: '100%',
          height: 'auto',
          '& text': { fontFamily: t.typography.fontFamily },
          '& .back': { fill: t.vars.palette.background.paper, fillOpacity: 0.08, stroke: t.vars.palette.text.primary, strokeOpacity: 0.2 },
          '& .card': { fill: t.vars.palette.accent.main },
          '& .card-shine': { fill: t.vars.palette.common.white, fillOpacity: 0.18 },
          '& .chip': { fill: t.vars.palette.accent.dark },
          '& .ink': { fill: t.vars.palette.accent.contrastText },
          '& .ink-soft': { fill: t.vars.palette.accent.contrastText, fillOpacity: 0.7 },
          '& .ball': { fill: t.vars.palette.common.white },
          '& .dimple': { fill: t.vars.palette.common.black, fillOpacity: 0.12 },
          '& .line': { fill: t.vars.palette.text.primary, fillOpacity: 0.25 },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      <g transform="rotate(-8 120 150)">
        <rect className="back" x="24" y="70" width="230" height="144" rx="18" />
        <rect className="line" x="48" y="168" width="90" height="8" rx="4" />
        <rect className="line" x="48" y="184" width="60" height="8" rx="4" />
      </g>
      <g transform="rotate(6 230 120)">
        <rect className="card" x="106" y="36" width="232" height="146" rx="18" />
        <path className="card-shine" d="M106 54 Q 106 36 124 36 L 250 36 L 170 182 L 124 182 Q 106 182 106 164 Z" />
        <rect className="chip" x="128" y="68" width="34" height="26" rx="6" />
        <text className="ink" x="128" y="136" fontSize="24" fontWeight="800" letterSpacing="1">
          BIRDIE
        </text>
        <text className="ink-soft" x="128" y="158" fontSize="10" fontWeight="700" letterSpacing="2.4">
          BACK NINE MEMBER
        </text>
        <circle className="ball" cx="300" cy="78" r="20" />
        <circle className="dimple" cx="293" cy="72" r="2" />
        <circle className="dimple" cx="301" cy="70" r="2" />
        <circle className="dimple" cx="308" cy="76" r="2" />
        <circle className="dimple" cx="295" cy="81" r="2" />
        <circle className="dimple" cx="303" cy="84" r="2" />
      </g>
    </Box>
  );
}
