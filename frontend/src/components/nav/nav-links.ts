import { paths } from '../../config/paths';

/** The navigation bar's links, in the spec's order (section 2). */
export const NAV_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Events', to: paths.events },
  { label: 'Memberships', to: paths.memberships },
  { label: 'Leagues', to: paths.leagues() },
  { label: 'Lessons', to: paths.lessons() },
  { label: 'Franchise', to: paths.franchise },
  { label: 'Booking History', to: paths.bookingHistory },
] as const;

/** Whether a nav link is the current section: exact for home, the path or below it otherwise. */
export function isActiveLink(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The account part of the bar: still loading, signed out, or signed in (with what the menu needs). */
export type NavAccount = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; firstName: string; isAdmin: boolean };

export const LOGIN_LABEL = 'Login / Create User';
export const BOOK_NOW_LABEL = 'Book Now';
