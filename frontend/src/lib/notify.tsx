import { createContext, useContext } from 'react';

/** Spec section 4: variants default and destructive; a title, a description and an optional action. */
type NotifyVariant = 'default' | 'destructive';

interface NotifyAction {
  label: string;
  onClick: () => void;
}

export interface Notification {
  title: string;
  description?: string;
  variant?: NotifyVariant;
  action?: NotifyAction;
}

/** What every notification carries to its component (components/Toast.tsx). */
// A type, not an interface: notistack only accepts variant props that are a plain record.
export type ToastContent = {
  title: string;
  description?: string;
  actionButton?: NotifyAction;
};

// notistack's variants are exactly the spec's two; both take a title, a description and an action.
declare module 'notistack' {
  interface VariantOverrides {
    default: ToastContent;
    destructive: ToastContent;
    success: false;
    error: false;
    warning: false;
    info: false;
  }
}

/** The notify() of components/NotificationsProvider, which puts notistack behind it once it has loaded. */
export const NotifyContext = createContext<(n: Notification) => void>(() => {
  throw new Error('useNotify outside NotificationsProvider');
});

/**
 * Shows a notification. One is shown at a time (a new one replaces the one on screen), for 5000 ms,
 * in the region F8 focuses; swiping it 50 px to the right dismisses it (components/NotificationsProvider).
 */
export function useNotify(): (n: Notification) => void {
  return useContext(NotifyContext);
}
