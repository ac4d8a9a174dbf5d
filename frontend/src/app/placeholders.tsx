// Screens later releases fill (the league, coach, discount and
// reminder admin tools), as honest pages: what is coming, and what to do meanwhile. No fake data.
// Loaded lazily, as one chunk.
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
