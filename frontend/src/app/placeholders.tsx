// Screens later releases fill (booking, checkout, confirmations, account pages, admin tools), as
// honest pages: what is coming, and what to do meanwhile. No fake data. Loaded lazily, as one chunk.
import CallOutlinedIcon from '@mui/icons-material/CallOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { ComingSoonPage } from '../components/ComingSoonPage';
import { TransitionLink } from '../components/TransitionLink';
import { paths } from '../config/paths';
import { useCurrentUser } from '../features/auth/api/useAuth';
import { useLocations, type LocationSummary } from '../features/locations/api/useLocations';
import { telHref } from '../lib/format';
import { authPathFor } from '../lib/redirect';
import { useMembershipDialog } from './MembershipDialogHost';

function CallToBook({ locations }: { locations: LocationSummary[] }) {
  if (locations.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {locations.map((l) => (
        <Box component="li" key={l.slug} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <CallOutlinedIcon aria-hidden sx={{ color: 'secondary.main', fontSize: 20 }} />
          <Typography component="span" sx={{ fontWeight: 650 }}>
            {l.name}
          </Typography>
          <Link href={telHref(l.phone)} aria-label={`Call ${l.name}: ${l.phone}`} sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {l.phone}
          </Link>
        </Box>
      ))}
    </Box>
  );
}

export function BookingPlaceholder() {
  const { location: slug } = useParams();
  const { locations } = useLocations();
  const here = slug ? locations.find((l) => l.slug === slug) : undefined;
  const name = here?.name;
  return (
    <ComingSoonPage
      eyebrow={name ? `Book at ${name}` : 'Book a bay'}
      title={name ? `Online booking for ${name} opens soon` : 'Online booking opens soon'}
      documentTitle={name ? `Book at ${name}` : 'Book a bay'}
      lead="Soon you'll pick a day, a bay and an hour right here and be booked in under a minute. Until then, give us a call and we'll hold a bay for you."
      actions={slug ? [{ label: 'Choose another location', to: paths.selectLocation }] : [{ label: 'Choose a location', to: paths.selectLocation }]}
    >
      <CallToBook locations={here ? [here] : locations} />
    </ComingSoonPage>
  );
}

export function CheckoutPlaceholder() {
  const { membershipType } = useParams();
  return (
    <ComingSoonPage
      eyebrow="Checkout"
      title={membershipType ? `Checkout for ${membershipType} opens soon` : 'Secure checkout opens soon'}
      documentTitle="Checkout"
      art="golf-card"
      lead="Paying for bays and memberships online is on its way. Nothing has been charged."
      actions={[
        { label: 'See memberships', to: paths.memberships },
        { label: 'Back to home', to: paths.home },
      ]}
    />
  );
}

export function BookingConfirmationPlaceholder() {
  return (
    <ComingSoonPage
      eyebrow="Booking confirmation"
      title="Your confirmations will appear here"
      documentTitle="Booking confirmation"
      lead="Once online booking opens, this page shows your bay, time and receipt straight after you book. Nothing has been booked or charged yet."
      actions={[{ label: 'Book a bay', to: paths.selectLocation }]}
    />
  );
}

export function MembershipConfirmationPlaceholder() {
  return (
    <ComingSoonPage
      eyebrow="Membership confirmation"
      title="Membership confirmations are coming"
      documentTitle="Membership confirmation"
      art="golf-card"
      lead="When online sign-up opens, this page confirms your plan and your first billing date. Nothing has been charged."
      actions={[{ label: 'See memberships', to: paths.memberships }]}
    />
  );
}

export function LeagueConfirmationPlaceholder() {
  return (
    <ComingSoonPage
      eyebrow="League confirmation"
      title="League sign-up confirmations are coming"
      documentTitle="League confirmation"
      art="golf-trophy"
      lead="Once you can join a league online, this page confirms your spot and your team's first night. Nothing has been charged."
      actions={[{ label: 'See leagues', to: paths.leagues() }]}
    />
  );
}

export function ManageMembershipPlaceholder() {
  const { user } = useCurrentUser();
  const { openMembershipDialog } = useMembershipDialog();
  return (
    <ComingSoonPage
      eyebrow="Your membership"
      title="A full membership page is coming"
      documentTitle="Manage membership"
      art="golf-card"
      lead={
        user
          ? `You're on ${user.membershipType === 'None' ? 'no plan' : `the ${user.membershipType} plan`}. Billing history and renewal dates will live here; you can already change your plan.`
          : 'Billing history and renewal dates will live here. Sign in to change your plan.'
      }
      actions={[{ label: 'Compare plans', to: paths.memberships }]}
    >
      {user ? (
        <Button variant="contained" color="secondary" size="large" onClick={openMembershipDialog}>
          Change my plan
        </Button>
      ) : (
        <Button component={TransitionLink} to={authPathFor(paths.manageMembership)} variant="contained" color="secondary" size="large">
          Sign in
        </Button>
      )}
    </ComingSoonPage>
  );
}

export function SubscribePlaceholder() {
  return (
    <ComingSoonPage
      eyebrow="Birdie membership"
      title="Online sign-up for Birdie opens soon"
      documentTitle="Subscribe"
      art="golf-card"
      lead="Birdie is $89 a month and renews automatically each month: 2 free hours every month, $40 per hour beyond them, booking up to 5 days ahead and member-only events. Paying online is nearly ready, and nothing has been charged. Ask at the front desk to join today."
      actions={[{ label: 'See membership details', to: paths.memberships }]}
    />
  );
}

