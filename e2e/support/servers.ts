/** The e2e app servers' ports (playwright.config.ts starts both; serve.ts is each one). */
export const appPort = Number(process.env.E2E_PORT ?? 4173);
/** The app in Stripe mode, against a fake of Stripe's API, for the specs that pay in both modes. */
export const stripeModePort = Number(process.env.E2E_STRIPE_PORT ?? appPort + 1);
