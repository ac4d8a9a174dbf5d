import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthGoogleConfigDocument } from '../../../gql/graphql';
import { renderInShell } from '../../../test/shell-render';
import { AuthPage } from './AuthPage';

const SIGNED_IN_NOTE = "You're signed in";
const user = { id: 'u1', name: 'Pat Lee', firstName: 'Pat', email: 'pat@example.com', membershipType: 'None' };
const googleConfig = {
  request: { query: AuthGoogleConfigDocument },
  result: { data: { siteConfig: { __typename: 'SiteConfig', googleClientId: null } } },
};

describe('AuthPage', () => {
  let observer: MutationObserver | null = null;
  afterEach(() => observer?.disconnect());

  it('signs in and goes on to the page asked for, never showing "you\'re signed in" on the way out', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(user), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderInShell(
      <MockedProvider mocks={[googleConfig]}>
        <AuthPage />
      </MockedProvider>,
      { route: '/auth?next=/profile', user: null },
    );
    // Every DOM change is checked: the note must not be committed even for one render.
    let flashed = false;
    observer = new MutationObserver(() => {
      flashed ||= document.body.textContent?.includes(SIGNED_IN_NOTE) ?? false;
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'pat@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'));
    expect(fetch).toHaveBeenCalledWith('/api/login', expect.objectContaining({ method: 'POST' }));
    await new Promise((resolve) => setTimeout(resolve, 10)); // the sign-in count drops a task later
    expect(flashed).toBe(false);
  });

  it('says so to someone already signed in', async () => {
    renderInShell(
      <MockedProvider mocks={[googleConfig]}>
        <AuthPage />
      </MockedProvider>,
      { route: '/auth', user: user as never },
    );
    expect(await screen.findByText(SIGNED_IN_NOTE)).toBeTruthy();
  });
});
