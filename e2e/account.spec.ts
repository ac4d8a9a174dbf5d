import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type TestInfo } from './support/test.js';
import { graphql, registerFresh } from './support/accounts.js';
import { appNow, databaseDate, venueDate } from './support/clock.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { cardFrame, cardPayment, fillCard } from './support/cards.js';

// The signed-in customer's booking history and saved cards. Bookings are made through the API in
// this spec's reserved slots only: Richardson bay 4, tomorrow and the day after, 10–12 local on
// desktop and 13–15 local on mobile (open every weekday, so always bookable).

const LOCATION = 'richardson';
const BAY = 4;

/** 'Nov 23, 2026' for a local date. */
const shownDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const slotsFor = (info: TestInfo) =>
  info.project.name === 'mobile' ? { startHour: 13, range: '1:00 PM - 3:00 PM' } : { startHour: 10, range: '10:00 AM - 12:00 PM' };

interface Booked {
  id: string;
  reference: string;
  startsAt: string;
  refundableUntil: string;
}

async function bookAndPay(page: Page, date: string, startHour: number): Promise<Booked> {
  const held = await graphql<{ holdBooking: { id: string } }>(
    page,
    `
      mutation ($input: BookingRequestInput!) {
        holdBooking(input: $input) {
          id
        }
      }
    `,
    { input: { location: LOCATION, date, startHour, hours: 2, partySize: 3, bayNumber: BAY } },
  );
  const paid = await graphql<{ payForBooking: Booked & { status: string } }>(
    page,
    `
      mutation ($id: ID!, $payment: PaymentInput!, $key: String!) {
        payForBooking(bookingId: $id, payment: $payment, idempotencyKey: $key) {
          id
          reference
          status
          startsAt
          refundableUntil
        }
      }
    `,
    { id: held.holdBooking.id, payment: await cardPayment(page), key: randomUUID() },
  );
  expect(paid.payForBooking.status).toBe('CONFIRMED');
  return paid.payForBooking;
}

async function bayStates(page: Page, date: string, hours: number[]): Promise<string[]> {
  const { availability } = await graphql<{
    availability: { bays: { bay: { number: number }; slots: { hour: number; state: string }[] }[] };
  }>(
    page,
    `
      query ($location: String!, $date: String!) {
        availability(location: $location, date: $date) {
          bays {
            bay {
              number
            }
            slots {
              hour
              state
            }
          }
        }
      }
    `,
    { location: LOCATION, date },
  );
  const slots = availability.bays.find((b) => b.bay.number === BAY)!.slots;
  return hours.map((h) => slots.find((s) => s.hour === h)!.state);
}

// No page of this spec may log an error to the console.
let consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  consoleErrors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
});
test.afterEach(() => {
  expect(consoleErrors).toEqual([]);
});

