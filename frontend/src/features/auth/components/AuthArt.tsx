import Box, { type BoxProps } from '@mui/material/Box';

/** A ball's tracer rising off the tee and dropping by the flag, on a dusk green. Decorative. */
export function AuthArt({ sx, ...rest }: Omit<BoxProps<'svg'>, 'children'>) {
  return (
    <Box
      component="svg"
      viewBox="0 0 360 220"
      aria-hidden
      focusable="false"
      sx={[
        (t) => ({
          display: 'block',
          width: '100%',
          height: 'auto',
          // The scene fades into the panel instead of ending in a hard box.
          maskImage: 'radial-gradient(ellipse 50% 52% at 50% 50%, black 45%, transparent 100%)',
          '& .glow': { fill: t.vars.palette.accent.main, fillOpacity: 0.12 },
          '& .glow-core': { fill: t.vars.palette.accent.light, fillOpacity: 0.18 },
          '& .hill-back': { fill: t.vars.palette.secondary.dark, fillOpacity: 0.55 },
          '& .hill': { fill: t.vars.palette.secondary.main, fillOpacity: 0.35 },
          '& .green': { fill: t.vars.palette.primary.main, fillOpacity: 0.35 },
          '& .cup': { fill: t.vars.palette.common.black, fillOpacity: 0.45 },
          '& .pole': { stroke: t.vars.palette.text.primary, strokeWidth: 2.5, strokeLinecap: 'round' },
          '& .flag': { fill: t.vars.palette.accent.main },
          '& .tracer': {
            fill: 'none',
            stroke: t.vars.palette.accent.main,
            strokeWidth: 2.5,
            strokeLinecap: 'round',
            strokeDasharray: '1 7',
          },
          '& .ball': { fill: t.vars.palette.common.white },
          '& .tee': { fill: t.vars.palette.accent.main },
          '& .star': { fill: t.vars.palette.text.primary, fillOpacity: 0.5 },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      <circle className="glow" cx="268" cy="96" r="70" />
      <circle className="glow-core" cx="268" cy="96" r="34" />
      <circle className="star" cx="42" cy="34" r="1.4" />
      <circle className="star" cx="118" cy="18" r="1.1" />
      <circle className="star" cx="190" cy="40" r="1.3" />
      <circle className="star" cx="336" cy="26" r="1.2" />
      <path className="hill-back" d="M0 160 C 70 128 140 140 200 132 C 260 124 310 120 360 134 L360 220 L0 220 Z" />
      <path className="hill" d="M0 180 C 90 160 170 166 240 158 C 290 152 330 156 360 162 L360 220 L0 220 Z" />
      <ellipse className="green" cx="272" cy="166" rx="62" ry="11" />
      <ellipse className="cup" cx="284" cy="166" rx="5" ry="1.8" />
      <line className="pole" x1="284" y1="166" x2="284" y2="104" />
      <path className="flag" d="M285 105 L314 113 L285 122 Z" />
      <path className="tracer" d="M58 196 C 96 80 200 34 262 156" />
      <rect className="tee" x="55.5" y="197" width="5" height="12" rx="1.5" />
      <circle className="ball" cx="58" cy="191" r="7" />
      <circle className="ball" cx="262" cy="160" r="3" />
    </Box>
  );
}
