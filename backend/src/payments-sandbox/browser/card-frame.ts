// The card fields, inside the sandbox's own frame: the card number, expiry and CVC never leave this
// document except in its own request for a ConfirmationToken to the sandbox's origin. The merchant's
// page (the stand-in Stripe.js) drives it by postMessage, from the one origin named in this frame's URL.
import {
  BRAND_NAMES,
  brandOf,
  checkCvc,
  checkExpiry,
  checkNumber,
  cvcLength,
  digitsOf,
  formatExpiry,
  formatNumber,
  fullYear,
  numberTypedOut,
  type CardBrand,
  type FieldCheck,
} from '../cards.rules.js';

const SOURCE: SandboxMessageSource = 'payments-sandbox';
/** The brand as the field shows it, short enough to leave a 280 px field room for the number (screen readers get the full name). */
const BADGES: Record<CardBrand, string> = {
  visa: 'VISA',
  mastercard: 'MC',
  amex: 'AMEX',
  discover: 'DISC',
  diners: 'DC',
  jcb: 'JCB',
  unionpay: 'UP',
  unknown: '',
};

type FieldName = 'number' | 'expiry' | 'cvc';
const FIELDS: FieldName[] = ['number', 'expiry', 'cvc'];

function readConfig(): SandboxFrameConfig {
  const config = JSON.parse(decodeURIComponent(location.hash.slice(1))) as SandboxFrameConfig;
  // The parent's origin must be an origin (a message to anything else would go nowhere, or anywhere).
  if (typeof config.parent !== 'string' || new URL(config.parent).origin !== config.parent)
    throw new Error('card fields: no parent origin');
  return config;
}

const config = readConfig();
const inputs = Object.fromEntries(FIELDS.map((f) => [f, document.getElementById(f) as HTMLInputElement])) as Record<
  FieldName,
  HTMLInputElement
>;
const messages = Object.fromEntries(FIELDS.map((f) => [f, document.getElementById(`${f}-error`)!])) as Record<FieldName, HTMLElement>;
const brandBadge = document.getElementById('number-brand')!;
const brandName = document.getElementById('number-brand-name')!;
const form = document.querySelector('form')!;
/** A field whose problems are worth saying: left once, or the form submitted. */
const touched: Record<FieldName, boolean> = { number: false, expiry: false, cvc: false };

function post(message: Unsourced<FromFrame>): void {
  window.parent.postMessage({ source: SOURCE, ...message }, config.parent);
}

function brand(): CardBrand {
  return brandOf(inputs.number.value);
}

function check(field: FieldName): FieldCheck {
  const value = inputs[field].value;
  if (field === 'number') return checkNumber(value);
  if (field === 'expiry') return checkExpiry(value, new Date());
  return checkCvc(value, brand());
}

/**
 * What the field says now. Once left (with something in it) or submitted, every problem; while it
 * is first typed, only what is wrong already, never what is merely unfinished.
 */
function show(field: FieldName): void {
  const value = inputs[field].value;
  const result = check(field);
  let message = '';
  if (!result.ok) {
    if (touched[field]) message = value === '' && !submitted ? '' : result.message;
    else if (!result.incomplete && (field !== 'number' || numberTypedOut(value))) message = result.message;
  }
  messages[field].textContent = message;
  inputs[field].setAttribute('aria-invalid', message ? 'true' : 'false');
}

let submitted = false;

function state(): { complete: boolean; empty: boolean } {
  return { complete: FIELDS.every((f) => check(f).ok), empty: FIELDS.every((f) => inputs[f].value === '') };
}

function showBrand(): void {
  const b = brand();
  const digits = digitsOf(inputs.number.value);
  brandBadge.textContent = digits ? BADGES[b] : '';
  brandName.textContent = digits && b !== 'unknown' ? BRAND_NAMES[b] : '';
  inputs.cvc.maxLength = cvcLength(b);
  inputs.cvc.placeholder = b === 'amex' ? 'CVV' : 'CVC';
}

