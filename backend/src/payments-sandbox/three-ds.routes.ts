// The sandbox's own endpoint behind its 3-D Secure test page: `POST /sandbox/3ds/:intentId` with
// `client_secret` and `outcome=complete|fail`, for a PaymentIntent or a SetupIntent in
// requires_action. Completing moves the intent on as a successful confirmation would (requires_capture
// or succeeded; a SetupIntent succeeded); failing returns it to requires_payment_method with an
// authentication failure. It answers the intent as a browser may see it. No API key is needed (the
// client secret is the credential); integration tests call it to answer a challenge without a browser.
import type Stripe from 'stripe';
import { missingParam } from './api.errors.js';
import type { Route, RouteRequest } from './engine.state.js';
import { checkClientSecret, clientView, completePaymentAuthentication } from './intents.routes.js';
import { ParamReader } from './params.rules.js';
import { completeSetupAuthentication } from './setup.routes.js';

function answerChallenge({ engine, params, path }: RouteRequest) {
  const p = new ParamReader(params, ['client_secret', 'outcome', 'key']);
  const outcome = p.oneOf('outcome', ['complete', 'fail']);
  if (!outcome) throw missingParam('outcome');
  const id = path.id!;
  if (id.startsWith('seti_')) {
    const setup = engine.mustGet<Stripe.SetupIntent>('setup_intent', id, 'intent').data;
    checkClientSecret(p, setup);
    return clientView(completeSetupAuthentication(engine, setup, outcome === 'complete'));
  }
  const intent = engine.mustGet<Stripe.PaymentIntent>('payment_intent', id, 'intent').data;
  checkClientSecret(p, intent);
  return clientView(completePaymentAuthentication(engine, intent, outcome === 'complete'));
}

export const threeDsRoutes: Route[] = [{ method: 'POST', path: '/sandbox/3ds/:id', access: 'public', handler: answerChallenge }];
