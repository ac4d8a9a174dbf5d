// Placeholder until this screen is built: replace the whole file, keep the export name.
import { AdminToolPlaceholder } from '../../../app/placeholders';

export function AdminBookingHistoryPage() {
  return <AdminToolPlaceholder tool="booking-history" />;
}
