import Box, { type BoxProps } from '@mui/material/Box';

/** A flag on the green and a ball that stopped just short of the cup. Decorative. */
export function LostBallArt({ sx, ...rest }: Omit<BoxProps<'svg'>, 'children'>) {
  return (
    <Box
      component="svg"
      viewBox="0 0 320 200"
      aria-hidden
      focusable="false"
      sx={[
        (t) => ({
          display: 'block',
          width: '100%',
          height: 'auto',
          '& .green': { fill: t.vars.palette.secondary.main, fillOpacity: 0.14 },
          '& .green-edge': { fill: 'none', stroke: t.vars.palette.secondary.main, strokeOpacity: 0.35, strokeWidth: 2 },
          '& .cup': { fill: t.vars.palette.primary.dark },
          '& .pole': { stroke: t.vars.palette.text.primary, strokeWidth: 3, strokeLinecap: 'round' },
          '& .flag': { fill: t.vars.palette.accent.main },
          '& .ball': { fill: t.vars.palette.background.paper, stroke: t.vars.palette.divider, strokeWidth: 1.5 },
          '& .dimple': { fill: t.vars.palette.text.primary, fillOpacity: 0.12 },
          '& .path': { fill: 'none', stroke: t.vars.palette.accent.dark, strokeWidth: 2.5, strokeDasharray: '2 9', strokeLinecap: 'round' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      <ellipse className="green" cx="160" cy="160" rx="150" ry="34" />
      <ellipse className="green-edge" cx="160" cy="160" rx="150" ry="34" />
      <ellipse className="cup" cx="196" cy="160" rx="13" ry="4.5" />
      <line className="pole" x1="196" y1="159" x2="196" y2="38" />
      <path className="flag" d="M197 40 L246 54 L197 70 Z" />
      <path className="path" d="M40 150 C 80 120, 120 150, 150 162" />
      <circle className="ball" cx="160" cy="163" r="9" />
      <circle className="dimple" cx="157" cy="160" r="1.3" />
      <circle className="dimple" cx="162" cy="159.5" r="1.3" />
      <circle className="dimple" cx="160" cy="165" r="1.3" />
      <circle className="dimple" cx="164.5" cy="164" r="1.3" />
    </Box>
  );
}
