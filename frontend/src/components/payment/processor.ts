// The card processor's browser script (Stripe.js, or the payments sandbox's stand-in for it), loaded
// only by the screens that take a card, once per configuration. Card numbers and CVCs go from its
// fields to its own origin; the app only ever sees the references it hands back.
import type { Stripe, StripeConstructor } from '@stripe/stripe-js';

/** What the server says the browser needs (`siteConfig.payments`). */
export interface ProcessorConfig {
  publishableKey: string;
  scriptUrl: string;
}

declare global {
  interface Window {
    Stripe?: StripeConstructor;
  }
}

const STRIPE_ORIGIN = 'https://js.stripe.com';
const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe's own script: `loadStripe` knows its address and version, so the configured URL only says "Stripe". */
const isStripeHosted = (scriptUrl: string): boolean => {
  try {
    return new URL(scriptUrl).origin === STRIPE_ORIGIN;
  } catch {
    return false;
  }
};

/** Another origin's Stripe.js (the sandbox's): its script tag, added once, then `window.Stripe(key)`. */
function loadFrom(scriptUrl: string, publishableKey: string): Promise<Stripe | null> {
  if (typeof document === 'undefined') return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const start = () => (window.Stripe ? resolve(window.Stripe(publishableKey)) : reject(new Error('The card processor did not start')));
    if (window.Stripe) return start();
    let script = document.querySelector<HTMLScriptElement>(`script[data-processor="${CSS.escape(scriptUrl)}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.dataset.processor = scriptUrl;
      document.head.appendChild(script);
    }
    const added = script;
    added.addEventListener('load', start, { once: true });
    added.addEventListener(
      'error',
      () => {
        added.remove(); // the next try adds it again
        reject(new Error('The card processor could not be loaded'));
      },
      { once: true },
    );
  });
}

/**
 * The processor's client for a configuration, loaded on first use and shared after that. A failed
 * load is forgotten, so the next screen (or Try again) loads it afresh.
 */
export function loadProcessor(config: ProcessorConfig): Promise<Stripe | null> {
  const id = `${config.scriptUrl}\n${config.publishableKey}`;
  let stripe = loaded.get(id);
  if (!stripe) {
    stripe = isStripeHosted(config.scriptUrl)
      ? import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(config.publishableKey))
      : loadFrom(config.scriptUrl, config.publishableKey);
    stripe.catch(() => loaded.delete(id));
    loaded.set(id, stripe);
  }
  return stripe;
}
