import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { MemberCardArt } from './MemberCardArt';

interface NoticeAction {
  label: string;
  to: string;
}

interface MembershipNoticeProps {
  /** The page's h1. */
  title: string;
  documentTitle: string;
  eyebrow?: string;
  children: ReactNode;
  /** The first is the main action. */
  actions: NoticeAction[];
}

/**
 * A short page of the membership screens that has one thing to say and where to go next: sign in
 * first, no such plan, nothing to pay, already a member.
 */
export function MembershipNotice({ title, documentTitle, eyebrow, children, actions }: MembershipNoticeProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 }, flex: 1 }}>
      <title>{pageTitle(documentTitle)}</title>
      <Box
        sx={(t) => ({
          borderRadius: '28px',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          px: { xs: 3, sm: 6 },
          py: { xs: 4, sm: 6 },
          boxShadow: `0 1px 2px ${t.alpha(t.vars.palette.primary.main, 0.06)}, 0 16px 40px ${t.alpha(t.vars.palette.primary.main, 0.07)}`,
        })}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 3, sm: 5 }} sx={{ alignItems: { sm: 'center' } }}>
          <MemberCardArt sx={{ width: { xs: 160, sm: 200 }, flexShrink: 0 }} />
          <Box sx={{ minWidth: 0 }}>
            {eyebrow ? (
              <Typography variant="overline" component="p" sx={{ color: 'secondary.main', mb: 1 }}>
                {eyebrow}
              </Typography>
            ) : null}
            <Typography variant="h2" component="h1" sx={{ mb: 2, fontSize: { xs: '1.875rem', md: '2.5rem' } }}>
              {title}
            </Typography>
            <Typography variant="subtitle1" component="div" sx={{ color: 'text.secondary', maxWidth: 520 }}>
              {children}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
              {actions.map((a, i) => (
                <Button
                  key={a.to}
                  component={TransitionLink}
                  to={a.to}
                  variant={i === 0 ? 'contained' : 'outlined'}
                  color="primary"
                  size="large"
                >
                  {a.label}
                </Button>
              ))}
            </Stack>
          </Box>
        </Stack>
      </Box>
    </Container>
  );
}
