import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled tool of the page (a labelled region). */
export function SystemSection({ title, intro, action, children }: { title: string; intro?: ReactNode; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, borderRadius: '16px', height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}>
        <div>
          <Typography id={id} variant="h5" component="h2">
            {title}
          </Typography>
          {intro ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, maxWidth: '65ch' }}>
              {intro}
            </Typography>
          ) : null}
        </div>
        {action}
      </Stack>
      {children}
    </Card>
  );
}
