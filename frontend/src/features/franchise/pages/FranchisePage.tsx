import type { ReactNode } from 'react';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import CampaignRoundedIcon from '@mui/icons-material/CampaignRounded';
import DevicesRoundedIcon from '@mui/icons-material/DevicesRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import HandshakeRoundedIcon from '@mui/icons-material/HandshakeRounded';
import SportsGolfRoundedIcon from '@mui/icons-material/SportsGolfRounded';
import StorefrontRoundedIcon from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCard } from '../../../components/LinkCards';
import { PageHero } from '../../../components/PageHero';
import { pageTitle } from '../../../config/brand';
import { InquiryForm } from '../components/InquiryForm';
import { VenueArt } from '../components/VenueArt';

const offer: Array<{ icon: ReactNode; title: string; text: string }> = [
  {
    icon: <SportsGolfRoundedIcon />,
    title: 'A format that fills bays',
    text: 'Simulator bays by the hour, weeknight leagues, lessons and events: four reasons for golfers to come back every week, in any weather.',
  },
  {
    icon: <DevicesRoundedIcon />,
    title: 'The booking platform',
    text: 'This site: bookings in under a minute, memberships, leagues, lessons, payments and an admin dashboard, from day one.',
  },
  {
    icon: <StorefrontRoundedIcon />,
    title: 'Help with the build-out',
    text: 'What we learned opening our own venues: bay layout, simulators, the lounge and the opening plan.',
  },
  {
    icon: <CampaignRoundedIcon />,
    title: 'A brand people know',
    text: 'The Back Nine name, look and voice, with marketing to fill your calendar from the first week.',
  },
  {
    icon: <EmojiEventsRoundedIcon />,
    title: 'Memberships and leagues',
    text: 'Birdie membership and league play build a base of regulars and steady monthly income.',
  },
  {
    icon: <HandshakeRoundedIcon />,
    title: 'A team behind you',
    text: 'Training for your staff and a direct line to people who run venues like yours every day.',
  },
];

const steps = [
  { title: 'Send an inquiry', text: 'Tell us about you and the market you have in mind. It takes two minutes.' },
  { title: 'First call', text: 'We talk through the model, your experience and your market, with no commitment.' },
  { title: 'Visit a venue', text: 'Spend an evening at one of our locations and see a busy night for yourself.' },
  { title: 'Plan your opening', text: 'Site, build-out and launch plan, together, step by step.' },
];

/** `/franchise`: the offer, how it goes, and the inquiry form (stored and e-mailed to our team). */
export function FranchisePage() {
  return (
    <>
      <title>{pageTitle('Franchise')}</title>
      <PageHero
        headingId="franchise-heading"
        overline="Franchise with Back Nine"
        title={
          <>
            Bring Back Nine{' '}
            <Box component="span" sx={{ color: 'accent.main', display: 'block' }}>
              to your town
            </Box>
          </>
        }
        intro="Indoor golf that's busy every night of the year: premium simulator bays, leagues, lessons and a lounge people stay in. We're looking for partners to open the next ones."
        action={
          <Button href="#inquiry" variant="contained" color="accent" size="large" endIcon={<ArrowDownwardRoundedIcon />}>
            Start your inquiry
          </Button>
        }
        art={<VenueArt sx={{ maxWidth: { xs: 340, md: 440 }, mx: 'auto' }} />}
      />

      <Box component="section" aria-labelledby="offer-heading" sx={{ py: { xs: 6, md: 10 } }}>
        <Container maxWidth="lg">
          <Box sx={{ maxWidth: 680, mb: { xs: 4, md: 5 } }}>
            <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
              The offer
            </Typography>
            <Typography id="offer-heading" variant="h2" sx={{ mb: 1.5 }}>
              What you get as a Back Nine partner
            </Typography>
            <Typography variant="subtitle1" sx={{ color: 'text.secondary' }}>
              Everything that makes our own locations work, ready for yours.
            </Typography>
          </Box>
          <Grid container spacing={3}>
            {offer.map((o) => (
              <Grid key={o.title} size={{ xs: 12, sm: 6, md: 4 }}>
                <IconCard icon={o.icon} title={o.title} text={o.text} />
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Box
        component="section"
        aria-labelledby="steps-heading"
        sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg">
          <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
            How it goes
          </Typography>
          <Typography id="steps-heading" variant="h2" sx={{ mb: { xs: 3, md: 5 } }}>
            From inquiry to opening night
          </Typography>
          <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {steps.map((s, i) => (
              <Grid key={s.title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
                <Typography
                  component="p"
                  sx={{ fontSize: '2.5rem', fontWeight: 800, color: 'secondary.main', lineHeight: 1, mb: 1 }}
                  aria-hidden
                >
                  {String(i + 1).padStart(2, '0')}
                </Typography>
                <Typography variant="h5" component="h3" sx={{ mb: 0.5 }}>
                  {s.title}
                </Typography>
                <Typography variant="body1" sx={{ color: 'text.secondary' }}>
                  {s.text}
                </Typography>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Box component="section" id="inquiry" aria-labelledby="inquiry-heading" sx={{ py: { xs: 6, md: 10 }, scrollMarginTop: 72 }}>
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 4, md: 6 }}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
                Let's talk
              </Typography>
              <Typography id="inquiry-heading" variant="h2" sx={{ mb: 2 }}>
                Franchise inquiry
              </Typography>
              <Typography variant="body1" sx={{ color: 'text.secondary', mb: 2 }}>
                Tell us who you are and where you'd open. Our franchise team reads every inquiry and replies personally.
              </Typography>
              <Stack spacing={1} component="ul" sx={{ pl: 2.5, m: 0, color: 'text.secondary' }}>
                <Typography component="li" variant="body2">
                  No commitment, no fee to ask
                </Typography>
                <Typography component="li" variant="body2">
                  Your details stay with our franchise team
                </Typography>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
                <InquiryForm />
              </Card>
            </Grid>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
