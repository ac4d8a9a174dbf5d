import { useId } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { brandColors as c } from '../../../lib/theme';

/** The ball's flight on the screen: up from the tee, a gentle draw, down onto the green. */
const TRACER = 'M262 304 C 250 200 262 92 296 70 C 318 58 306 140 281 200';

const DIMPLES: Array<[number, number]> = [
  [255, 339],
  [261, 337],
  [267, 339],
  [252, 345],
  [258, 344],
  [264, 344],
  [270, 345],
  [256, 350],
  [262, 350],
  [268, 350],
];

/**
 * A simulator bay at dusk: the screen with a fairway, the flag and a ball tracer, two launch-monitor
 * readouts, and a ball teed up on the mat. Our own SVG in brand colours; decorative.
 */
export function HeroArt({ sx, ...rest }: Omit<BoxProps<'svg'>, 'children'>) {
  const id = useId();
  const sky = `${id}-sky`;
  const turf = `${id}-turf`;
  const mat = `${id}-mat`;
  const screenClip = `${id}-screen`;
  const tracer = `${id}-tracer`;
  const ball = `${id}-ball`;

  return (
    <Box
      component="svg"
      viewBox="0 0 520 400"
      aria-hidden
      focusable="false"
      sx={[
        (t) => ({
          display: 'block',
          width: '100%',
          height: 'auto',
          filter: 'drop-shadow(0 24px 48px rgba(0, 0, 0, 0.35))',
          '& text': { fontFamily: t.typography.fontFamily },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0A2B21" />
          <stop offset="0.55" stopColor={c.deepGreenLight} />
          <stop offset="0.92" stopColor={c.sandLight} stopOpacity="0.9" />
        </linearGradient>
        <linearGradient id={turf} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={c.fairwayLight} />
          <stop offset="1" stopColor={c.fairway} />
        </linearGradient>
        <linearGradient id={mat} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0C3326" />
          <stop offset="1" stopColor="#06221A" />
        </linearGradient>
        <linearGradient id={tracer} x1="0" y1="1" x2="0" y2="0">
          <stop offset="0" stopColor={c.sand} stopOpacity="0.2" />
          <stop offset="1" stopColor={c.sandLight} />
        </linearGradient>
        <radialGradient id={ball} cx="0.38" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#FFFFFF" />
          <stop offset="1" stopColor="#DADFDB" />
        </radialGradient>
        <clipPath id={screenClip}>
          <rect x="24" y="14" width="472" height="290" rx="18" />
        </clipPath>
      </defs>

      {/* The bay's screen */}
      <rect x="16" y="6" width="488" height="306" rx="24" fill="#04170F" />
      <g clipPath={`url(#${screenClip})`}>
        <rect x="24" y="14" width="472" height="290" fill={`url(#${sky})`} />
        <circle cx="408" cy="176" r="46" fill={c.sandLight} fillOpacity="0.12" />
        <circle cx="408" cy="176" r="24" fill={c.sandLight} fillOpacity="0.22" />
        <path
          d="M24 214 C 92 184 150 196 212 186 C 280 176 330 168 400 184 C 444 194 472 186 496 178 L496 304 L24 304 Z"
          fill={c.fairwayDark}
        />
        <path d="M24 232 C 120 210 200 214 270 206 C 350 198 420 206 496 200 L496 304 L24 304 Z" fill="#185E39" />
        {/* Fairway running to the green */}
        <path d="M96 304 C 170 262 226 230 250 206 L 290 206 C 316 236 372 268 440 304 Z" fill={`url(#${turf})`} />
        <path d="M146 304 C 196 270 232 244 256 220 L 284 220 C 306 244 340 272 388 304 Z" fill="#FFFFFF" fillOpacity="0.06" />
        <path d="M196 304 C 226 276 248 252 262 232 L 278 232 C 292 252 312 278 336 304 Z" fill="#FFFFFF" fillOpacity="0.05" />
        <ellipse cx="270" cy="206" rx="34" ry="7" fill={c.fairwayBright} fillOpacity="0.85" />
        <ellipse cx="276" cy="206" rx="3.2" ry="1.2" fill="#04170F" />
        <line x1="276" y1="206" x2="276" y2="166" stroke="#FFFFFF" strokeWidth="1.6" strokeLinecap="round" />
        <path d="M276.8 167 L 294 172 L 276.8 177.5 Z" fill={c.sand} />
        {/* Ball tracer */}
        <path d={TRACER} fill="none" stroke={c.sand} strokeOpacity="0.22" strokeWidth="9" strokeLinecap="round" />
        <path d={TRACER} fill="none" stroke={`url(#${tracer})`} strokeWidth="3" strokeLinecap="round" />
        <circle cx="281" cy="200" r="3.2" fill="#FFFFFF" />
      </g>
      <rect x="24" y="14" width="472" height="290" rx="18" fill="none" stroke="#FFFFFF" strokeOpacity="0.1" />

      {/* Launch-monitor readouts */}
      <g>
        <rect x="44" y="34" width="118" height="58" rx="12" fill="#04170F" fillOpacity="0.55" stroke="#FFFFFF" strokeOpacity="0.14" />
        <text x="58" y="56" fontSize="10" fontWeight="700" letterSpacing="1.6" fill={c.sand}>
          CARRY
        </text>
        <text x="58" y="80" fontSize="22" fontWeight="800" fill="#FFFFFF">
          248
          <tspan fontSize="12" fontWeight="600" fill={c.mist} dx="4">
            yd
          </tspan>
        </text>
        <rect x="44" y="102" width="118" height="58" rx="12" fill="#04170F" fillOpacity="0.55" stroke="#FFFFFF" strokeOpacity="0.14" />
        <text x="58" y="124" fontSize="10" fontWeight="700" letterSpacing="1.6" fill={c.sand}>
          BALL SPEED
        </text>
        <text x="58" y="148" fontSize="22" fontWeight="800" fill="#FFFFFF">
          156
          <tspan fontSize="12" fontWeight="600" fill={c.mist} dx="4">
            mph
          </tspan>
        </text>
      </g>

      {/* The bay floor, the mat and a ball on a tee */}
      <path d="M40 318 L480 318 L516 398 L4 398 Z" fill={`url(#${mat})`} />
      <path d="M196 330 L324 330 L338 386 L182 386 Z" fill={c.fairway} fillOpacity="0.9" />
      <path d="M196 330 L324 330 L326 338 L194 338 Z" fill="#FFFFFF" fillOpacity="0.08" />
      <rect x="258.5" y="352" width="5" height="12" rx="1.5" fill={c.sand} />
      <ellipse cx="261" cy="366" rx="14" ry="3" fill="#000000" fillOpacity="0.25" />
      <circle cx="261" cy="344" r="10" fill={`url(#${ball})`} />
      {DIMPLES.map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1" fill="#000000" fillOpacity="0.12" />
      ))}
    </Box>
  );
}
