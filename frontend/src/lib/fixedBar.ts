import { useEffect, useState } from 'react';

/** The height of the fixed bar at the bottom of the screen (0 when there is none, or it is hidden). */
export const FIXED_BAR_VAR = '--bn-fixed-bar-height';

/**
 * A ref for a fixed bottom bar that publishes its height while it is mounted, so notifications sit
 * above it instead of covering it (NotificationsProvider reads the variable). A bar hidden on wide
 * screens measures 0. A callback ref: the bar may mount after the page (once its data has loaded).
 */
export function useFixedBarRef(): (el: HTMLElement | null) => void {
  const [el, setEl] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!el) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(FIXED_BAR_VAR, `${el.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(el);
    // A bar shown only on phones changes from 0 to its height when the window narrows.
    window.addEventListener('resize', publish);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty(FIXED_BAR_VAR);
    };
  }, [el]);
  return setEl;
}
