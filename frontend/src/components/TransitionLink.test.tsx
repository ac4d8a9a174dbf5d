import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../test/shell-render';
import { TransitionLink } from './TransitionLink';
import { TransitionOverlay } from './transition/TransitionOverlay';

const where = () => screen.getByTestId('location').textContent;

describe('TransitionLink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the overlay with the target animation, changes the route 700 ms after the click, then fades (~800 ms)', async () => {
    renderInShell(
      <>
        <TransitionLink to="/events">Events</TransitionLink>
        <TransitionOverlay />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Events' });
    expect(link.getAttribute('href')).toBe('/events');

    fireEvent.click(link);
    const overlay = screen.getByRole('status', { name: 'Loading' });
    expect(overlay.getAttribute('data-animation')).toBe('golf-flag');
    expect(overlay.getAttribute('data-transition')).toBe('leaving');

    await act(async () => vi.advanceTimersByTime(699));
    expect(where()).toBe('/');
    await act(async () => vi.advanceTimersByTime(1));
    expect(where()).toBe('/events');
    expect(screen.getByRole('status', { name: 'Loading' }).getAttribute('data-transition')).toBe('arriving');

    await act(async () => vi.advanceTimersByTime(800));
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it("starts fetching the target page's code at the click, not when the route changes", () => {
    const preload = vi.fn();
    renderInShell(<TransitionLink to="/leagues?week=2">Leagues</TransitionLink>, { preload });
    fireEvent.click(screen.getByRole('link', { name: 'Leagues' }));
    expect(preload).toHaveBeenCalledWith('/leagues?week=2');
    expect(where()).toBe('/');
  });

  it('leaves new-tab clicks to the browser', () => {
    renderInShell(<TransitionLink to="/franchise">Franchise</TransitionLink>);
    const link = screen.getByRole('link', { name: 'Franchise' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('opens links flagged external in a new tab, without the opener', () => {
    renderInShell(
      <TransitionLink to="https://www.usga.org/" external>
        Rules of golf
      </TransitionLink>,
    );
    const link = screen.getByRole('link', { name: 'Rules of golf' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('href')).toBe('https://www.usga.org/');
  });
});
