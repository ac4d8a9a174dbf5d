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
    let published = 0; // the variable is unset, and reads as 0px
    const publish = (height: number) => {
      if (height === published) return; // a change of the root's variable restyles the whole page
      published = height;
      if (height) root.style.setProperty(FIXED_BAR_VAR, `${height}px`);
      else root.style.removeProperty(FIXED_BAR_VAR);
    };
    // The observer reports the bar's size after the browser's own layout, including a bar shown only
    // on phones going from 0 to its height as the window narrows. Reading offsetHeight here instead
    // forced a layout of the whole page inside the booking page's first render: about 100 ms of one
    // long task on a fast machine, four times that on a phone (total blocking time, issue 13).
    if (typeof ResizeObserver === 'undefined') {
      publish(el.offsetHeight);
      return () => root.style.removeProperty(FIXED_BAR_VAR);
    }
    const observer = new ResizeObserver(([entry]) => publish(Math.round(entry!.borderBoxSize[0]!.blockSize)));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(FIXED_BAR_VAR);
    };
  }, [el]);
  return setEl;
}
