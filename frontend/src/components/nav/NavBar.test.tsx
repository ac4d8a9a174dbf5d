import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../test/shell-render';
import { NavBar } from './NavBar';
import { isActiveLink, type NavAccount } from './nav-links';

function renderBar(account: NavAccount) {
  const onManageMembership = vi.fn();
  const onSignOut = vi.fn();
  renderInShell(<NavBar account={account} onManageMembership={onManageMembership} onSignOut={onSignOut} />, { route: '/events' });
  return { onManageMembership, onSignOut };
}

describe('NavBar', () => {
  it('has the seven links in order, Book Now and, signed out, Login / Create User', () => {
    renderBar({ status: 'signed-out' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Events', '/events'],
      ['Memberships', '/memberships'],
      ['Leagues', '/leagues'],
      ['Lessons', '/lessons'],
      ['Franchise', '/franchise'],
      ['Booking History', '/booking-history'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/select-location');
    expect(screen.getByRole('link', { name: 'Login / Create User' }).getAttribute('href')).toBe('/auth');
  });

  it('signed in: a menu headed by the first name; Admin Dashboard only for admins', async () => {
    const { onManageMembership, onSignOut } = renderBar({ status: 'signed-in', firstName: 'Casey', isAdmin: false });
    expect(screen.queryByRole('link', { name: 'Login / Create User' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Casey' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['My Profile', 'Manage Membership', 'Sign Out']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Manage Membership' }));
    await waitFor(() => expect(onManageMembership).toHaveBeenCalledOnce()); // once the menu has closed
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Casey' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('shows Admin Dashboard to admins', async () => {
    renderBar({ status: 'signed-in', firstName: 'Jordan', isAdmin: true });
    fireEvent.click(screen.getByRole('button', { name: 'Jordan' }));
    expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Admin Dashboard' })).toBeTruthy();
  });
});

describe('isActiveLink', () => {
  it('is exact for home and covers sub-pages otherwise', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/events')).toBe(false);
    expect(isActiveLink('/leagues', '/leagues/tulsa')).toBe(true);
    expect(isActiveLink('/leagues', '/leaguesx')).toBe(false);
  });
});

const SEQUENCE: NavAccount[] = [
  { status: 'loading' },
  { status: 'signed-out' },
  { status: 'signed-in', firstName: 'Riley', isAdmin: false },
  { status: 'loading' },
];

function Harness() {
  const [step, setStep] = useState(0);
  return (
    <>
      <NavBar account={SEQUENCE[step]} onManageMembership={() => {}} onSignOut={() => {}} />
      <button type="button" onClick={() => setStep((n) => n + 1)}>
        next state
      </button>
    </>
  );
}

describe('NavBar account states', () => {
  it('goes from loading to signed out to signed in and back without breaking', () => {
    renderInShell(<Harness />);
    fireEvent.click(screen.getByText('next state'));
    expect(screen.getByRole('link', { name: 'Login / Create User' })).toBeTruthy();
    fireEvent.click(screen.getByText('next state'));
    expect(screen.getByRole('button', { name: 'Riley' })).toBeTruthy();
    fireEvent.click(screen.getByText('next state'));
    expect(screen.queryByRole('button', { name: 'Riley' })).toBeNull();
  });
});
