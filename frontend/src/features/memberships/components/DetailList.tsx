import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list: side by side where there is room, stacked on phones. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(150px, auto) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
      }}
    >
      {items.map((d) => (
        <Box key={d.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2', pt: { xs: 1, sm: '2px' } }}>
            {d.label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 650, fontVariantNumeric: 'tabular-nums' }}>
            {d.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
