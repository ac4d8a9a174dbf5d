import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pageTitle } from '../config/brand';
import type { GolfAnimation as GolfAnimationName } from '../lib/page-transition';
import { GolfAnimation } from './transition/GolfAnimation';
import { TransitionLink } from './TransitionLink';

interface ComingSoonAction {
  label: string;
  to: string;
}

export interface ComingSoonPageProps {
  /** The page's heading (h1) and, unless `documentTitle` says otherwise, its <title>. */
  title: string;
  documentTitle?: string;
  /** Small line above the heading. */
  eyebrow?: string;
  /** What this page will do, in our voice. */
  lead: ReactNode;
  /** What to do in the meantime. */
  children?: ReactNode;
  actions?: ComingSoonAction[];
  art?: GolfAnimationName;
}

/**
 * An honest page for a screen a later release fills (booking, checkout, admin tools…): it says what
 * is coming and what to do meanwhile. Never fake data.
 */
export function ComingSoonPage({ title, documentTitle, eyebrow, lead, children, actions = [], art = 'golf-flag' }: ComingSoonPageProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 9 }, flex: 1 }}>
      <title>{pageTitle(documentTitle ?? title)}</title>
      <Box
        sx={(t) => ({
          position: 'relative',
          overflow: 'hidden',
          borderRadius: '28px',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          px: { xs: 3, sm: 6 },
          py: { xs: 4, sm: 6 },
          boxShadow: `0 1px 2px ${t.alpha(t.vars.palette.primary.main, 0.06)}, 0 16px 40px ${t.alpha(t.vars.palette.primary.main, 0.07)}`,
        })}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 3, sm: 5 }} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Box
            sx={(t) => ({
              flexShrink: 0,
              width: 112,
              height: 112,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: t.alpha(t.vars.palette.secondary.main, 0.08),
              border: `1px solid ${t.alpha(t.vars.palette.secondary.main, 0.18)}`,
            })}
          >
            <GolfAnimation name={art} size={76} still />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
              <Chip label="Coming soon" color="accent" size="small" />
              {eyebrow ? (
                <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
                  {eyebrow}
                </Typography>
              ) : null}
            </Stack>
            <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
              {title}
            </Typography>
            <Typography variant="subtitle1" component="div" sx={{ color: 'text.secondary', maxWidth: 560 }}>
              {lead}
            </Typography>
            {children ? <Box sx={{ mt: 3 }}>{children}</Box> : null}
            {actions.length > 0 ? (
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
            ) : null}
          </Box>
        </Stack>
      </Box>
    </Container>
  );
}
