import { useId } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { brand } from '../config/brand';

export interface LogoProps extends Omit<BoxProps<'svg'>, 'children'> {
  /** Rendered height in px; the width follows. */
  height?: number;
  /** `full`: mark and wordmark; `mark`: the golf ball alone (square). */
  variant?: 'full' | 'mark';
  /** Accessible name; defaults to the brand name. Pass `null` when a surrounding link already names it. */
  title?: string | null;
}

const DIMPLES: Array<[number, number]> = [
  [17, 15],
  [24, 12.5],
  [31, 15],
  [13.5, 22],
  [20.5, 20],
  [27.5, 20],
  [34.5, 22],
  [16.5, 28.5],
  [23.5, 27],
  [30.5, 28.5],
  [20, 34.5],
  [27, 34.5],
];

/**
 * The Back Nine wordmark: a golf ball on a sand ring, then BACK NINE over INDOOR GOLF. Our own
 * inline SVG (no image file, no CDN). The wordmark takes the surrounding text colour.
 */
export function Logo({ height = 40, variant = 'full', title = brand.name, sx, ...rest }: LogoProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const clipId = `${id}-ball`;
  const width = variant === 'mark' ? 48 : 236;
  return (
    <Box
      component="svg"
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} 48`}
      height={height}
      width={(height * width) / 48}
      role={title ? 'img' : undefined}
      aria-labelledby={title ? titleId : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
      sx={[
        (t) => ({
          display: 'block',
          flexShrink: 0,
          overflow: 'visible',
          '& .ring': { fill: t.vars.palette.accent.main },
          '& .ball': { fill: t.vars.palette.common.white },
          '& .shade': { fill: t.vars.palette.common.black, fillOpacity: 0.1 },
          '& .dimple': { fill: t.vars.palette.common.black, fillOpacity: 0.13 },
          '& .word': { fill: 'currentColor', fontWeight: 800, fontFamily: t.typography.fontFamily },
          '& .descriptor': { fill: t.vars.palette.accent.main, fontWeight: 650, fontFamily: t.typography.fontFamily },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      <defs>
        <clipPath id={clipId}>
          <circle cx="24" cy="24" r="16.5" />
        </clipPath>
      </defs>
      <circle className="ring" cx="24" cy="24" r="22" />
      <circle className="ball" cx="24" cy="24" r="16.5" />
      <g clipPath={`url(#${clipId})`}>
        <circle className="shade" cx="30" cy="30" r="16.5" />
        {DIMPLES.map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} className="dimple" cx={cx} cy={cy} r="1.6" />
        ))}
      </g>
      {variant === 'full' ? (
        <>
          <text className="word" x="58" y="26" fontSize="24" textLength="168" lengthAdjust="spacing">
            {brand.wordmark}
          </text>
          <text className="descriptor" x="59" y="42" fontSize="10" letterSpacing="3.2" textLength="120" lengthAdjust="spacing">
            {brand.descriptor}
          </text>
        </>
      ) : null}
    </Box>
  );
}
