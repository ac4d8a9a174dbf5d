import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationsDocument } from '../../../gql/graphql';
import { buildLocation } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { LocationsSection } from './LocationsSection';

const threeLocations = [
  buildLocation(),
  buildLocation({ slug: 'richardson', name: 'Richardson' }),
  buildLocation({ slug: 'hudsonoaks', name: 'Hudson Oaks' }),
];

const ok: MockLink.MockedResponse = { request: { query: LocationsDocument }, result: { data: { locations: threeLocations } } };
const failure: MockLink.MockedResponse = { request: { query: LocationsDocument }, error: new Error('Failed to fetch') };

describe('LocationsSection', () => {
  it('shows skeletons while loading, then a card per location', async () => {
    renderWithProviders(<LocationsSection />, { mocks: [ok] });
    expect(screen.getByRole('status').textContent).toContain('Loading locations');

    for (const name of ['Tulsa', 'Richardson', 'Hudson Oaks']) {
      expect(await screen.findByRole('heading', { name, level: 3 })).toBeTruthy();
    }
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Our locations', level: 2 })).toBeTruthy();
  });

  it('says what happened on an error, without codes, and loads on retry', async () => {
    renderWithProviders(<LocationsSection />, { mocks: [failure, ok] });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load our locations");
    expect(alert.textContent).not.toContain('Failed to fetch');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hudson Oaks', level: 3 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