/** Keeps the caret after the same digit when the formatting around it changes. */
function reformat(input: HTMLInputElement, format: (text: string) => string): void {
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = digitsOf(input.value.slice(0, caret)).length;
  const next = format(input.value);
  if (next === input.value) return;
  input.value = next;
  let at = 0;
  for (let seen = 0; at < next.length && seen < digitsBefore; at++) if (/\d/.test(next[at]!)) seen++;
  if (document.activeElement === input) input.setSelectionRange(at, at);
}

function onInput(field: FieldName, event: Event): void {
  const input = inputs[field];
  const deleting = (event as InputEvent).inputType?.startsWith('delete') ?? false;
  if (field === 'number') {
    reformat(input, formatNumber);
    showBrand();
  } else if (field === 'expiry') reformat(input, (t) => formatExpiry(t, deleting));
  else input.value = digitsOf(input.value).slice(0, cvcLength(brand()));
  show(field);
  if (field === 'number') show('cvc');
  post({ type: 'change', ...state() });
  // On to the next field once this one is done and right, as Stripe's fields do.
  if (!deleting && check(field).ok) {
    if (field === 'number' && numberTypedOut(input.value)) inputs.expiry.focus();
    else if (field === 'expiry' && digitsOf(input.value).length >= 4) inputs.cvc.focus();
  }
}

for (const field of FIELDS) {
  inputs[field].addEventListener('input', (e) => onInput(field, e));
  inputs[field].addEventListener('blur', () => {
    if (inputs[field].value !== '') touched[field] = true;
    show(field);
  });
}

// Focus and blur of the fields as a whole, for the page's `focus` and `blur` events.
let focused = false;
form.addEventListener('focusin', () => {
  if (!focused) post({ type: 'focus' });
  focused = true;
});
form.addEventListener('focusout', () => {
  setTimeout(() => {
    if (focused && !FIELDS.some((f) => document.activeElement === inputs[f])) {
      focused = false;
      post({ type: 'blur' });
    }
  });
});
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape') post({ type: 'escape' });
});
form.addEventListener('submit', (e) => e.preventDefault());

/** The first field with a problem, every field's problem shown: the page's `elements.submit()`. */
function validateAll(): SandboxApiError | undefined {
  submitted = true;
  for (const f of FIELDS) touched[f] = true;
  let first: FieldName | null = null;
  for (const f of FIELDS) {
    const result = check(f);
    messages[f].textContent = result.ok ? '' : result.message;
    inputs[f].setAttribute('aria-invalid', result.ok ? 'false' : 'true');
    if (!result.ok && !first) first = f;
  }
  if (!first) return undefined;
  const result = check(first) as { message: string; code: string };
  return { type: 'validation_error', code: result.code, message: result.message };
}

async function createToken(params: Record<string, string>): Promise<{ token?: unknown; error?: SandboxApiError }> {
  const invalid = validateAll();
  if (invalid) return { error: invalid };
  const expiry = digitsOf(formatExpiry(inputs.expiry.value));
  const body = new URLSearchParams({
    key: config.key,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': digitsOf(inputs.number.value),
    'payment_method_data[card][exp_month]': expiry.slice(0, 2),
    'payment_method_data[card][exp_year]': String(fullYear(Number(expiry.slice(2)))),
    'payment_method_data[card][cvc]': digitsOf(inputs.cvc.value),
  });
  for (const [k, v] of Object.entries(params)) if (v) body.set(k, v);
  try {
    const res = await fetch('/v1/confirmation_tokens', { method: 'POST', body, credentials: 'omit' });
    const json = (await res.json()) as { error?: SandboxApiError };
    if (!res.ok) {
      const error = json.error ?? { type: 'api_error', message: 'The payments sandbox could not make a token.' };
      // A card problem the server found: shown at its field, as the fields show their own.
      const field: FieldName | null = /number/.test(error.param ?? '')
        ? 'number'
        : /exp/.test(error.param ?? '')
          ? 'expiry'
          : /cvc/.test(error.param ?? '')
            ? 'cvc'
            : null;
      if (field) {
        messages[field].textContent = error.message;
        inputs[field].setAttribute('aria-invalid', 'true');
      }
      return { error };
    }
    return { token: json };
  } catch {
    return { error: { type: 'api_connection_error', message: 'We could not reach the payments sandbox. Please try again.' } };
  }
}

