import type { ReactNode } from 'react';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import CreditCardRoundedIcon from '@mui/icons-material/CreditCardRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import SportsGolfRoundedIcon from '@mui/icons-material/SportsGolfRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TransitionLink } from '../../../components/TransitionLink';
import { DarkSurface } from '../../../components/DarkSurface';
import { pageTitle } from '../../../config/brand';
import { formatDate } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ProfileDetailsForm } from '../components/ProfileDetailsForm';
import { WeeklyRemindersToggle } from '../components/WeeklyRemindersToggle';
import { initials } from '../utils/profileForm';
import { basePlan, dollars, featuredPlan, isMemberPlan, planByCode, usePlans, type PlanTerms } from '../../../lib/plans';

/** A member's terms: '2 free hours every month, $40 an hour after that, and a 5-day booking window'. */
function memberTerms(plan: PlanTerms): string {
  const free = plan.freeHoursPerMonth;
  return free > 0
    ? `${free} free hours every month, ${dollars(plan.hourlyRateCents)} an hour after that, and a ${plan.bookingWindowDays}-day booking window`
    : `${dollars(plan.hourlyRateCents)} an hour and a ${plan.bookingWindowDays}-day booking window`;
}

/** The offer in short: '2 free hours, $40 after that and member-only events'. */
function shortPerks(plan: PlanTerms): string {
  const parts = [
    ...(plan.freeHoursPerMonth > 0 ? [`${plan.freeHoursPerMonth} free hours`] : []),
    `${dollars(plan.hourlyRateCents)}${plan.freeHoursPerMonth > 0 ? ' after that' : ' an hour'}`,
    ...(plan.memberEvents ? ['member-only events'] : []),
  ];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]!;
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id={id} variant="h4" component="h2" sx={{ mb: intro ? 0.5 : 2.5 }}>
        {title}
      </Typography>
      {intro ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Card>
  );
}

const quickLinks = [
  { to: '/booking-history', label: 'Booking history', hint: 'Past and upcoming bays', icon: <HistoryRoundedIcon /> },
  { to: '/payment-methods', label: 'Payment methods', hint: 'Saved cards', icon: <CreditCardRoundedIcon /> },
  { to: '/select-location', label: 'Book a bay', hint: 'Under a minute', icon: <SportsGolfRoundedIcon /> },
];

/** `/profile` (signed in only): your details, your password, and the way to everything else that is yours. */
export function ProfilePage() {
  const { user, isLoading } = useCurrentUser();
  const { plans } = usePlans();

  if (!user) {
    return (
      <Box role="status" sx={{ flex: 1, display: 'grid', placeItems: 'center', py: 10 }}>
        <title>{pageTitle('My profile')}</title>
        {isLoading ? <CircularProgress aria-label="Loading your profile" /> : <Typography>Please sign in to see your profile.</Typography>}
      </Box>
    );
  }

  const plan = planByCode(plans, user.membershipType);
  const isBirdie = isMemberPlan(plans, user.membershipType);
  const base = plans && basePlan(plans);
  const featured = featuredPlan(plans);
  const since = formatDate(user.createdAt);

  return (
    <>
      <title>{pageTitle('My profile')}</title>
      <DarkSurface component="section" aria-labelledby="profile-heading" sx={(t) => ({ background: t.brand.hero })}>
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} sx={{ alignItems: { sm: 'center' } }}>
            <Avatar
              aria-hidden
              sx={{
                width: { xs: 64, md: 80 },
                height: { xs: 64, md: 80 },
                bgcolor: 'accent.main',
                color: 'accent.contrastText',
                fontWeight: 800,
                fontSize: { xs: '1.5rem', md: '1.875rem' },
              }}
            >
              {initials(user.firstName, user.lastName)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="overline" component="p" sx={{ color: 'accent.main' }}>
                My profile
              </Typography>
              <Typography id="profile-heading" variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {user.name}
              </Typography>
              <Typography variant="body1" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {user.email}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
                <Chip
                  label={isBirdie ? 'Birdie member' : 'No membership'}
                  color={isBirdie ? 'accent' : 'default'}
                  size="small"
                  variant={isBirdie ? 'filled' : 'outlined'}
                />
                {user.isAdmin ? <Chip label="Admin" size="small" variant="outlined" /> : null}
                {since ? <Chip label={`With us since ${since}`} size="small" variant="outlined" /> : null}
              </Stack>
            </Box>
          </Stack>
        </Container>
      </DarkSurface>

      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={{ xs: 3, md: 4 }}>
              <Section
                id="details-heading"
                title="Your details"
                intro="Your name and phone go on your bookings so the venue knows who's coming."
              >
                {/* Remounts with fresh values when the saved user comes back. */}
                <ProfileDetailsForm key={`${user.firstName}|${user.lastName}|${user.phone}|${user.preferredLocation}`} user={user} />
              </Section>
              <Section id="password-heading" title="Password" intro="Changing it signs you out on every other device.">
                <ChangePasswordForm email={user.email} />
              </Section>
              <Section id="email-heading" title="E-mails">
                <WeeklyRemindersToggle />
              </Section>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={{ xs: 3, md: 4 }}>
              <Card component="section" aria-labelledby="membership-heading" sx={{ overflow: 'hidden' }}>
                <DarkSurface sx={(t) => ({ background: t.brand.band, p: 3 })}>
                  <Typography variant="overline" component="p" sx={{ color: 'accent.main' }}>
                    Membership
                  </Typography>
                  <Typography id="membership-heading" variant="h4" component="h2">
                    {isBirdie ? (plan?.name ?? user.membershipType) : 'No membership'}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {isBirdie
                      ? plan
                        ? `${memberTerms(plan)}.`
                        : null
                      : base
                        ? `You pay ${dollars(base.hourlyRateCents)} an hour and can book up to ${base.bookingWindowDays} days ahead.`
                        : null}
                  </Typography>
                </DarkSurface>
                <Box sx={{ p: 3 }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                    {isBirdie
                      ? 'Change or cancel your plan any time.'
                      : featured
                        ? `${featured.name} is ${dollars(featured.priceCents)} a month: ${shortPerks(featured)}.`
                        : null}
                  </Typography>
                  <Button
                    component={TransitionLink}
                    to={isBirdie ? '/manage-membership' : '/memberships'}
                    variant={isBirdie ? 'outlined' : 'contained'}
                    color={isBirdie ? 'primary' : 'accent'}
                    fullWidth
                    endIcon={<ArrowForwardRoundedIcon />}
                  >
                    {isBirdie ? 'Manage membership' : 'See Birdie membership'}
                  </Button>
                </Box>
              </Card>
              <Card component="nav" aria-label="Your account">
                <List disablePadding>
                  {quickLinks.map((l) => (
                    <ListItemButton key={l.to} component={TransitionLink} to={l.to} sx={{ py: 1.5, px: 3, minHeight: 56 }}>
                      <ListItemIcon sx={{ color: 'secondary.main', minWidth: 40 }}>{l.icon}</ListItemIcon>
                      <ListItemText primary={l.label} secondary={l.hint} slotProps={{ primary: { sx: { fontWeight: 650 } } }} />
                      <ArrowForwardRoundedIcon aria-hidden sx={{ color: 'text.secondary', fontSize: 20 }} />
                    </ListItemButton>
                  ))}
                </List>
              </Card>
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