test('booking history: upcoming bookings in venue time, cancelling explains the refund and frees the bay; the payment history lists the charge, its refund and the receipt', async ({
  page,
}, testInfo) => {
  // The browser on the run's clock, as the server is: the cancel dialog tells the refund terms from the
  // browser's now, and with E2E_CLOCK (support/clock.ts) the real one is hours ahead of the server's.
  await page.clock.install({ time: appNow() });
  await registerFresh(page, 'history');
  const { startHour, range } = slotsFor(testInfo);
  const tomorrow = venueDate(1);
  const dayAfter = venueDate(2);
  const soon = await bookAndPay(page, tomorrow, startHour);
  const cancelled = await bookAndPay(page, dayAfter, startHour);

  await page.goto('/booking-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking history' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Upcoming (2)', selected: true })).toBeVisible();

  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  // Soonest first.
  await expect(cards.first()).toContainText(shownDate(tomorrow));
  const later = cards.filter({ hasText: shownDate(dayAfter) });
  await expect(later).toContainText('Richardson · Bay 4');
  await expect(later).toContainText(range);
  await expect(later).toContainText('2 hours · 3 players');
  await expect(later).toContainText('Confirmed');
  await expect(later).toContainText('Paid $120.00');
  await expect(later.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    /^\/api\/bookings\/[0-9a-f-]{36}\/calendar\.ics$/,
  );
  await expect(later.getByRole('link', { name: 'View confirmation' })).toHaveAttribute(
    'href',
    /^\/booking-confirmation\?booking=[0-9a-f-]{36}$/,
  );
  await expectNoSeriousAxeViolations(page, 'main', { include: 'main' });

  // Tomorrow's booking: the dialog tells the terms that apply right now, and keeping it changes nothing.
  const soonRefundable = appNow().getTime() <= new Date(soon.refundableUntil).getTime() - 60_000; // the server's clock
  await cards.first().getByRole('button', { name: 'Cancel booking' }).click();
  const soonDialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(soonDialog).toContainText(
    soonRefundable
      ? "Cancel now and we'll refund $120.00 to the card you paid with."
      : "This booking starts in less than 24 hours, so it can't be refunded.",
  );
  await soonDialog.getByRole('button', { name: 'Keep booking' }).click();
  await expect(soonDialog).toBeHidden();

  // The day after tomorrow is always more than 24 hours away: a full refund.
  await later.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText(shownDate(dayAfter));
  await expect(dialog).toContainText("Cancel now and we'll refund $120.00 to the card you paid with.");
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Booking cancelled')).toBeVisible();
  await expect(page.getByText("We're refunding $120.00 to the card you paid with.", { exact: false })).toBeVisible();

  await expect(later).toContainText('Cancelled');
  await expect(later.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(later.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
  // Live bookings first, the cancelled one after them.
  await expect(cards.last()).toContainText(shownDate(dayAfter));
  expect(await bayStates(page, dayAfter, [startHour, startHour + 1])).toEqual(['FREE', 'FREE']);
  expect(await bayStates(page, tomorrow, [startHour, startHour + 1])).toEqual(['TAKEN', 'TAKEN']);

  // Still cancelled after a reload (the server says so, not only the page's memory).
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: shownDate(dayAfter) })).toContainText('Cancelled');

  // The payment history on Payment methods: both charges, the cancelled one with its refund on a line of its own.
  await page.goto('/payment-methods');
  const history = page.getByRole('region', { name: 'Payment history' });
  await expect(history.getByText('2 payments')).toBeVisible();
  const charge = history.getByRole('listitem').filter({ hasText: `Ref. ${cancelled.reference}` });
  await expect(charge.getByRole('heading', { name: 'Richardson, Bay 4' })).toBeVisible();
  await expect(charge).toContainText('$120.00');
  await expect(charge).toContainText(`Bay booking · ${shownDate(databaseDate())} · Visa •••• 4242`);
  await expect(charge).toContainText(`For ${shownDate(dayAfter)}`);
  await expect(charge.getByText(`Refunded $120.00 on ${shownDate(databaseDate())}`)).toBeVisible();
  await expect(
    history
      .getByRole('listitem')
      .filter({ hasText: `For ${shownDate(tomorrow)}` })
      .getByText(/^Refunded/),
  ).toHaveCount(0);

  // Its receipt: what was paid for, the card, the charge, the refund and what stays paid.
  await charge.getByRole('button', { name: 'Receipt' }).click();
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt).toContainText('Richardson, Bay 4');
  await expect(receipt).toContainText(cancelled.reference);
  await expect(receipt).toContainText('Visa •••• 4242');
  await expect(receipt).toContainText(/Charged\s*\$120\.00/);
  await expect(receipt).toContainText(`Refunded on ${shownDate(databaseDate())}`);
  await expect(receipt).toContainText(/Paid after refunds\s*\$0\.00/);
  await expectNoSeriousAxeViolations(page, 'the receipt', { include: '[role="dialog"]' });
  await receipt.getByRole('button', { name: 'Close' }).click();
  await expect(receipt).toBeHidden();
});

