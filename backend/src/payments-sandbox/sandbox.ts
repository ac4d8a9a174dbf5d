// The payments sandbox (docs/payments.md): a stateful implementation of the part of Stripe's HTTP
// API the app uses, with a stand-in Stripe.js, card fields in an iframe of its own origin, a 3-D
// Secure test page and signed webhooks. The zero-configuration processor of `npm start`, and the fake
// of Stripe the tests drive through the official SDK.
export { startPaymentsSandbox, type PaymentsSandbox } from './sandbox.server.js';
/** @public The sandbox's options, for callers that build them apart. */
export type { SandboxOptions } from './sandbox.server.js';
/** @public */
export type { SandboxLogger, SandboxWebhookEndpoint } from './webhooks.delivery.js';
export { writeSandboxHistory, type SandboxHistory } from './history.seed.js';
