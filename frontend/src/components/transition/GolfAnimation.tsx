import Box, { type BoxProps } from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { GolfAnimation as GolfAnimationName } from '../../lib/page-transition';

// The spec's six transition animations (section 2), as small SVGs of our own with CSS motion.
// Under prefers-reduced-motion nothing moves: each shows its resting pose.

const spin = keyframes`to { transform: rotate(360deg); }`;
const bounceShadow = keyframes`0%, 100% { transform: scaleX(1); opacity: .28; } 50% { transform: scaleX(.7); opacity: .16; }`;
const swing = keyframes`
  0% { transform: rotate(-118deg); }
  45% { transform: rotate(-128deg); }
  70% { transform: rotate(24deg); }
  100% { transform: rotate(24deg); }`;
const launch = keyframes`
  0%, 62% { transform: translate(0, 0); opacity: 1; }
  100% { transform: translate(40px, -46px); opacity: 0; }`;
const wave = keyframes`0%, 100% { transform: skewY(0deg) scaleX(1); } 50% { transform: skewY(-7deg) scaleX(.86); }`;
const roll = keyframes`0% { transform: translateX(-34px); } 70%, 100% { transform: translateX(0); }`;
const flip = keyframes`0%, 20% { transform: scaleX(1); } 45% { transform: scaleX(.06); } 70%, 100% { transform: scaleX(1); }`;
const shine = keyframes`0%, 30% { transform: translateX(-70px); } 80%, 100% { transform: translateX(70px); }`;
const hop = keyframes`0%, 100% { transform: translateY(0); } 45% { transform: translateY(-7px); }`;
const twinkle = keyframes`0%, 100% { transform: scale(.3); opacity: 0; } 50% { transform: scale(1); opacity: 1; }`;
const lightUp = keyframes`0%, 15% { opacity: .18; } 40%, 100% { opacity: 1; }`;

const restingPose = {
  '& [class*="anim-"]': { animation: 'none !important' },
  '& .anim-launch, & .anim-roll, & .anim-shine': { transform: 'none' },
  '& .anim-shine, & .anim-twinkle': { opacity: 0 },
};

const DIMPLES: Array<[number, number]> = [
  [40, 40],
  [48, 37],
  [56, 40],
  [37, 48],
  [45, 46],
  [53, 46],
  [59, 49],
  [41, 55],
  [49, 54],
  [56, 56],
];

function Ball({ cx = 48, cy = 48, r = 16 }: { cx?: number; cy?: number; r?: number }) {
  const k = r / 16;
  return (
    <g>
      <circle className="ball" cx={cx} cy={cy} r={r} />
      {DIMPLES.map(([x, y]) => (
        <circle key={`${x}-${y}`} className="dimple" cx={cx + (x - 48) * k} cy={cy + (y - 48) * k} r={1.5 * k} />
      ))}
    </g>
  );
}

const art: Record<GolfAnimationName, () => React.JSX.Element> = {
  'golf-ball': () => (
    <>
      <ellipse className="shadow anim-shadow" cx="48" cy="82" rx="18" ry="3.5" />
      <g className="anim-spin">
        <Ball cx={48} cy={48} r={22} />
      </g>
    </>
  ),
  'golf-swing': () => (
    <>
      <ellipse className="turf" cx="48" cy="82" rx="38" ry="6" />
      <rect className="tee" x="52.5" y="70" width="3" height="9" rx="1" />
      <g className="anim-launch">
        <Ball cx={54} cy={65} r={5.5} />
      </g>
      <g className="anim-swing">
        <line className="shaft" x1="48" y1="14" x2="48" y2="66" />
        <path className="head" d="M44 64 h11 a3 3 0 0 1 3 3 v1 a3 3 0 0 1 -3 3 h-9 a2 2 0 0 1 -2 -2 Z" />
      </g>
      <circle className="grip" cx="48" cy="14" r="3.5" />
    </>
  ),
  'golf-flag': () => (
    <>
      <ellipse className="turf" cx="48" cy="80" rx="40" ry="9" />
      <ellipse className="cup" cx="58" cy="79" rx="6" ry="2" />
      <line className="pole" x1="58" y1="79" x2="58" y2="14" />
      <path className="flag anim-wave" d="M59 15 L82 22 L59 30 Z" />
      <g className="anim-roll">
        <Ball cx={40} cy={77} r={4.5} />
      </g>
    </>
  ),
  'golf-card': () => (
    <>
      <g className="anim-flip">
        <rect className="card" x="14" y="26" width="68" height="44" rx="7" />
        <rect className="stripe" x="14" y="36" width="68" height="7" />
        <rect className="chip" x="22" y="50" width="12" height="9" rx="2" />
        <Ball cx={68} cy={56} r={7} />
        <clipPath id="golf-card-clip">
          <rect x="14" y="26" width="68" height="44" rx="7" />
        </clipPath>
        <g clipPath="url(#golf-card-clip)">
          <rect className="shine anim-shine" x="30" y="20" width="12" height="60" transform="skewX(-20)" />
        </g>
      </g>
    </>
  ),
  'golf-trophy': () => (
    <>
      <ellipse className="shadow" cx="48" cy="84" rx="20" ry="3" />
      <g className="anim-hop">
        <path className="cupbody" d="M30 18 h36 v10 a18 18 0 0 1 -36 0 Z" />
        <path className="handle" d="M30 22 h-7 a7 7 0 0 0 7 12 M66 22 h7 a7 7 0 0 1 -7 12" />
        <rect className="cupbody" x="44" y="45" width="8" height="12" />
        <rect className="base" x="34" y="57" width="28" height="8" rx="2" />
        <rect className="base" x="30" y="65" width="36" height="8" rx="2" />
        <Ball cx={48} cy={29} r={6} />
      </g>
      <path className="star anim-twinkle" d="M76 14 l2 5 5 2 -5 2 -2 5 -2 -5 -5 -2 5 -2 Z" />
      <path className="star anim-twinkle delay" d="M18 40 l1.5 3.5 3.5 1.5 -3.5 1.5 -1.5 3.5 -1.5 -3.5 -3.5 -1.5 3.5 -1.5 Z" />
    </>
  ),
  'golf-building': () => (
    <>
      <ellipse className="turf" cx="48" cy="84" rx="42" ry="5" />
      <path className="roof" d="M18 34 L48 14 L78 34 Z" />
      <rect className="walls" x="22" y="34" width="52" height="48" />
      {[0, 1, 2].map((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`${row}-${col}`}
            className="window anim-light"
            style={{ animationDelay: `${(row * 3 + col) * 90}ms` }}
            x={29 + col * 14}
            y={40 + row * 12}
            width="10"
            height="8"
            rx="1.5"
          />
        )),
      )}
      <line className="pole" x1="48" y1="14" x2="48" y2="4" />
      <path className="flag" d="M48.5 4.5 L58 7.5 L48.5 10.5 Z" />
    </>
  ),
};

