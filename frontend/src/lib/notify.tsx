import { useSnackbar } from 'notistack';
import { useCallback } from 'react';

/** Spec section 4: variants default and destructive; a title, a description and an optional action. */
export type NotifyVariant = 'default' | 'destructive';

export interface Notification {
  title: string;
  description?: string;
  variant?: NotifyVariant;
  action?: { label: string; onClick: () => void };
}

/** Shows a notification (one at a time, 5000 ms: configured in app/providers). */
export function useNotify(): (n: Notification) => void {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (n: Notification) => {
      enqueueSnackbar(n.description ? `${n.title}: ${n.description}` : n.title, { variant: n.variant === 'destructive' ? 'error' : 'default' });
    },
    [enqueueSnackbar],
  );
}
