import type { ReactNode } from 'react';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';

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
 * The frame of every admin tool: a breadcrumb back to the dashboard, the title, the tool's actions,
 * then the content on a wide, dense canvas (admins work on desktops, but every tool still works on a phone).
 * The dashboard itself passes no breadcrumb parent (it is the root).
 */
export function AdminPage({ title, intro, actions, children, isDashboard = false }: AdminPageProps & { isDashboard?: boolean }) {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2.5, md: 4 }, flex: 1 }}>
      <title>{pageTitle(isDashboard ? title : `${title} · Admin`)}</title>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: { xs: 2.5, md: 3.5 }, alignItems: { md: 'flex-end' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Breadcrumbs
            aria-label="Breadcrumb"
            separator={<ChevronRightRoundedIcon fontSize="small" />}
            sx={{ mb: 0.5, fontSize: '0.875rem' }}
          >
            {isDashboard ? (
              <Typography component="span" sx={{ fontSize: 'inherit', color: 'text.secondary' }}>
                Admin
              </Typography>
            ) : (
              <Link component={TransitionLink} to={paths.admin} underline="hover" color="text.secondary">
                Admin dashboard
              </Link>
            )}
            {isDashboard ? null : (
              <Typography component="span" aria-current="page" sx={{ fontSize: 'inherit', color: 'text.primary' }}>
                {title}
              </Typography>
            )}
          </Breadcrumbs>
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
