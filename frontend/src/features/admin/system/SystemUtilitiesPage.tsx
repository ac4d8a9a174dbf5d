// Placeholder until this screen is built: replace the whole file, keep the export name.
import { AdminToolPlaceholder } from '../../../app/placeholders';

export function SystemUtilitiesPage() {
  return <AdminToolPlaceholder tool="system-utilities" />;
}
