// Placeholder until this screen is built: replace the whole file, keep the export name.
import { PaymentMethodsPlaceholder } from '../../../app/placeholders';

export function PaymentMethodsPage() {
  return <PaymentMethodsPlaceholder />;
}
