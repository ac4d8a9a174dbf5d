import express, { Router } from 'express';
import type { Services } from '../services.js';

/**
 * `POST /webhooks/stripe`: the card processor's events (docs/payments.md). The signature is
 * checked on the raw body (400 without a valid one, nothing applied); an event applied before
 * answers 200 again; a failure answers 500 so the processor delivers it again later.
 */
export function paymentWebhookRoutes(services: Services): Router {
  const router = Router();
  router.post('/stripe', express.raw({ type: () => true, limit: '512kb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const event = services.webhooks.verify(body, req.header('stripe-signature'));
    if (!event) {
      res.status(400).type('text/plain').send('Invalid webhook signature.');
      return;
    }
    const applied = await services.webhooks.apply(event);
    res.json({ received: true, duplicate: !applied });
  });
  return router;
}
