import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';

type Swatch = (t: Theme) => object;

const swatches: { label: string; sx: Swatch }[] = [
  { label: 'Confirmed', sx: (t) => ({ bgcolor: t.vars!.palette.primary.main, border: `2px solid ${t.vars!.palette.primary.main}` }) },
  {
    label: 'Held (awaiting payment)',
    sx: (t) => ({ bgcolor: t.vars!.palette.accent.light, border: `2px dashed ${t.vars!.palette.accent.dark}` }),
  },
  { label: 'Completed', sx: (t) => ({ bgcolor: t.vars!.palette.action.selected, border: `2px solid ${t.vars!.palette.divider}` }) },
  {
    label: 'Closed',
    sx: (t) => ({
      bgcolor: t.vars!.palette.background.default,
      border: `1px solid ${t.vars!.palette.action.disabled}`,
      backgroundImage: `repeating-linear-gradient(135deg, ${t.vars!.palette.action.disabled} 0 2px, transparent 2px 6px)`,
    }),
  },
  { label: 'Past', sx: (t) => ({ bgcolor: t.vars!.palette.action.hover, border: `1px solid ${t.vars!.palette.divider}` }) },
];

/** What the block styles mean; each differs in pattern or border as well as colour. */
export function CalendarLegend() {
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      aria-label="Legend"
      sx={{ flexWrap: 'wrap', gap: { xs: 1.5, sm: 2.5 }, listStyle: 'none', m: 0, p: 0 }}
    >
      {swatches.map((s) => (
        <Box component="li" key={s.label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box aria-hidden sx={[{ width: 18, height: 14, borderRadius: '4px', flexShrink: 0 }, s.sx]} />
          <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 550 }}>
            {s.label}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
