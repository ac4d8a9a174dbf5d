import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pageTitle } from '../../../config/brand';

interface AdminPageProps {
  /** The tool's name: the h1 and the document title. */
  title: string;
  /** One line under the title: what the tool is for. */
  intro?: ReactNode;
  /** Buttons at the right of the header (wrap below it on phones). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The page part of every admin tool (the admin layout around it has the rail and the header): the
 * title, the tool's actions, then the content on a wide, dense canvas (admins work on desktops, but
 * every tool still works on a phone). The header names the tool too, so there is no breadcrumb.
 */
export function AdminPage({ title, intro, actions, children, isDashboard = false }: AdminPageProps & { isDashboard?: boolean }) {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, px: { xs: 2, sm: 3 }, flex: 1 }}>
      <title>{pageTitle(isDashboard ? title : `${title} · Admin`)}</title>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 1.5, md: 2 }}
        sx={{ mb: { xs: 2, md: 3 }, alignItems: { md: 'flex-end' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h1">
            {title}
          </Typography>
          {intro ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, maxWidth: '70ch' }}>
              {intro}
            </Typography>
          ) : null}
        </Box>
        {actions ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {children}
    </Container>
  );
}
