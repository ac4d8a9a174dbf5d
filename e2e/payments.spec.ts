// Real money (issue 32), in both modes: the app on its own payments sandbox (as `npm start` runs it)
// and the app in Stripe mode against a fake of Stripe's API (serve.ts, E2E_PAYMENTS=stripe). A customer
// pays through the processor's card fields (an iframe of the processor's origin): a declined card and
// another at once, 3-D Secure confirmed at the bank's page, the card saved and reused. Every request
// the browser sends to the app's own origin is recorded: none may carry the card number or the CVC.
// Slots: Hudson Oaks bay 1, the day after tomorrow (venue time), 14:00 and 15:00 on desktop, 16:00 and
// 17:00 on a phone; the Stripe-mode app has a database of its own.
import { expect, test, type Page, type Request, type TestInfo } from './support/test.js';
import { graphql, registerFresh } from './support/accounts.js';
import { answer3ds, cardFrame, fillCard } from './support/cards.js';
import { venueDate } from './support/clock.js';
import { stripeModePort } from './support/servers.js';
import { keepScreenshot } from './support/screens.js';

const DECLINED = '4000 0000 0000 0002';
const THREE_DS = '4000 0025 0000 3155';
const CVC = '919';

/** Everything the browser sent to the app's own origin. */
function recordAppRequests(page: Page, appOrigin: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin === appOrigin) sent.push(r);
  });
  return sent;
}

async function expectNoCardData(sent: Request[]): Promise<void> {
  expect(sent.length).toBeGreaterThan(0);
  const numbers = [DECLINED, THREE_DS].flatMap((n) => [n, n.replace(/ /g, '')]);
  for (const r of sent) {
    const text = `${r.url()}\n${JSON.stringify(await r.allHeaders())}\n${r.postData() ?? ''}`;
    for (const n of numbers) expect(text, `${r.method()} ${r.url()} carries a card number`).not.toContain(n);
    // The CVC as a value of its own (inside a longer id or key it is not a CVC).
    expect(text, `${r.method()} ${r.url()} carries the CVC`).not.toMatch(new RegExp(`(?<![0-9A-Za-z])${CVC}(?![0-9A-Za-z])`));
  }
}

async function holdBay(page: Page, testInfo: TestInfo, startHour: number): Promise<string> {
  const held = await graphql<{ holdBooking: { id: string } }>(
    page,
    'mutation($input: BookingRequestInput!) { holdBooking(input: $input) { id } }',
    { input: { location: 'hudsonoaks', date: venueDate(2), startHour, hours: 1, partySize: 2, bayNumber: 1 } },
  );
  return held.holdBooking.id;
}

for (const mode of ['sandbox', 'stripe'] as const) {
  test.describe(`checkout in ${mode} mode`, () => {
    if (mode === 'stripe') test.use({ baseURL: `http://127.0.0.1:${stripeModePort}` });

    test('pays through the card fields: a decline, another card through 3-D Secure, saved and reused', async ({
      page,
      baseURL,
    }, testInfo) => {
      const appOrigin = new URL(baseURL!).origin;
      await registerFresh(page, `pay-${mode}`);
      const sent = recordAppRequests(page, appOrigin);
      const first = testInfo.project.name === 'mobile' ? 16 : 14;

      await page.goto(`/checkout?booking=${await holdBay(page, testInfo, first)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Almost there' })).toBeVisible();
      const pay = page.getByRole('button', { name: 'Pay $60.00' });
      // The card fields are the processor's: an iframe of another origin than the app's.
      const frame = page.locator('iframe[title="Secure payment input frame"]');
      await expect(frame).toBeVisible();
      expect(new URL((await frame.getAttribute('src'))!).origin).not.toBe(appOrigin);

      await fillCard(page, DECLINED, { cvc: CVC });
      await pay.click();
      await expect(page.getByText('Your card was declined. Please use another card.', { exact: false })).toBeVisible();
      await expect(page.getByText("We're holding this bay for you")).toBeVisible();

      // Another card at once, kept for next time: the bank asks for 3-D Secure first.
      await fillCard(page, THREE_DS, { cvc: CVC });
      await expect(page.getByRole('checkbox', { name: 'Save this card for next time' })).toBeChecked();
      await pay.click();
      await answer3ds(page, 'complete');
      await expect(page.getByRole('heading', { level: 1, name: 'Your bay is booked' })).toBeVisible();
      await keepScreenshot(page, testInfo, `paid-${mode}-${testInfo.project.name}.png`);

      // The next booking pays with the saved card: chosen already, no card details asked for.
      await page.goto(`/checkout?booking=${await holdBay(page, testInfo, first + 1)}`);
      await expect(page.getByRole('radio', { name: /Visa •••• 3155/ })).toBeChecked();
      await expect(cardFrame(page).getByLabel('Card number')).toHaveCount(0);
      await page.getByRole('button', { name: 'Pay $60.00' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your bay is booked' })).toBeVisible();

      const mine = await graphql<{ myPayments: { amountCents: number; cardLast4: string }[] }>(
        page,
        '{ myPayments { amountCents cardLast4 } }',
      );
      expect(mine.myPayments).toEqual([
        { amountCents: 6000, cardLast4: '3155' },
        { amountCents: 6000, cardLast4: '3155' },
      ]);
      await expectNoCardData(sent);
    });
  });
}
