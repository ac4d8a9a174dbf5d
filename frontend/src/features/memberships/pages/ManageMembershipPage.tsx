// Placeholder until this screen is built: replace the whole file, keep the export name.
import { ManageMembershipPlaceholder } from '../../../app/placeholders';

export function ManageMembershipPage() {
  return <ManageMembershipPlaceholder />;
}