export function LeaguePaymentPlaceholder() {
  return (
    <ComingSoonPage
      eyebrow="League payment"
      title="Paying league fees online is coming"
      documentTitle="League payment"
      art="golf-trophy"
      lead="Soon you'll pay your league fee here in one step. Until then, settle up at the front desk on league night. Nothing has been charged."
      actions={[{ label: 'See leagues', to: paths.leagues() }]}
    />
  );
}

export function BookingHistoryPlaceholder() {
  return (
    <ComingSoonPage
      eyebrow="Booking history"
      title="Your bookings will live here"
      documentTitle="Booking history"
      lead="Every bay you book online, with dates, times and receipts, will be listed here once online booking opens."
      actions={[{ label: 'Book a bay', to: paths.selectLocation }]}
    />
  );
}

export function PaymentMethodsPlaceholder() {
  return (
    <ComingSoonPage
      eyebrow="Payment methods"
      title="Saved cards are coming"
      documentTitle="Payment methods"
      art="golf-card"
      lead="Save a card once and check out in a tap. Adding, choosing a default and removing cards opens here soon."
      actions={[{ label: 'My profile', to: paths.profile }]}
    />
  );
}

/** The admin tools of spec section 2 (the league ones need a league, so they are reached from league management). */
export const ADMIN_TOOLS = [
  { to: paths.adminBookingHistory, title: 'Booking history', text: 'Every booking at every location, searchable.' },
  { to: paths.adminUserManagement, title: 'User management', text: 'Accounts, memberships and staff access.' },
  { to: paths.adminBookingCalendar, title: 'Booking calendar', text: 'The day at a glance, bay by bay.' },
  { to: paths.adminLeagueManagement, title: 'League management', text: 'Leagues, their bookings and their results.' },
  { to: paths.adminCoachManagement, title: 'Coach management', text: 'Coaches and what they teach.' },
  { to: paths.adminCoachHours, title: 'Coach hours', text: "When each coach is on the floor." },
  { to: paths.adminSystemUtilities, title: 'System utilities', text: 'Housekeeping tools for the team.' },
  { to: paths.adminManageDiscounts, title: 'Discounts', text: 'Codes, limits and what they apply to.' },
  { to: paths.adminWeeklyReminders, title: 'Weekly reminders', text: 'The reminder e-mails members get each week.' },
] as const;

export function AdminDashboardPlaceholder() {
  return (
    <ComingSoonPage
      eyebrow="Admin dashboard"
      title="The back office is being built"
      documentTitle="Admin dashboard"
      art="golf-building"
      lead="These are the tools coming to the dashboard. Each one opens here as it is ready."
    >
      <Grid container spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {ADMIN_TOOLS.map((tool) => (
          <Grid key={tool.to} size={{ xs: 12, sm: 6 }} component="li">
            <Card
              component={TransitionLink}
              to={tool.to}
              sx={(t) => ({
                display: 'block',
                height: '100%',
                p: 2,
                borderRadius: '16px',
                textDecoration: 'none',
                color: 'text.primary',
                boxShadow: 'none',
                '&:hover': { borderColor: 'secondary.main', bgcolor: t.alpha(t.vars.palette.secondary.main, 0.04) },
              })}
            >
              <Typography variant="h6" component="h2">
                {tool.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {tool.text}
              </Typography>
            </Card>
          </Grid>
        ))}
      </Grid>
    </ComingSoonPage>
  );
}

const ADMIN_TITLES: Record<string, string> = {
  'booking-history': 'Booking history',
  'user-management': 'User management',
  'booking-calendar': 'Booking calendar',
  'league-management': 'League management',
  'coach-management': 'Coach management',
  'coach-hours': 'Coach hours',
  'system-utilities': 'System utilities',
  'manage-discounts': 'Discounts',
  'weekly-reminders': 'Weekly reminders',
};

/** One admin tool's page until it is built. `tool` is the path segment after /admin/. */
export function AdminToolPlaceholder({ tool }: { tool: string }) {
  const title = ADMIN_TITLES[tool] ?? 'Admin tool';
  const text = ADMIN_TOOLS.find((t) => t.to === `/admin/${tool}`)?.text;
  return (
    <ComingSoonPage
      eyebrow="Admin"
      title={`${title} is on its way`}
      documentTitle={`${title} · Admin`}
      art="golf-building"
      lead={`${text ? `${text} ` : ''}This tool opens here in a coming release.`}
      actions={[{ label: 'Admin dashboard', to: paths.admin }]}
    />
  );
}

export function AdminLeaguePlaceholder({ view }: { view: 'bookings' | 'results' }) {
  const { id = '' } = useParams();
  const title = view === 'bookings' ? 'League bookings' : 'League results';
  return (
    <ComingSoonPage
      eyebrow={`Admin · League ${id}`}
      title={`${title} are on their way`}
      documentTitle={`${title} · Admin`}
      art="golf-trophy"
      lead={
        view === 'bookings'
          ? "The bays this league has booked, week by week, will be listed here."
          : 'Scores and standings for this league will be entered and published here.'
      }
      actions={[
        { label: 'League management', to: paths.adminLeagueManagement },
        { label: 'Admin dashboard', to: paths.admin },
      ]}
    />
  );
}
