import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, swipeDismisses, swipeOffset } from './swipe';

describe('swipe to dismiss (right, 50 px)', () => {
  it('dismisses at 50 px or more to the right', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeDismisses(100, 150)).toBe(true);
    expect(swipeDismisses(100, 400)).toBe(true);
  });

  it('snaps back below the threshold, and for any swipe to the left', () => {
    expect(swipeDismisses(100, 149)).toBe(false);
    expect(swipeDismisses(100, 100)).toBe(false);
    expect(swipeDismisses(200, 100)).toBe(false);
  });

  it('follows the finger in the swipe direction only', () => {
    expect(swipeOffset(100, 130)).toBe(30);
    expect(swipeOffset(100, 60)).toBe(0);
    expect(swipeOffset(100, 60, 'left')).toBe(-40);
  });

  it('takes another threshold or direction', () => {
    expect(swipeDismisses(100, 20, { direction: 'left' })).toBe(true);
    expect(swipeDismisses(100, 180, { direction: 'left' })).toBe(false);
    expect(swipeDismisses(0, 80, { threshold: 100 })).toBe(false);
  });
});
