// Placeholder until this screen is built: replace the whole file, keep the export name.
import { AdminDashboardPlaceholder } from '../../../app/placeholders';

export function AdminDashboardPage() {
  return <AdminDashboardPlaceholder />;
}
