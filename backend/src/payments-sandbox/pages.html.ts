// The sandbox's own pages: the card fields' frame, the 3-D Secure test page, receipts and an index.
// Every colour the sandbox draws with is here (the card fields take the merchant's appearance
// variables over these defaults; the stand-in Stripe.js gets its dialog's colours from here too).
import type Stripe from 'stripe';
import { BRAND_NAMES, TEST_CARDS, type CardBrand } from './cards.rules.js';
import { formatAmount } from './money.routes.js';

export const PALETTE = {
  text: '#1a1f36',
  textSecondary: '#4f566b',
  /** Field edges: 3:1 against the surface (WCAG non-text contrast). */
  border: '#7c8399',
  surface: '#ffffff',
  page: '#f4f6f9',
  primary: '#4b45d6',
  onPrimary: '#ffffff',
  danger: '#c0123c',
  bannerBackground: '#fff1c2',
  bannerText: '#5b3f00',
  backdrop: 'rgba(16, 22, 38, 0.6)',
  shadow: 'rgba(16, 22, 38, 0.28)',
} as const;

export const SANDBOX_MARK = 'Payments sandbox — test mode, no real money';
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The pages' security headers: their own scripts only; they may be framed by any merchant's page. */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  'frame-ancestors *',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function page(title: string, body: string, opts: { script?: string; bodyClass?: string } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: ${FONT}; color: ${PALETTE.text}; background: ${PALETTE.page}; line-height: 1.5; }
  .banner {
    margin: 0; padding: 8px 16px; background: ${PALETTE.bannerBackground}; color: ${PALETTE.bannerText};
    font-size: 0.875rem; font-weight: 600; text-align: center;
  }
  main { max-width: 640px; margin: 0 auto; padding: 24px 16px 40px; }
  h1 { font-size: 1.375rem; margin: 0 0 8px; }
  .muted { color: ${PALETTE.textSecondary}; }
  .card { background: ${PALETTE.surface}; border: 1px solid ${PALETTE.border}; border-radius: 8px; padding: 16px; margin: 16px 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
  dt { color: ${PALETTE.textSecondary}; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid ${PALETTE.border}; vertical-align: top; }
  code { font-size: 0.9em; overflow-wrap: anywhere; }
  button {
    font: inherit; font-weight: 600; min-height: 44px; padding: 10px 16px; border-radius: 6px; cursor: pointer;
    border: 2px solid ${PALETTE.primary};
  }
  button:focus-visible { outline: 3px solid ${PALETTE.primary}; outline-offset: 2px; }
  button:disabled { opacity: 0.6; cursor: progress; }
  .primary { background: ${PALETTE.primary}; color: ${PALETTE.onPrimary}; }
  .secondary { background: ${PALETTE.surface}; color: ${PALETTE.primary}; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 20px; }
  .actions button { flex: 1 1 200px; }
  .error { color: ${PALETTE.danger}; font-weight: 600; }
</style>
${opts.script ? `<script type="module" src="${opts.script}"></script>` : ''}
</head>
<body${opts.bodyClass ? ` class="${opts.bodyClass}"` : ''}>
<p class="banner">${SANDBOX_MARK}</p>
${body}
</body>
</html>`;
}

/**
 * The card fields' frame (browser/card-frame.ts drives it). Its colours, font and corners are CSS
 * variables that the merchant's appearance replaces; its height follows its content.
 */
export function cardFramePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Secure payment input frame</title>
<style>
  :root {
    color-scheme: light;
    --sb-primary: ${PALETTE.primary};
    --sb-text: ${PALETTE.text};
    --sb-text-secondary: ${PALETTE.textSecondary};
    --sb-placeholder: ${PALETTE.textSecondary};
    --sb-danger: ${PALETTE.danger};
    --sb-background: ${PALETTE.surface};
    --sb-border: ${PALETTE.border};
    --sb-font: ${FONT};
    --sb-font-size: 16px;
    --sb-radius: 6px;
    --sb-spacing: 4px;
  }
  * { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; background: transparent; }
  body { font-family: var(--sb-font); font-size: var(--sb-font-size); color: var(--sb-text); line-height: 1.4; }
  /* Room for the focus ring, which is drawn outside the fields. */
  form { padding: 3px; margin: 0; }
  .field { display: flex; flex-direction: column; min-width: 0; }
  label { font-size: 0.875em; font-weight: 500; margin-bottom: calc(var(--sb-spacing) * 1.25); }
  .control { position: relative; }
  input {
    width: 100%; margin: 0; font: inherit; color: var(--sb-text); background: var(--sb-background);
    border: 1px solid var(--sb-border); border-radius: var(--sb-radius); padding: calc(var(--sb-spacing) * 3) calc(var(--sb-spacing) * 3);
    min-height: 44px; outline: none; transition: border-color 0.1s, box-shadow 0.1s; font-variant-numeric: tabular-nums;
  }
  input::placeholder { color: var(--sb-placeholder); opacity: 1; }
  input:focus { border-color: var(--sb-primary); box-shadow: 0 0 0 1px var(--sb-primary); }
  /* Stronger than the merchant's \`.Input:focus\` rule: a field in error stays red while focused. */
  input[aria-invalid='true'], input[aria-invalid='true']:focus { border-color: var(--sb-danger); }
  input[aria-invalid='true']:focus { box-shadow: 0 0 0 1px var(--sb-danger); }
  input[readonly] { opacity: 0.7; }
  #number { padding-right: calc(var(--sb-spacing) * 3 + 4em); }
  .brand {
    position: absolute; right: calc(var(--sb-spacing) * 3); top: 50%; transform: translateY(-50%);
    font-size: 0.75em; font-weight: 700; letter-spacing: 0.02em; color: var(--sb-text-secondary); pointer-events: none;
    border: 1px solid var(--sb-border); border-radius: 4px; padding: 1px 6px; background: var(--sb-background);
  }
  .brand:empty { display: none; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: calc(var(--sb-spacing) * 3); }
  @media (max-width: 239px) { .row { grid-template-columns: 1fr; } }
  /* Wide enough for a message under each of the row's fields; narrower, they take the whole width. */
  @media (min-width: 480px) {
    .messages.pair { display: grid; grid-template-columns: 1fr 1fr; gap: calc(var(--sb-spacing) * 3); }
    .messages.pair .message:empty { display: block; }
  }
  /* One line kept for each row's message: a message appearing does not move what follows. */
  .messages {
    min-height: calc(1.4em * 0.875 + var(--sb-spacing) * 2);
    padding: calc(var(--sb-spacing) * 0.5) 0 calc(var(--sb-spacing) * 1.5);
  }
  .message { margin: 0; font-size: 0.875em; color: var(--sb-danger); }
  .message:empty { display: none; }
  .note { margin: 0; font-size: 0.75em; color: var(--sb-text-secondary); }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
</style>
<script type="module" src="/js/browser/card-frame.js"></script>
</head>
<body>
<form novalidate aria-label="Card details">
  <div class="field">
    <label for="number">Card number</label>
    <div class="control">
      <input id="number" name="cardnumber" type="text" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"
        spellcheck="false" autocorrect="off" autocapitalize="off" aria-invalid="false"
        aria-describedby="number-brand-name number-error" maxlength="23">
      <span class="brand" id="number-brand" aria-hidden="true"></span>
      <span class="visually-hidden" id="number-brand-name"></span>
    </div>
  </div>
  <div class="messages"><p class="message" id="number-error" aria-live="polite"></p></div>
  <div class="row">
    <div class="field">
      <label for="expiry">Expiration date</label>
      <input id="expiry" name="exp-date" type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY"
        spellcheck="false" autocorrect="off" autocapitalize="off" aria-invalid="false" aria-describedby="expiry-error" maxlength="7">
    </div>
    <div class="field">
      <label for="cvc">Security code</label>
      <input id="cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"
        spellcheck="false" autocorrect="off" autocapitalize="off" aria-invalid="false" aria-describedby="cvc-error" maxlength="4">
    </div>
  </div>
  <div class="messages pair">
    <p class="message" id="expiry-error" aria-live="polite"></p>
    <p class="message" id="cvc-error" aria-live="polite"></p>
  </div>
  <p class="note">${SANDBOX_MARK}</p>
</form>
</body>
</html>`;
}

