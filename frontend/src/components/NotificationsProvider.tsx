import { useEffect, useState, type ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SnackbarProvider } from 'notistack';
import { FIXED_BAR_VAR } from '../lib/fixedBar';
import { Toast } from './Toast';

/** Spec sections 4 and 9: one notification at a time, shown for 5000 ms. */
const SNACKBAR_MAX = 1;
const SNACKBAR_AUTO_HIDE_MS = 5000;
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

/** notistack, set up as the spec says: variants default and destructive, one at a time, 5000 ms; F8 focuses the region. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [region] = useState(notificationRegion);
  const wide = useMediaQuery((t) => t.breakpoints.up('sm'), { noSsr: true });

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
      <SnackbarProvider
        maxSnack={SNACKBAR_MAX}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        anchorOrigin={wide ? { vertical: 'bottom', horizontal: 'right' } : { vertical: 'bottom', horizontal: 'center' }}
        domRoot={region}
        Components={{ default: Toast, destructive: Toast }}
      >
        {children}
      </SnackbarProvider>
    </>
  );
}
