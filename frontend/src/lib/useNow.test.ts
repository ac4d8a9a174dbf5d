// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './useNow';

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T15:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every interval', () => {
    const { result } = renderHook(() => useNow(30_000));
    expect(result.current.toISOString()).toBe('2026-11-22T15:00:00.000Z');
    act(() => void vi.advanceTimersByTime(29_999));
    expect(result.current.toISOString()).toBe('2026-11-22T15:00:00.000Z');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.toISOString()).toBe('2026-11-22T15:00:30.000Z');
  });

  it('stands still while not active, and catches up at once when it becomes active', () => {
    const { result, rerender } = renderHook(({ active }) => useNow(1000, active), { initialProps: { active: false } });
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.toISOString()).toBe('2026-11-22T15:00:00.000Z');
    rerender({ active: true });
    expect(result.current.toISOString()).toBe('2026-11-22T15:00:05.000Z');
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.toISOString()).toBe('2026-11-22T15:00:06.000Z');
  });
});
