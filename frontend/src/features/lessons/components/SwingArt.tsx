import Box, { type BoxProps } from '@mui/material/Box';

/** A swing plane arc, a club at impact and the launch numbers a coach reads. Decorative. */
export function SwingArt({ sx, ...rest }: Omit<BoxProps<'svg'>, 'children'>) {
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
          '& .plane': { fill: 'none', stroke: t.vars.palette.accent.main, strokeWidth: 3, strokeLinecap: 'round', strokeDasharray: '2 10' },
          '& .plane-glow': {
            fill: 'none',
            stroke: t.vars.palette.accent.main,
            strokeOpacity: 0.16,
            strokeWidth: 18,
            strokeLinecap: 'round',
          },
          '& .shaft': { stroke: t.vars.palette.text.primary, strokeWidth: 4, strokeLinecap: 'round' },
          '& .head': { fill: t.vars.palette.text.primary },
          '& .grip': { stroke: t.vars.palette.text.secondary, strokeWidth: 8, strokeLinecap: 'round' },
          '& .ball': { fill: t.vars.palette.common.white },
          '& .turf': { fill: t.vars.palette.secondary.main, fillOpacity: 0.35 },
          '& .panel': { fill: t.vars.palette.common.black, fillOpacity: 0.28, stroke: t.vars.palette.text.primary, strokeOpacity: 0.16 },
          '& .k': { fill: t.vars.palette.accent.main, fontSize: 9, fontWeight: 700, letterSpacing: 1.4 },
          '& .v': { fill: t.vars.palette.text.primary, fontSize: 18, fontWeight: 800 },
          '& .u': { fill: t.vars.palette.text.secondary, fontSize: 10, fontWeight: 600 },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      <ellipse className="turf" cx="150" cy="232" rx="140" ry="16" />
      <path className="plane-glow" d="M40 60 C 60 190 150 236 250 150" />
      <path className="plane" d="M40 60 C 60 190 150 236 250 150" />
      <line className="grip" x1="88" y1="40" x2="104" y2="80" />
      <line className="shaft" x1="102" y1="76" x2="142" y2="214" />
      <path className="head" d="M132 208 L162 214 C 168 216 168 226 160 227 L 136 226 C 128 225 126 210 132 208 Z" />
      <circle className="ball" cx="178" cy="220" r="9" />
      <g>
        <rect className="panel" x="220" y="24" width="124" height="52" rx="12" />
        <text className="k" x="234" y="44">
          CLUB SPEED
        </text>
        <text className="v" x="234" y="66">
          94
          <tspan className="u" dx="4">
            mph
          </tspan>
        </text>
        <rect className="panel" x="220" y="84" width="124" height="52" rx="12" />
        <text className="k" x="234" y="104">
          SPIN
        </text>
        <text className="v" x="234" y="126">
          2,640
          <tspan className="u" dx="4">
            rpm
          </tspan>
        </text>
      </g>
    </Box>
  );
}
