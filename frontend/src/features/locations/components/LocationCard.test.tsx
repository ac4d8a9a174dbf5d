import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildLocation } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { LocationCard } from './LocationCard';

describe('LocationCard', () => {
  it('shows the name as a heading, the address, contact links, bays and opening hours', () => {
    renderWithProviders(<LocationCard location={buildLocation()} />);

    const card = screen.getByRole('article', { name: 'Tulsa' });
    expect(within(card).getByRole('heading', { name: 'Tulsa', level: 3 })).toBeTruthy();

    const address = card.querySelector('address');
    expect(address?.textContent).toBe('8220 E 71st StTulsa, OK 74133');

    expect(
      within(card)
        .getByRole('link', { name: /Call Tulsa/ })
        .getAttribute('href'),
    ).toBe('tel:+19185550142');
    expect(
      within(card)
        .getByRole('link', { name: /E-mail Tulsa/ })
        .getAttribute('href'),
    ).toBe('mailto:tulsa@backnine.golf');
    expect(within(card).getByText('6 bays')).toBeTruthy();

    expect(within(card).getByRole('heading', { name: 'Opening hours', level: 4 })).toBeTruthy();
    const terms = within(card)
      .getAllByRole('term')
      .map((el) => el.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((el) => el.textContent);
    expect(terms).toEqual(['Monday to Thursday', 'Friday and Saturday', 'Sunday']);
    expect(values).toEqual(['6:00 AM - 10:00 PM', '9:00 AM - 12:00 AM', '10:00 AM - 8:00 PM']);
  });

  it('links "Book at {name}" to the location\'s booking page', () => {
    renderWithProviders(<LocationCard location={buildLocation({ slug: 'hudsonoaks', name: 'Hudson Oaks' })} />);
    const book = screen.getByRole('link', { name: 'Book at Hudson Oaks' });
    expect(book.getAttribute('href')).toBe('/booking/hudsonoaks');
  });

  it('says to call when no opening hours are known', () => {
    renderWithProviders(<LocationCard location={buildLocation({ openingHours: [] })} />);
    expect(screen.getByText("Call us for today's hours.")).toBeTruthy();
  });
});
