// Screens later releases fill (league payment and confirmation, the league, coach, discount and
// reminder admin tools), as honest pages: what is coming, and what to do meanwhile. No fake data.
// Loaded lazily, as one chunk.
import { useParams } from 'react-router-dom';
import { ComingSoonPage } from '../components/ComingSoonPage';
import { paths } from '../config/paths';
import { ADMIN_TOOLS } from '../features/admin/adminTools';

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

/** One admin tool's page until it is built. `tool` is the path segment after /admin/. */
export function AdminToolPlaceholder({ tool }: { tool: string }) {
  const entry = ADMIN_TOOLS.find((t) => t.path === `/admin/${tool}`);
  const title = entry?.label ?? 'Admin tool';
  const text = entry?.text;
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
          ? 'The bays this league has booked, week by week, will be listed here.'
          : 'Scores and standings for this league will be entered and published here.'
      }
      actions={[
        { label: 'League management', to: paths.adminLeagueManagement },
        { label: 'Admin dashboard', to: paths.admin },
      ]}
    />
  );
}
