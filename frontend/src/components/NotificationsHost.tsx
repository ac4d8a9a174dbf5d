import { useLayoutEffect, type RefObject } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SnackbarProvider, useSnackbar } from 'notistack';
import type { Notification } from '../lib/notify';
import { Toast } from './Toast';

/** Spec sections 4 and 9: one notification at a time, shown for 5000 ms. */
const SNACKBAR_MAX = 1;
const SNACKBAR_AUTO_HIDE_MS = 5000;

export type Enqueue = (n: Notification) => void;

interface HostProps {
  region: HTMLElement | undefined;
  /** Notifications asked for before this module arrived, shown as soon as it is mounted. */
  pending: RefObject<Notification[]>;
  /** Where the provider's notify() finds notistack once it is mounted. */
  enqueue: RefObject<Enqueue | null>;
}

/** Hands notistack's enqueue to the provider, then shows what waited for it. */
function Bridge({ pending, enqueue }: Pick<HostProps, 'pending' | 'enqueue'>) {
  const { enqueueSnackbar } = useSnackbar();
  // Before paint and before any later event: from now on notify() is synchronous, as before.
  useLayoutEffect(() => {
    enqueue.current = (n) => {
      enqueueSnackbar({
        variant: n.variant === 'destructive' ? 'destructive' : 'default',
        title: n.title,
        description: n.description,
        actionButton: n.action,
      });
    };
    for (const n of pending.current.splice(0)) enqueue.current(n);
    return () => {
      enqueue.current = null;
    };
  }, [enqueueSnackbar, pending, enqueue]);
  return null;
}

/**
 * notistack, set up as the spec says: variants default and destructive, one at a time, 5000 ms, in
 * the labelled region. Loaded after the first paint (or on the first notification): the landing
 * page's first render does not need it (components/NotificationsProvider).
 */
export function NotificationsHost({ region, pending, enqueue }: HostProps) {
  const wide = useMediaQuery((t) => t.breakpoints.up('sm'), { noSsr: true });
  return (
    <SnackbarProvider
      maxSnack={SNACKBAR_MAX}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      anchorOrigin={wide ? { vertical: 'bottom', horizontal: 'right' } : { vertical: 'bottom', horizontal: 'center' }}
      domRoot={region}
      Components={{ default: Toast, destructive: Toast }}
    >
      <Bridge pending={pending} enqueue={enqueue} />
    </SnackbarProvider>
  );
}
