import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DarkSurface } from '../../../components/DarkSurface';

/** The dark band that opens each account page: where you are, what the page is for, its main action. */
export function AccountHero({ id, title, lead, action }: { id: string; title: string; lead: string; action?: ReactNode }) {
  return (
    <DarkSurface component="section" aria-labelledby={id} sx={(t) => ({ background: t.brand.hero })}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 2.5, sm: 4 }}
          sx={{ alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" component="p" sx={{ color: 'accent.main' }}>
              My account
            </Typography>
            <Typography id={id} variant="h2" component="h1">
              {title}
            </Typography>
            <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary', mt: 1, maxWidth: 560 }}>
              {lead}
            </Typography>
          </Box>
          {action ? <Box sx={{ flexShrink: 0 }}>{action}</Box> : null}
        </Stack>
      </Container>
    </DarkSurface>
  );
}