function cardLine(pm: Stripe.PaymentMethod | undefined): string {
  const card = pm?.card;
  return card ? `${BRAND_NAMES[card.brand as CardBrand] ?? card.brand} •••• ${card.last4}` : 'Card';
}

/**
 * The 3-D Secure test page (browser/three-ds.ts answers it), for an intent whose client secret the URL carries.
 * Its buttons come disabled and the (deferred) script enables them once they work: a click before
 * then would do nothing.
 */
export function threeDsPage(p: { intent: Stripe.PaymentIntent | Stripe.SetupIntent; method: Stripe.PaymentMethod | undefined }): string {
  const payment = p.intent.object === 'payment_intent' ? p.intent : null;
  const what = payment
    ? `<dt>Amount</dt><dd>${escapeHtml(formatAmount(payment.amount, payment.currency))}</dd>`
    : '<dt>Purpose</dt><dd>Saving the card for later payments</dd>';
  return page(
    '3D Secure 2 Test Page',
    `<main>
  <h1 id="title">3D Secure 2 Test Page</h1>
  <p class="muted">Your bank would ask you to confirm this ${payment ? 'payment' : 'card'} here.
  In the payments sandbox, choose what the bank answers.</p>
  <div class="card"><dl>${what}<dt>Card</dt><dd>${escapeHtml(cardLine(p.method))}</dd></dl></div>
  <div class="actions">
    <button type="button" class="primary" data-outcome="complete" disabled>Complete authentication</button>
    <button type="button" class="secondary" data-outcome="fail" disabled>Fail authentication</button>
  </div>
  <p id="status" role="status" class="muted"></p>
</main>`,
    { script: '/js/browser/three-ds.js' },
  );
}

