// Screens later releases fill (the league, coach, discount and
// reminder admin tools), as honest pages: what is coming, and what to do meanwhile. No fake data.
// Loaded lazily, as one chunk.
import { useParams } from 'react-router-dom';
import { ComingSoonPage } from '../components/ComingSoonPage';
import { paths } from '../config/paths';
import { ADMIN_TOOLS } from '../features/admin/adminTools';

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
