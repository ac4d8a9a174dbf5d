// Placeholder until this screen is built: replace the whole file, keep the export name.
import { MembershipConfirmationPlaceholder } from '../../../app/placeholders';

export function MembershipConfirmationPage() {
  return <MembershipConfirmationPlaceholder />;
}
