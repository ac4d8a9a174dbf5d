// Placeholder until this screen is built: replace the whole file, keep the export name.
import { BookingPlaceholder } from '../../../app/placeholders';

export function BookingPage() {
  return <BookingPlaceholder />;
}
