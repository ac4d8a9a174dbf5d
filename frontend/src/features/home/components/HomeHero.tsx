import type { ReactNode } from 'react';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import LocalBarRoundedIcon from '@mui/icons-material/LocalBarRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TransitionLink } from '../../../components/TransitionLink';
import { DarkSurface } from '../../../components/DarkSurface';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { HeroArt } from './HeroArt';

const highlights: Array<{ icon: ReactNode; title: string; text: string }> = [
  { icon: <InsightsRoundedIcon />, title: 'Tour-grade launch monitors', text: 'Carry, spin and ball speed on every swing.' },
  { icon: <EmojiEventsRoundedIcon />, title: 'Leagues and lessons', text: 'Weeknight leagues and coaches for every level.' },
  { icon: <LocalBarRoundedIcon />, title: 'A lounge worth staying for', text: 'Food, drinks and a seat between rounds.' },
];

/** The home page's opening: who we are, and the fastest way to a bay. */
export function HomeHero() {
  return (
    <DarkSurface component="section" aria-labelledby="hero-heading" sx={(t) => ({ background: t.brand.hero, overflow: 'hidden' })}>
      <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 10 }, pb: { xs: 6, md: 9 } }}>
        <Grid container spacing={{ xs: 5, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="overline" component="p" sx={{ color: 'accent.main', mb: 2 }}>
              Indoor golf · Open seven days
            </Typography>
            <Typography id="hero-heading" variant="h1" sx={{ mb: 2.5 }}>
              Tee it up{' '}
              <Box component="span" sx={{ color: 'accent.main', display: 'block' }}>
                tonight.
              </Box>
            </Typography>
            <Typography variant="subtitle1" sx={{ color: 'text.secondary', fontSize: { md: '1.1875rem' }, maxWidth: 520, mb: 4 }}>
              {brand.tagline} Grab your crew, pick a time and be swinging tonight. Booking takes under a minute.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button
                component={TransitionLink}
                to={paths.selectLocation}
                variant="contained"
                color="accent"
                size="large"
                endIcon={<ArrowForwardRoundedIcon />}
                sx={{ px: 4 }}
              >
                Book a bay
              </Button>
              <Button
                href="#locations"
                variant="outlined"
                color="inherit"
                size="large"
                sx={(t) => ({ borderColor: t.alpha(t.vars.palette.text.primary, 0.36), '&:hover': { borderColor: 'text.primary' } })}
              >
                Find a location
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <HeroArt sx={{ maxWidth: { xs: 440, md: 540 }, mx: 'auto' }} />
          </Grid>
        </Grid>

        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: { xs: 6, md: 8 },
            pt: { xs: 4, md: 5 },
            borderTop: 1,
            borderColor: 'divider',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
            gap: { xs: 2.5, sm: 4 },
          }}
        >
          {highlights.map((h) => (
            <Stack component="li" key={h.title} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Box
                aria-hidden
                sx={(t) => ({
                  flexShrink: 0,
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  color: 'accent.main',
                  bgcolor: t.alpha(t.vars.palette.accent.main, 0.12),
                  border: `1px solid ${t.alpha(t.vars.palette.accent.main, 0.3)}`,
                })}
              >
                {h.icon}
              </Box>
              <Box>
                <Typography variant="h6" component="p">
                  {h.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {h.text}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Box>
      </Container>
    </DarkSurface>
  );
}
