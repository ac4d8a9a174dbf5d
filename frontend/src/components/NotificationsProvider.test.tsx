import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotify, type Notification } from '../lib/notify';
import { renderInShell } from '../test/shell-render';

function Trigger({ n, label }: { n: Notification; label: string }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(n)}>
      {label}
    </button>
  );
}

/** Lets time pass in small steps, so each of notistack's chained transition timers gets to run. */
async function pass(ms: number) {
  for (let t = 0; t < ms; t += 50) await act(async () => vi.advanceTimersByTime(Math.min(50, ms - t)));
}

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('notifications', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows title, description and action in the labelled region, for 5000 ms', async () => {
    const onClick = vi.fn();
    renderInShell(
      <Trigger
        label="go"
        n={{ title: 'Logged out', description: 'You have been successfully logged out.', action: { label: 'Undo', onClick } }}
      />,
    );
    fireEvent.click(screen.getByText('go'));
    const r = region();
    expect(within(r).getByText('Logged out')).toBeTruthy();
    expect(within(r).getByText('You have been successfully logged out.')).toBeTruthy();
    expect(r.querySelector('[data-toast]')?.getAttribute('data-toast')).toBe('default');

    fireEvent.click(within(r).getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledOnce();
    await pass(1000);
    expect(within(region()).queryByText('Logged out')).toBeNull();

    fireEvent.click(screen.getByText('go'));
    await pass(4900);
    expect(within(region()).queryByText('Logged out')).not.toBeNull();
    await pass(1500);
    expect(within(region()).queryByText('Logged out')).toBeNull();
  });

  it('shows one at a time: a new one replaces the one on screen', async () => {
    renderInShell(
      <>
        <Trigger label="a" n={{ title: 'First' }} />
        <Trigger label="b" n={{ title: 'Logout failed', variant: 'destructive' }} />
      </>,
    );
    fireEvent.click(screen.getByText('a'));
    await pass(400);
    fireEvent.click(screen.getByText('b'));
    await pass(600);
    expect(within(region()).queryByText('First')).toBeNull();
    expect(within(region()).getByText('Logout failed').closest('[data-toast]')?.getAttribute('data-toast')).toBe('destructive');
    expect(region().querySelectorAll('[data-toast]')).toHaveLength(1);
  });

  it('F8 focuses the region', () => {
    renderInShell(<Trigger label="a" n={{ title: 'Hi' }} />);
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(region());
  });

  it('a swipe of 50 px to the right dismisses; less snaps back', async () => {
    renderInShell(<Trigger label="a" n={{ title: 'Swipe me' }} />);
    fireEvent.click(screen.getByText('a'));
    await pass(400);
    const surface = within(region()).getByText('Swipe me').closest('[data-toast]')!.firstElementChild as HTMLElement;

    fireEvent.pointerDown(surface, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerMove(surface, { pointerId: 1, clientX: 149 });
    fireEvent.pointerUp(surface, { pointerId: 1, clientX: 149 });
    await pass(500);
    expect(within(region()).queryByText('Swipe me')).not.toBeNull();

    fireEvent.pointerDown(surface, { pointerId: 2, button: 0, clientX: 100 });
    fireEvent.pointerMove(surface, { pointerId: 2, clientX: 150 });
    fireEvent.pointerUp(surface, { pointerId: 2, clientX: 150 });
    await pass(1000);
    expect(within(region()).queryByText('Swipe me')).toBeNull();
  });
});
