import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { CardFieldsSkeleton } from './CardFieldsSkeleton';
import type { ProcessorCardFieldsProps } from './ProcessorCardFields';

/** The card fields' code could not be fetched (a new release, a lost connection): a fresh page brings it. */
function FieldsUnavailable() {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    >
      We couldn't load the card fields. Reload the page to try again; nothing has been charged.
    </Alert>
  );
}

// The Stripe packages come with this chunk, only once a screen shows a new card's fields. React.lazy
// rather than lib/preloadable: importing that from here split two shared modules out of the landing
// page's first chunk (0.6 KB more on its first load).
const load = () =>
  import('./ProcessorCardFields').then(
    (m) => ({ default: m.ProcessorCardFields }),
    () => ({ default: FieldsUnavailable }),
  );
const Fields = lazy(load);

/** A new card, typed into the processor's own fields (see ProcessorCardFields). */
export function NewCardFields(props: ProcessorCardFieldsProps) {
  return (
    <Suspense fallback={<CardFieldsSkeleton />}>
      <Fields {...props} />
    </Suspense>
  );
}
/** Starts fetching the fields' code before they are shown. */
NewCardFields.preload = () => load().then(() => undefined);
