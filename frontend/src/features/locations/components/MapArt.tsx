import Box, { type BoxProps } from '@mui/material/Box';

const PINS: Array<{ x: number; y: number; label: string; left?: boolean }> = [
  { x: 206, y: 60, label: 'TULSA' },
  { x: 150, y: 176, label: 'HUDSON OAKS', left: true },
  { x: 246, y: 158, label: 'RICHARDSON' },
];

/** A stylised map with our three pins (Tulsa up north, the two Texas venues either side of the Metroplex). Decorative. */
export function MapArt({ sx, ...rest }: Omit<BoxProps<'svg'>, 'children'>) {
  return (
    <Box
      component="svg"
      viewBox="0 0 360 240"
      aria-hidden
      focusable="false"
      sx={[
        (t) => ({
          display: 'block',
          width: '100%',
          height: 'auto',
          maskImage: 'radial-gradient(ellipse 70% 75% at 50% 50%, black 60%, transparent 100%)',
          '& text': { fontFamily: t.typography.fontFamily },
          '& .grid': { stroke: t.vars.palette.text.primary, strokeOpacity: 0.08 },
          '& .road': {
            fill: 'none',
            stroke: t.vars.palette.accent.main,
            strokeOpacity: 0.45,
            strokeWidth: 2.5,
            strokeDasharray: '1 8',
            strokeLinecap: 'round',
          },
          '& .land': { fill: t.vars.palette.secondary.main, fillOpacity: 0.14, stroke: t.vars.palette.text.primary, strokeOpacity: 0.18 },
          '& .pin': { fill: t.vars.palette.accent.main },
          '& .pin-dot': { fill: t.vars.palette.primary.dark },
          '& .halo': { fill: t.vars.palette.common.black, fillOpacity: 0.35 },
          '& .label': { fill: t.vars.palette.text.primary, fontSize: 10, fontWeight: 700, letterSpacing: 1.5 },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      {Array.from({ length: 9 }, (_, i) => (
        <line key={`v${i}`} className="grid" x1={i * 45} y1="0" x2={i * 45} y2="240" />
      ))}
      {Array.from({ length: 6 }, (_, i) => (
        <line key={`h${i}`} className="grid" x1="0" y1={i * 48} x2="360" y2={i * 48} />
      ))}
      <path className="land" d="M40 30 L320 24 L330 110 L300 214 L60 220 L28 120 Z" />
      <path className="road" d="M206 60 C 230 100 250 130 246 158 C 220 170 180 176 150 176" />
      {PINS.map((p) => (
        <g key={p.label}>
          <ellipse className="halo" cx={p.x} cy={p.y + 2} rx="14" ry="5" />
          <path className="pin" d={`M${p.x} ${p.y + 2} c -9 -10 -12 -16 -12 -22 a12 12 0 0 1 24 0 c 0 6 -3 12 -12 22 Z`} />
          <circle className="pin-dot" cx={p.x} cy={p.y - 20} r="4.5" />
          <text className="label" x={p.left ? p.x - 16 : p.x + 16} y={p.y - 16} textAnchor={p.left ? 'end' : 'start'}>
            {p.label}
          </text>
        </g>
      ))}
    </Box>
  );
}
