// Placeholder until this screen is built: replace the whole file, keep the export name.
import { SubscribePlaceholder } from '../../../app/placeholders';

export function SubscribePage() {
  return <SubscribePlaceholder />;
}
