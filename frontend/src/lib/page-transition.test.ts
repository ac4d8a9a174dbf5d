import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IDLE,
  TRANSITION_CLEAR_MS,
  TRANSITION_NAVIGATE_MS,
  animationForPath,
  createTransitionController,
  pathOf,
  transitionReducer,
} from './page-transition';

describe('animationForPath (spec section 2)', () => {
  it.each([
    ['/', 'golf-swing'],
    ['/events', 'golf-flag'],
    ['/memberships', 'golf-card'],
    ['/leagues', 'golf-trophy'],
    ['/franchise', 'golf-building'],
    ['/lessons', 'golf-ball'],
    ['/booking-history', 'golf-ball'],
    ['/leagues/tulsa', 'golf-ball'],
    ['/select-location', 'golf-ball'],
    ['/eventsx', 'golf-ball'],
  ])('%s → %s', (path, animation) => {
    expect(animationForPath(path)).toBe(animation);
  });

  it('looks at the path only: query, fragment and a trailing slash do not matter', () => {
    expect(animationForPath('/events?when=tonight')).toBe('golf-flag');
    expect(animationForPath('/#locations')).toBe('golf-swing');
    expect(animationForPath('/memberships/')).toBe('golf-card');
    expect(pathOf('')).toBe('/');
  });
});

describe('transitionReducer', () => {
  it('goes idle → transitioning (target, animation) → navigated → idle', () => {
    const started = transitionReducer(IDLE, { type: 'start', targetPath: '/events' });
    expect(started).toEqual({ status: 'transitioning', targetPath: '/events', animation: 'golf-flag', navigated: false });
    const navigated = transitionReducer(started, { type: 'navigated' });
    expect(navigated).toEqual({ ...started, navigated: true });
    expect(transitionReducer(navigated, { type: 'clear' })).toEqual(IDLE);
  });

  it('ignores events that make no sense in the current state', () => {
    expect(transitionReducer(IDLE, { type: 'navigated' })).toBe(IDLE);
    expect(transitionReducer(IDLE, { type: 'clear' })).toBe(IDLE);
    const navigated = transitionReducer(transitionReducer(IDLE, { type: 'start', targetPath: '/' }), { type: 'navigated' });
    expect(transitionReducer(navigated, { type: 'navigated' })).toBe(navigated);
  });

  it('a new start replaces the target', () => {
    const first = transitionReducer(IDLE, { type: 'start', targetPath: '/events' });
    expect(transitionReducer(first, { type: 'start', targetPath: '/franchise' })).toMatchObject({
      targetPath: '/franchise',
      animation: 'golf-building',
    });
  });
});

describe('createTransitionController (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('changes the route 700 ms after the click and clears 2500 ms after that', () => {
    const navigate = vi.fn();
    const onChange = vi.fn();
    const c = createTransitionController({ navigate, onChange });

    c.start('/leagues');
    expect(c.getState()).toEqual({ status: 'transitioning', targetPath: '/leagues', animation: 'golf-trophy', navigated: false });
    vi.advanceTimersByTime(TRANSITION_NAVIGATE_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/leagues');
    expect(c.getState()).toMatchObject({ status: 'transitioning', navigated: true });

    vi.advanceTimersByTime(TRANSITION_CLEAR_MS - 1);
    expect(c.getState().status).toBe('transitioning');
    vi.advanceTimersByTime(1);
    expect(c.getState()).toEqual(IDLE);
    expect(onChange.mock.calls.map(([s]) => (s.status === 'idle' ? 'idle' : s.navigated ? 'navigated' : 'leaving'))).toEqual([
      'leaving',
      'navigated',
      'idle',
    ]);
  });

  it('a second click on the same target while pending changes nothing', () => {
    const navigate = vi.fn();
    const c = createTransitionController({ navigate });
    c.start('/events');
    vi.advanceTimersByTime(500);
    c.start('/events');
    vi.advanceTimersByTime(200);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/events');
  });

  it('a click on another link restarts the wait and goes there instead', () => {
    const navigate = vi.fn();
    const c = createTransitionController({ navigate });
    c.start('/events');
    vi.advanceTimersByTime(500);
    c.start('/franchise');
    expect(c.getState()).toMatchObject({ targetPath: '/franchise', animation: 'golf-building' });
    vi.advanceTimersByTime(TRANSITION_NAVIGATE_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/franchise');
  });

  it('a click during the cool-down starts a fresh transition', () => {
    const navigate = vi.fn();
    const c = createTransitionController({ navigate });
    c.start('/events');
    vi.advanceTimersByTime(TRANSITION_NAVIGATE_MS + 1000);
    c.start('/');
    expect(c.getState()).toMatchObject({ targetPath: '/', animation: 'golf-swing', navigated: false });
    vi.advanceTimersByTime(TRANSITION_NAVIGATE_MS);
    expect(navigate).toHaveBeenLastCalledWith('/');
    vi.advanceTimersByTime(TRANSITION_CLEAR_MS);
    expect(c.getState()).toEqual(IDLE);
  });

  it('cancel forgets the pending route change; dispose stops the timers', () => {
    const navigate = vi.fn();
    const c = createTransitionController({ navigate });
    c.start('/events');
    c.cancel();
    expect(c.getState()).toEqual(IDLE);
    vi.advanceTimersByTime(10_000);
    expect(navigate).not.toHaveBeenCalled();

    c.start('/events');
    c.dispose();
    vi.advanceTimersByTime(10_000);
    expect(navigate).not.toHaveBeenCalled();
  });
});