export interface GolfAnimationProps extends Omit<BoxProps<'svg'>, 'children'> {
  name: GolfAnimationName;
  size?: number;
  /** The resting pose, no motion (decoration on a page rather than a transition). */
  still?: boolean;
}

/** One of the spec's transition animations. Decorative: the overlay around it carries the label. */
export function GolfAnimation({ name, size = 96, still = false, sx, ...rest }: GolfAnimationProps) {
  const Art = art[name];
  return (
    <Box
      component="svg"
      viewBox="0 0 96 96"
      width={size}
      height={size}
      aria-hidden
      focusable="false"
      data-animation={name}
      sx={[
        (t) => ({
          display: 'block',
          overflow: 'visible',
          '& *': { transformBox: 'fill-box' },
          '& .ball': { fill: t.vars.palette.common.white, stroke: t.vars.palette.primary.main, strokeOpacity: 0.28, strokeWidth: 1.2 },
          '& .dimple': { fill: t.vars.palette.primary.main, fillOpacity: 0.16 },
          '& .shadow': { fill: t.vars.palette.primary.main, opacity: 0.22 },
          '& .turf': { fill: t.vars.palette.secondary.main, opacity: 0.22 },
          '& .tee': { fill: t.vars.palette.accent.main },
          '& .shaft': { stroke: t.vars.palette.primary.main, strokeWidth: 3, strokeLinecap: 'round' },
          '& .head, & .grip': { fill: t.vars.palette.primary.main },
          '& .cup': { fill: t.vars.palette.primary.dark },
          '& .pole': { stroke: t.vars.palette.primary.main, strokeWidth: 2.5, strokeLinecap: 'round' },
          '& .flag': { fill: t.vars.palette.accent.main },
          '& .card': { fill: t.vars.palette.primary.main },
          '& .stripe': { fill: t.vars.palette.accent.main },
          '& .chip': { fill: t.vars.palette.accent.light },
          '& .shine': { fill: t.vars.palette.common.white, opacity: 0.22 },
          '& .cupbody, & .base': { fill: t.vars.palette.accent.main },
          '& .base': { fill: t.vars.palette.accent.dark },
          '& .handle': { fill: 'none', stroke: t.vars.palette.accent.dark, strokeWidth: 3 },
          '& .star': { fill: t.vars.palette.accent.main, transformOrigin: 'center' },
          '& .roof': { fill: t.vars.palette.primary.main },
          '& .walls': { fill: t.vars.palette.primary.light },
          '& .window': { fill: t.vars.palette.accent.light },
          // Motion
          '& .anim-spin': { transformOrigin: 'center', animation: `${spin} 900ms linear infinite` },
          '& .anim-shadow': { transformOrigin: 'center', animation: `${bounceShadow} 900ms ease-in-out infinite` },
          '& .anim-swing': {
            transformOrigin: '50% 0%',
            transform: 'rotate(24deg)',
            animation: `${swing} 1100ms cubic-bezier(.5,0,.2,1) infinite`,
          },
          '& .anim-launch': { animation: `${launch} 1100ms ease-out infinite` },
          '& .anim-wave': { transformOrigin: '0% 50%', animation: `${wave} 900ms ease-in-out infinite` },
          '& .anim-roll': { animation: `${roll} 1400ms cubic-bezier(.2,.7,.3,1) infinite` },
          '& .anim-flip': { transformOrigin: 'center', animation: `${flip} 1400ms ease-in-out infinite` },
          '& .anim-shine': { animation: `${shine} 1400ms ease-in-out infinite` },
          '& .anim-hop': { animation: `${hop} 900ms ease-in-out infinite` },
          '& .anim-twinkle': { animation: `${twinkle} 1200ms ease-in-out infinite` },
          '& .anim-twinkle.delay': { animationDelay: '450ms' },
          '& .anim-light': { opacity: 1, animation: `${lightUp} 1400ms ease-out infinite both` },
          '@media (prefers-reduced-motion: reduce)': restingPose,
          ...(still ? restingPose : {}),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      <Art />
    </Box>
  );
}
