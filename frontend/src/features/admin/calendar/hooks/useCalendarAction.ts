import { readGraphQLError, type ReadableError } from '../../../../lib/graphqlError';
import { useNotify } from '../../../../lib/notify';

interface Toast {
  title: string;
  description: string;
}

/**
 * How every calendar dialog runs its change: on success a toast, a refreshed grid and the dialog
 * closed; on failure the dialog stays open with the error (an alert in the dialog, not a toast: on
 * phones a toast would cover the dialog's buttons), and the grid refreshes anyway, because a
 * "slot taken" means the day changed under the admin.
 */
export function useCalendarAction({ onChanged, onClose }: { onChanged: () => void; onClose: () => void }) {
  const notify = useNotify();
  return async (change: () => Promise<Toast>, onError: (error: ReadableError) => void): Promise<void> => {
    try {
      notify(await change());
      onChanged();
      onClose();
    } catch (err) {
      onError(readGraphQLError(err));
      onChanged();
    }
  };
}
