import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthGoogleConfigDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { GOOGLE_NOT_CONFIGURED_MESSAGE, googleErrorMessage } from '../utils/google';
import { GoogleSignInButton } from './GoogleSignInButton';

const config = (googleClientId: string | null): MockLink.MockedResponse => ({
  request: { query: AuthGoogleConfigDocument },
  result: { data: { siteConfig: { __typename: 'SiteConfig', googleClientId } } },
});

describe('GoogleSignInButton', () => {
  it('without a client id, pressing it reports "not properly configured" and loads nothing from Google', async () => {
    const onError = vi.fn();
    const onCredential = vi.fn();
    renderWithProviders(<GoogleSignInButton onCredential={onCredential} onError={onError} />, { mocks: [config(null)] });

    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);

    expect(onError).toHaveBeenCalledTimes(1);
    expect(googleErrorMessage(onError.mock.calls[0][0])).toBe(GOOGLE_NOT_CONFIGURED_MESSAGE);
    expect(onCredential).not.toHaveBeenCalled();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });
});
