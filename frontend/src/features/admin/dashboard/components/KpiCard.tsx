import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface KpiCardProps {
  label: string;
  icon: ReactNode;
  /** The number, already formatted; undefined while loading. */
  value?: string;
  /** One line under the number: what it counts. */
  caption?: ReactNode;
  /** Something visual under the caption (a meter). */
  children?: ReactNode;
}

/** One headline number. A named group, so assistive tech (and tests) read label and value together. */
export function KpiCard({ label, icon, value, caption, children }: KpiCardProps) {
  const id = useId();
  return (
    <Card
      role="group"
      aria-labelledby={id}
      aria-busy={value === undefined}
      sx={{ p: { xs: 2, md: 2.5 }, height: '100%', borderRadius: '16px' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', mb: 1 }}>
        <Box aria-hidden sx={{ display: 'flex', color: 'secondary.main', '& svg': { fontSize: 20 } }}>
          {icon}
        </Box>
        <Typography id={id} variant="subtitle2" component="h2" sx={{ fontWeight: 650, lineHeight: 1.3 }}>
          {label}
        </Typography>
      </Stack>
      {value === undefined ? (
        <Skeleton variant="text" width="60%" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }} />
      ) : (
        <Typography
          component="p"
          sx={{
            fontSize: { xs: '1.75rem', md: '2.25rem' },
            fontWeight: 800,
            lineHeight: 1.15,
            fontVariantNumeric: 'tabular-nums',
            overflowWrap: 'anywhere',
          }}
        >
          {value}
        </Typography>
      )}
      {caption ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {value === undefined ? <Skeleton width="80%" /> : caption}
        </Typography>
      ) : null}
      {value === undefined ? null : children}
    </Card>
  );
}
