// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppScopeContext, type AppScope } from './app-scope';
import { setCurrentUser, useCurrentUser, useRefreshCurrentUser, type CurrentUser } from './session';

const casey = { id: '7', name: 'Casey Birdwell', membershipType: 'Birdie' } as CurrentUser;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

/** Answers GET /api/user from `answers`, one per call (the last one again after that). */
function serve(...answers: (() => Response | Promise<Response>)[]) {
  let call = 0;
  const f = vi.fn(async () => answers[Math.min(call++, answers.length - 1)]());
  vi.stubGlobal('fetch', f);
  return f;
}

/** A screen showing the current user, inside an app of its own (one scope). */
function screenOf(scope: AppScope) {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(AppScopeContext.Provider, { value: scope }, children);
  return renderHook(() => ({ ...useCurrentUser(), refresh: useRefreshCurrentUser() }), { wrapper });
}

const newScope = (): AppScope => ({});

describe('the current user (spec section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is read once for every screen that shows it, and a 401 means no user', async () => {
    const f = serve(() => new Response('Not signed in', { status: 401 }));
    const scope = newScope();
    const one = screenOf(scope);
    const two = screenOf(scope);
    expect(one.result.current).toMatchObject({ user: null, isLoading: true, error: null });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(f).toHaveBeenCalledTimes(1);
    expect(f).toHaveBeenCalledWith('/api/user', { credentials: 'include' });
    expect(one.result.current).toMatchObject({ user: null, isLoading: false, error: null });
    expect(two.result.current).toMatchObject({ user: null, isLoading: false, error: null });
  });

  it('tries a failed read twice more, 1 s apart, then shows the error', async () => {
    const f = serve(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const { result } = screenOf(newScope());
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(f).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(f).toHaveBeenCalledTimes(2);
    expect(result.current.isLoading).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(f).toHaveBeenCalledTimes(3);
    expect(result.current).toMatchObject({ user: null, isLoading: false });
    expect(result.current.error?.message).toBe('503: Service Unavailable');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(f).toHaveBeenCalledTimes(3); // no more tries, no polling
    // refetch reads again; a success clears the error.
    serve(() => json(casey));
    await act(() => result.current.refetch());
    expect(result.current).toMatchObject({ user: casey, isLoading: false, error: null });
  });

  it('is fresh for 5 minutes: a screen appearing after that reads it again, showing the known user meanwhile', async () => {
    const f = serve(() => json(casey));
    const scope = newScope();
    screenOf(scope);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(f).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000 - 1));
    screenOf(scope).unmount();
    expect(f).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const later = screenOf(scope);
    expect(later.result.current).toMatchObject({ user: casey, isLoading: false });
    expect(f).toHaveBeenCalledTimes(2);
  });

  it('set by a sign-in or sign-out, which a read already under way cannot undo', async () => {
    let answer!: (r: Response) => void;
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const scope = newScope();
    const { result } = screenOf(scope);
    act(() => setCurrentUser(scope, null)); // signed out while the first read was on its way
    expect(result.current).toMatchObject({ user: null, isLoading: false });
    await act(async () => answer(json(casey)));
    expect(result.current.user).toBeNull();
    const f = serve(() => json(casey));
    screenOf(scope); // fresh: no read
    expect(f).not.toHaveBeenCalled();
  });

  it('is read again after a change, the new answer replacing one in flight', async () => {
    let first!: (r: Response) => void;
    const f = serve(
      () => new Promise<Response>((resolve) => (first = resolve)),
      () => json({ ...casey, membershipType: 'None' }),
    );
    const { result } = screenOf(newScope());
    let refreshed: CurrentUser | null = null;
    await act(async () => {
      refreshed = await result.current.refresh();
    });
    expect(refreshed).toMatchObject({ membershipType: 'None' });
    await act(async () => first(json(casey))); // the older read's late answer is dropped
    expect(result.current.user).toMatchObject({ membershipType: 'None' });
    expect(f).toHaveBeenCalledTimes(2);
  });

  it('belongs to one app scope: another app (a server render for someone else) starts without it', () => {
    serve(() => new Promise<Response>(() => {}));
    const mine = newScope();
    setCurrentUser(mine, casey);
    expect(screenOf(mine).result.current.user).toEqual(casey);
    expect(screenOf(newScope()).result.current).toMatchObject({ user: null, isLoading: true });
  });
});
