import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { FIXED_BAR_VAR } from '../lib/fixedBar';
import { NotifyContext, type Notification } from '../lib/notify';
import type { Enqueue, NotificationsHost as Host } from './NotificationsHost';

const NOTIFICATION_REGION_ID = 'notifications';
const NOTIFICATION_REGION_LABEL = 'Notifications (F8)';
/** The key that moves focus to the notifications (spec section 9). */
const NOTIFICATION_HOTKEY = 'F8';

/**
 * The labelled live region every notification renders into. It lives at the end of <body>, outside
 * the app root, so it exists before the first notification (screen readers only announce changes
 * inside a live region that was already there).
 */
function notificationRegion(): HTMLElement | undefined {
  if (typeof document === 'undefined') return undefined;
  let region = document.getElementById(NOTIFICATION_REGION_ID);
  if (!region) {
    region = document.createElement('section');
    region.id = NOTIFICATION_REGION_ID;
    region.setAttribute('aria-label', NOTIFICATION_REGION_LABEL);
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-relevant', 'additions text');
    region.tabIndex = -1;
    document.body.appendChild(region);
  }
  return region;
}

/** Whether an element is in the notifications region: focus F8 put there stays there (a route's own focus move yields to it). */
export function inNotificationRegion(el: Element | null): boolean {
  return !!el?.closest(`#${NOTIFICATION_REGION_ID}`);
}

// notistack and the toast (about 10 KB brotli) are not in a first visit: they load with the first
// notification, which shows once they are there (a few ms on a warm connection; the scripts of a first
// visit, counted until the network is idle, are under a budget: issue 33).
let loadedHost: typeof Host | null = null;
let loadingHost: Promise<typeof Host> | null = null;
/** Loads the notifications' code (notistack); resolves once notify() can show at once. */
export function loadNotificationsHost(): Promise<typeof Host> {
  loadingHost ??= import('./NotificationsHost').then((m) => (loadedHost = m.NotificationsHost));
  return loadingHost;
}

/** Notifications as the spec says: variants default and destructive, one at a time, 5000 ms; F8 focuses the region. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [region] = useState(notificationRegion);
  const [NotificationsHost, setHost] = useState<typeof Host | null>(() => loadedHost);
  const pending = useRef<Notification[]>([]);
  const enqueue = useRef<Enqueue | null>(null);

  const mountHost = useCallback(() => {
    // Mounted in a transition (sliced, interruptible): what is on screen stays responsive meanwhile.
    void loadNotificationsHost().then((h) => startTransition(() => setHost(() => h)));
  }, []);
  const notify = useCallback<Enqueue>(
    (n) => {
      if (enqueue.current) return enqueue.current(n);
      pending.current.push(n);
      mountHost();
    },
    [mountHost],
  );

  useEffect(() => {
    if (!region) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== NOTIFICATION_HOTKEY || e.altKey || e.ctrlKey || e.metaKey) return;
      e.preventDefault();
      region.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    // An open dialog (MUI Modal) aria-hides everything beside it, this region too; but a
    // notification about what the dialog just did (a failed update) must still be heard.
    const keepPerceivable = new MutationObserver(() => {
      if (region.getAttribute('aria-hidden') === 'true') region.removeAttribute('aria-hidden');
    });
    keepPerceivable.observe(region, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      keepPerceivable.disconnect();
    };
  }, [region]);

  return (
    <>
      <GlobalStyles
        styles={(t) => ({
          [`#${NOTIFICATION_REGION_ID}`]: { outline: 'none' },
          [`#${NOTIFICATION_REGION_ID}:focus [data-toast] > div`]: {
            outline: `3px solid ${t.vars?.palette.accent.main}`,
            outlineOffset: 2,
          },
          // Above a page's fixed bottom bar (checkout's Pay, the booking page's Continue), never over it.
          [`#${NOTIFICATION_REGION_ID} .notistack-SnackbarContainer`]: {
            zIndex: t.zIndex.snackbar + 100,
            bottom: `calc(14px + var(${FIXED_BAR_VAR}, 0px))`,
          },
        })}
      />
      <NotifyContext.Provider value={notify}>{children}</NotifyContext.Provider>
      {NotificationsHost ? <NotificationsHost region={region} pending={pending} enqueue={enqueue} /> : null}
    </>
  );
}
