import { LoadRetryAlert } from './LoadRetryAlert';

/** Said above a page's content when its locations could not be loaded, with Try again. */
export function LocationsLoadError({ onRetry }: { onRetry: () => void }) {
  return <LoadRetryAlert what="our locations" onRetry={onRetry} sx={{ mb: 4, bgcolor: 'background.paper' }} />;
}
