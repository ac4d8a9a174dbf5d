// Swipe-to-dismiss for notifications (spec section 9: threshold 50, direction right).

export const SWIPE_THRESHOLD_PX = 50;
export type SwipeDirection = 'right' | 'left';

/** How far a notification follows the finger: along the swipe direction only, never backwards. */
export function swipeOffset(startX: number, currentX: number, direction: SwipeDirection = 'right'): number {
  const delta = currentX - startX;
  return direction === 'right' ? Math.max(0, delta) : Math.min(0, delta);
}

/** A swipe of at least the threshold in the swipe direction dismisses; anything less snaps back. */
export function swipeDismisses(
  startX: number,
  endX: number,
  { threshold = SWIPE_THRESHOLD_PX, direction = 'right' }: { threshold?: number; direction?: SwipeDirection } = {},
): boolean {
  return Math.abs(swipeOffset(startX, endX, direction)) >= threshold;
}
