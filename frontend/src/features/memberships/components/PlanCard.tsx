import type { ReactNode } from 'react';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface PlanCardProps {
  id: string;
  name: string;
  price: string;
  period: string;
  summary: string;
  features: string[];
  featured?: boolean;
  badge?: string;
  action: ReactNode;
}

/** One plan: name, price with what it includes, and the way in. */
export function PlanCard({ id, name, price, period, summary, features, featured = false, badge, action }: PlanCardProps) {
  return (
    <Card
      component="article"
      aria-labelledby={id}
      data-mui-color-scheme={featured ? 'dark' : undefined}
      sx={(t) => ({
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 3, md: 4 },
        position: 'relative',
        color: 'text.primary',
        ...(featured
          ? {
              background: t.brand.band,
              borderColor: t.vars.palette.accent.main,
              borderWidth: 2,
              boxShadow: `0 24px 48px ${t.alpha(t.vars.palette.primary.main, 0.25)}`,
            }
          : { bgcolor: 'background.paper' }),
      })}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, minHeight: 28 }}>
        <Typography id={id} variant="h4" component="h3">
          {name}
        </Typography>
        {badge ? <Chip label={badge} color="accent" size="small" /> : null}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1 }}>
        <Typography
          component="p"
          sx={{ fontSize: { xs: '2.75rem', md: '3.25rem' }, fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1 }}
        >
          {price}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          {period}
        </Typography>
      </Stack>
      <Typography variant="body1" sx={{ color: 'text.secondary', mb: 3 }}>
        {summary}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mb: 4, flex: 1 }}>
        {features.map((f) => (
          <Stack component="li" key={f} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Box
              aria-hidden
              sx={(t) => ({
                flexShrink: 0,
                width: 24,
                height: 24,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                mt: '1px',
                color: featured ? 'accent.main' : 'secondary.main',
                bgcolor: t.alpha(featured ? t.vars.palette.accent.main : t.vars.palette.secondary.main, 0.14),
              })}
            >
              <CheckRoundedIcon sx={{ fontSize: 16 }} />
            </Box>
            <Typography variant="body1">{f}</Typography>
          </Stack>
        ))}
      </Stack>
      {action}
    </Card>
  );
}
