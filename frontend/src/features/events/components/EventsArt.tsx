import Box, { type BoxProps } from '@mui/material/Box';

/** A pin on a green under string lights, with a closest-to-the-pin marker. Decorative. */
export function EventsArt({ sx, ...rest }: Omit<BoxProps<'svg'>, 'children'>) {
  const bulbs = Array.from({ length: 11 }, (_, i) => {
    const x = 20 + i * 32;
    const y = 40 + Math.sin((i / 10) * Math.PI) * 28;
    return [x, y] as const;
  });
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
          '& .wire': { fill: 'none', stroke: t.vars.palette.text.primary, strokeOpacity: 0.35, strokeWidth: 1.5 },
          '& .bulb': { fill: t.vars.palette.accent.light },
          '& .bulb-glow': { fill: t.vars.palette.accent.main, fillOpacity: 0.2 },
          '& .green': { fill: t.vars.palette.secondary.main, fillOpacity: 0.45 },
          '& .green-ring': { fill: 'none', stroke: t.vars.palette.text.primary, strokeOpacity: 0.25, strokeDasharray: '4 6' },
          '& .cup': { fill: t.vars.palette.common.black, fillOpacity: 0.5 },
          '& .pole': { stroke: t.vars.palette.text.primary, strokeWidth: 3, strokeLinecap: 'round' },
          '& .flag': { fill: t.vars.palette.accent.main },
          '& .ball': { fill: t.vars.palette.common.white },
          '& .tag': { fill: t.vars.palette.accent.main },
          '& .tag-text': { fill: t.vars.palette.accent.contrastText, fontSize: 11, fontWeight: 800 },
          '& .measure': { stroke: t.vars.palette.accent.main, strokeWidth: 1.5, strokeDasharray: '3 3' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      <path className="wire" d={`M${bulbs.map(([x, y]) => `${x} ${y}`).join(' L ')}`} />
      {bulbs.map(([x, y]) => (
        <g key={x}>
          <circle className="bulb-glow" cx={x} cy={y + 6} r="9" />
          <circle className="bulb" cx={x} cy={y + 6} r="4" />
        </g>
      ))}
      <ellipse className="green" cx="180" cy="206" rx="150" ry="36" />
      <ellipse className="green-ring" cx="180" cy="206" rx="70" ry="16" />
      <ellipse className="cup" cx="180" cy="206" rx="8" ry="3" />
      <line className="pole" x1="180" y1="205" x2="180" y2="100" />
      <path className="flag" d="M181 102 L222 114 L181 127 Z" />
      <line className="measure" x1="184" y1="208" x2="232" y2="216" />
      <circle className="ball" cx="236" cy="217" r="6" />
      <rect className="tag" x="238" y="176" width="62" height="22" rx="11" />
      <text className="tag-text" x="249" y="191">
        4 ft 2 in
      </text>
    </Box>
  );
}
