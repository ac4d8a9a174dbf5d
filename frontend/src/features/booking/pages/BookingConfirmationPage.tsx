// Placeholder until this screen is built: replace the whole file, keep the export name.
import { BookingConfirmationPlaceholder } from '../../../app/placeholders';

export function BookingConfirmationPage() {
  return <BookingConfirmationPlaceholder />;
}
