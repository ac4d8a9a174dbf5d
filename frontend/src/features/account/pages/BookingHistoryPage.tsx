// Placeholder until this screen is built: replace the whole file, keep the export name.
import { BookingHistoryPlaceholder } from '../../../app/placeholders';

export function BookingHistoryPage() {
  return <BookingHistoryPlaceholder />;
}