test('payment methods: add cards, choose the default, remove the default', async ({ page }) => {
  await registerFresh(page, 'cards');
  await page.goto('/payment-methods');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await expect(page.getByText('Back Nine never stores your card number.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No saved cards yet' })).toBeVisible();

  const addCard = async (number: string, expiry: string, cvc: string) => {
    await page.getByRole('button', { name: 'Add a card' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a card' });
    await fillCard(dialog, number, { expiry, cvc });
    return dialog;
  };
  const row = (label: string) => page.getByRole('listitem').filter({ hasText: label });

  // The first card is the default whatever the box says.
  let dialog = await addCard('4242 4242 4242 4242', '12/30', '123');
  await expect(dialog.getByRole('checkbox', { name: 'Make this my default card' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Card saved')).toBeVisible();
  await expect(row('Visa •••• 4242')).toContainText('Default');
  await expect(row('Visa •••• 4242')).toContainText('Expires 12/30');

  // A second card, made the default.
  dialog = await addCard('5555 5555 5555 4444', '08/29', '321');
  await dialog.getByRole('checkbox', { name: 'Make this my default card' }).check();
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
  await expect(row('Mastercard •••• 4444')).toContainText('Default');
  await expect(row('Visa •••• 4242')).not.toContainText('Default');
  await expect(row('Visa •••• 4242').getByRole('button', { name: 'Make default' })).toBeVisible();

  // Removing the default says which card takes over, then does it.
  await row('Mastercard •••• 4444').getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Mastercard •••• 4444?' });
  await expect(confirm).toContainText('Visa •••• 4242 becomes your default card.');
  await confirm.getByRole('button', { name: 'Remove card' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Card removed')).toBeVisible();
  await expect(row('Mastercard •••• 4444')).toHaveCount(0);
  await expect(row('Visa •••• 4242')).toContainText('Default');
  const { paymentMethods } = await graphql<{ paymentMethods: { last4: string; isDefault: boolean }[] }>(
    page,
    '{ paymentMethods { last4 isDefault } }',
  );
  expect(paymentMethods).toEqual([{ last4: '4242', isDefault: true }]);
});

test('payment methods: a card that fails the Luhn check or has expired gets field errors and is not saved', async ({ page }) => {
  await registerFresh(page, 'badcard');
  await page.goto('/payment-methods');
  await expect(page.getByRole('heading', { name: 'No saved cards yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a card' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await fillCard(dialog, '4242 4242 4242 4241', { expiry: '01 / 20' });
  await dialog.getByRole('button', { name: 'Save card' }).click();
  // The processor's fields say it under each field, and the caret goes back to the first one to fix.
  const fields = cardFrame(dialog);
  await expect(fields.getByText('Your card number is invalid.')).toBeVisible();
  await expect(fields.getByText("Your card's expiration date is in the past.")).toBeVisible();
  await expect(fields.getByLabel('Card number')).toBeFocused();
  await expectNoSeriousAxeViolations(page, 'the dialog', { include: '[role="dialog"]' });

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No saved cards yet' })).toBeVisible();
  const { paymentMethods } = await graphql<{ paymentMethods: unknown[] }>(page, '{ paymentMethods { id } }');
  expect(paymentMethods).toEqual([]);
});

test('a brand-new customer sees friendly empty states with the way to book', async ({ page }) => {
  await registerFresh(page, 'empty');
  await page.goto('/booking-history');
  await expect(page.getByRole('heading', { name: 'No upcoming bookings' })).toBeVisible();
  const book = page.getByRole('link', { name: 'Book a bay' });
  await expect(book.first()).toHaveAttribute('href', '/select-location');
  await expectNoSeriousAxeViolations(page, 'main', { include: 'main' });

  await page.getByRole('tab', { name: 'Past (0)' }).click();
  await expect(page).toHaveURL(/\/booking-history\?tab=past$/);
  await expect(page.getByRole('heading', { name: 'No past bookings yet' })).toBeVisible();

  await page.goto('/payment-methods');
  await expect(page.getByRole('heading', { name: 'No saved cards yet' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'main', { include: 'main' });
});