/** The merchant's appearance variables over the frame's defaults (values that could break out of CSS are ignored). */
const VARIABLES: Record<string, string> = {
  colorPrimary: '--sb-primary',
  colorText: '--sb-text',
  colorTextSecondary: '--sb-text-secondary',
  colorTextPlaceholder: '--sb-placeholder',
  colorDanger: '--sb-danger',
  colorBackground: '--sb-background',
  fontFamily: '--sb-font',
  fontSizeBase: '--sb-font-size',
  borderRadius: '--sb-radius',
  spacingUnit: '--sb-spacing',
};
const RULE_SELECTORS: Record<string, string> = {
  '.Input': 'input',
  '.Input:focus': 'input:focus',
  '.Input--invalid': "input[aria-invalid='true']",
  '.Label': 'label',
  '.Error': '.message',
};
const RULE_PROPERTIES = new Set([
  'color',
  'backgroundColor',
  'borderColor',
  'borderWidth',
  'borderRadius',
  'boxShadow',
  'fontWeight',
  'fontSize',
  'fontFamily',
  'letterSpacing',
  'lineHeight',
  'textTransform',
  'padding',
  'outline',
]);
const safe = (value: unknown): value is string => typeof value === 'string' && !/[;{}<>\\]|url\(|expression\(|@import/i.test(value);
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const rulesStyle = document.createElement('style');
document.head.appendChild(rulesStyle);

function applyAppearance(appearance: SandboxAppearance | undefined): void {
  const root = document.documentElement.style;
  for (const [name, variable] of Object.entries(VARIABLES)) {
    const value = appearance?.variables?.[name];
    if (safe(value)) root.setProperty(variable, value);
    else root.removeProperty(variable);
  }
  const css: string[] = [];
  for (const [selector, declarations] of Object.entries(appearance?.rules ?? {})) {
    const target = RULE_SELECTORS[selector];
    if (!target) continue;
    const body = Object.entries(declarations)
      .filter(([prop, value]) => RULE_PROPERTIES.has(prop) && safe(value))
      .map(([prop, value]) => `${kebab(prop)}: ${value};`)
      .join(' ');
    if (body) css.push(`${target} { ${body} }`);
  }
  rulesStyle.textContent = css.join('\n');
}

function setReadOnly(readOnly: boolean | undefined): void {
  for (const f of FIELDS) inputs[f].readOnly = !!readOnly;
}

function clear(): void {
  submitted = false;
  for (const f of FIELDS) {
    inputs[f].value = '';
    touched[f] = false;
    show(f);
  }
  showBrand();
  post({ type: 'change', ...state() });
}

window.addEventListener('message', (event: MessageEvent) => {
  // Only the page named in the URL, and only from the window that holds this frame.
  if (event.origin !== config.parent || event.source !== window.parent) return;
  const data = event.data as ToFrame;
  if (!data || data.source !== SOURCE) return;
  switch (data.type) {
    case 'update':
      if ('appearance' in data) applyAppearance(data.appearance);
      if ('readOnly' in data) setReadOnly(data.readOnly);
      break;
    case 'submit':
      post({ type: 'submitted', id: data.id, error: validateAll() });
      break;
    case 'token':
      void createToken(data.params).then((r) => post({ type: 'token', id: data.id, ...r }));
      break;
    case 'focus':
      (FIELDS.map((f) => inputs[f]).find((i) => i.getAttribute('aria-invalid') === 'true') ?? inputs.number).focus();
      break;
    case 'blur':
      (document.activeElement as HTMLElement | null)?.blur();
      break;
    case 'clear':
      clear();
      break;
  }
});

// The page sizes the frame to its content.
let lastHeight = -1;
const height = () => Math.ceil(form.getBoundingClientRect().height);
new ResizeObserver(() => {
  const h = height();
  if (h !== lastHeight && lastHeight !== -1) post({ type: 'resize', height: h });
  lastHeight = h;
}).observe(form);

applyAppearance(config.appearance);
setReadOnly(config.readOnly);
requestAnimationFrame(() => {
  lastHeight = height();
  post({ type: 'ready', height: lastHeight });
});