export function receiptPage(charge: Stripe.Charge): string {
  const card = charge.payment_method_details?.card;
  const when = new Date(charge.created * 1000).toUTCString();
  const status = charge.refunded ? 'refunded' : charge.captured ? 'paid' : charge.status === 'failed' ? 'declined' : 'authorized';
  const refunded =
    charge.amount_refunded > 0 ? `<dt>Refunded</dt><dd>${escapeHtml(formatAmount(charge.amount_refunded, charge.currency))}</dd>` : '';
  return page(
    'Receipt',
    `<main>
  <h1>Receipt</h1>
  <p class="muted">From the payments sandbox. No real money was charged.</p>
  <div class="card"><dl>
    <dt>Amount</dt><dd>${escapeHtml(formatAmount(charge.amount_captured || charge.amount, charge.currency))}</dd>
    ${refunded}
    <dt>Date</dt><dd>${escapeHtml(when)}</dd>
    <dt>For</dt><dd>${escapeHtml(charge.description ?? '—')}</dd>
    <dt>Card</dt><dd>${escapeHtml(card ? `${BRAND_NAMES[card.brand as CardBrand] ?? card.brand} •••• ${card.last4}` : '—')}</dd>
    <dt>Status</dt><dd>${escapeHtml(status)}</dd>
    <dt>Reference</dt><dd><code>${escapeHtml(charge.id)}</code></dd>
  </dl></div>
</main>`,
  );
}

export function notFoundPage(what: string): string {
  return page('Not found', `<main><h1>Not found</h1><p class="muted">${escapeHtml(what)}</p></main>`);
}

export function indexPage(origin: string): string {
  const rows = TEST_CARDS.map(
    (c) =>
      `<tr><td><code>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td><code>${c.paymentMethod}</code></td>` +
      `<td>${c.behaviour.replace(/_/g, ' ')}</td></tr>`,
  ).join('\n');
  return page(
    'Payments sandbox',
    `<main>
  <h1>Payments sandbox</h1>
  <p>A stand-in for the part of Stripe's API this site uses, in test mode: the official <code>stripe</code> SDK talks to
  <code>${escapeHtml(origin)}</code>, browsers load the stand-in Stripe.js from <code>${escapeHtml(origin)}/v3/</code>.
  Any future expiry and any CVC work; any other Luhn-valid number succeeds.</p>
  <div class="card"><table><thead><tr><th>Number</th><th>Test PaymentMethod</th><th>What happens</th></tr></thead><tbody>
${rows}
  </tbody></table></div>
</main>`,
  );
}
