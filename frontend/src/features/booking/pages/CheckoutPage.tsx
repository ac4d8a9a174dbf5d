// Placeholder until this screen is built: replace the whole file, keep the export name.
import { CheckoutPlaceholder } from '../../../app/placeholders';

export function CheckoutPage() {
  return <CheckoutPlaceholder />;
}
