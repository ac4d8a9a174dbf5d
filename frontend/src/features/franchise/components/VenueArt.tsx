import Box, { type BoxProps } from '@mui/material/Box';

/** A Back Nine storefront at night: lit bays behind glass, the sign above. Decorative. */
export function VenueArt({ sx, ...rest }: Omit<BoxProps<'svg'>, 'children'>) {
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
          '& .wall': { fill: t.vars.palette.background.paper, stroke: t.vars.palette.text.primary, strokeOpacity: 0.14 },
          '& .roof': { fill: t.vars.palette.common.black, fillOpacity: 0.35 },
          '& .sign': { fill: t.vars.palette.accent.main },
          '& .sign-text': { fill: t.vars.palette.accent.contrastText, fontSize: 15, fontWeight: 800, letterSpacing: 2 },
          '& .glass': { fill: t.vars.palette.accent.light, fillOpacity: 0.22 },
          '& .screen': { fill: t.vars.palette.secondary.main, fillOpacity: 0.55 },
          '& .frame': { stroke: t.vars.palette.text.primary, strokeOpacity: 0.25, strokeWidth: 2 },
          '& .door': { fill: t.vars.palette.accent.light, fillOpacity: 0.45 },
          '& .ground': { fill: t.vars.palette.common.black, fillOpacity: 0.25 },
          '& .ball': { fill: t.vars.palette.common.white },
          '& .glow': { fill: t.vars.palette.accent.main, fillOpacity: 0.14 },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      <ellipse className="glow" cx="180" cy="150" rx="170" ry="100" />
      <rect className="ground" x="0" y="236" width="360" height="24" />
      <rect className="roof" x="34" y="50" width="292" height="16" rx="4" />
      <rect className="wall" x="44" y="62" width="272" height="176" />
      <rect className="sign" x="104" y="76" width="152" height="32" rx="8" />
      <text className="sign-text" x="124" y="98">
        BACK NINE
      </text>
      {[64, 146, 228].map((x) => (
        <g key={x}>
          <rect className="glass" x={x} y="124" width="68" height="70" rx="4" />
          <rect className="screen" x={x + 8} y="132" width="52" height="34" rx="2" />
          <rect className="frame" x={x} y="124" width="68" height="70" rx="4" fill="none" />
          <circle className="ball" cx={x + 34} cy="182" r="3.5" />
        </g>
      ))}
      <rect className="door" x="160" y="200" width="40" height="38" rx="3" />
    </Box>
  );
}
