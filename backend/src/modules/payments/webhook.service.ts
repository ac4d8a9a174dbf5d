import type Stripe from 'stripe';
import { formatCents } from '../../shared/format.js';
import type { Logger } from '../../shared/logger.js';
import { QUEUES, type JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import type { UserService } from '../users/user.service.js';
import type { CheckoutService } from './checkout.service.js';
import type { ProcessorEventRepository } from './processor-event.repository.js';
import type { PaymentService } from './payment.service.js';
import { idOf, type Processor } from './processor.js';

export type DisputeEmailJob = { chargeId: string; amountCents: number; reason: string; status: string };

/** Intent events: each means "read the intent again and move its attempt on". */
const INTENT_EVENTS = new Set([
  'payment_intent.amount_capturable_updated',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.requires_action',
]);

/**
 * The processor's webhooks, the source of truth for what was paid (docs/payments.md): each event
 * is applied once (its id is recorded; a failure gives the claim back, so the processor's
 * redelivery applies it). Intents are read again rather than trusted from the event (events may
 * arrive out of order); refunds and disputes are recorded on the ledger.
 */
export class PaymentWebhookService {
  constructor(
    private readonly deps: {
      processor: Processor;
      events: ProcessorEventRepository;
      checkout: CheckoutService;
      payments: PaymentService;
      users: Pick<UserService, 'adminEmails'>;
      jobs: JobQueue;
      mailer: Mailer;
      logger: Logger;
      appOrigin: string;
    },
  ) {}

  /** The event a request carries, or null when its signature is not the endpoint's. */
  verify(rawBody: Buffer, signature: string | undefined): Stripe.Event | null {
    return this.deps.processor.verifyWebhook(rawBody, signature);
  }

  /** Applies an event once; false when it had been applied before. */
  async apply(event: Stripe.Event): Promise<boolean> {
    if (!(await this.deps.events.claim(event.id, event.type))) return false;
    try {
      await this.handle(event);
      return true;
    } catch (err) {
      await this.deps.events.release(event.id).catch(() => undefined);
      throw err;
    }
  }

  private async handle(event: Stripe.Event): Promise<void> {
    if (INTENT_EVENTS.has(event.type)) {
      await this.deps.checkout.onIntentEvent((event.data.object as Stripe.PaymentIntent).id);
      return;
    }
    switch (event.type) {
      case 'refund.created':
      case 'refund.updated': {
        const refund = event.data.object as Stripe.Refund;
        const chargeId = idOf(refund.charge);
        if (chargeId && (refund.status === 'succeeded' || refund.status === 'pending'))
          await this.deps.payments.recordProcessorRefund({
            chargeId,
            refundId: refund.id,
            amountCents: refund.amount,
            at: new Date(refund.created * 1000),
          });
        return;
      }
      case 'charge.refunded': {
        // Refunds made in the processor's dashboard too: every refund of the charge, each recorded once.
        const charge = event.data.object as Stripe.Charge;
        const refunds = await this.deps.processor.stripe.refunds.list({ charge: charge.id, limit: 100 }).autoPagingToArray({ limit: 1000 });
        for (const r of refunds)
          if (r.status === 'succeeded' || r.status === 'pending')
            await this.deps.payments.recordProcessorRefund({
              chargeId: charge.id,
              refundId: r.id,
              amountCents: r.amount,
              at: new Date(r.created * 1000),
            });
        return;
      }
      case 'charge.dispute.created':
      case 'charge.dispute.updated':
      case 'charge.dispute.closed': {
        const dispute = event.data.object as Stripe.Dispute;
        const chargeId = idOf(dispute.charge)!;
        const payment = await this.deps.payments.markDisputed(chargeId, dispute.status, new Date(dispute.created * 1000));
        if (payment && event.type === 'charge.dispute.created') {
          const job: DisputeEmailJob = { chargeId, amountCents: dispute.amount, reason: dispute.reason, status: dispute.status };
          await this.deps.jobs.send(QUEUES.paymentDisputeEmail, job, { singletonKey: `dispute:${dispute.id}` });
        }
        return;
      }
      default:
        this.deps.logger.debug({ type: event.type, id: event.id }, 'processor event not used');
    }
  }

  /** Tells every admin about a disputed payment (the booking or membership is left as it is). */
  async sendDisputeMail(job: DisputeEmailJob): Promise<void> {
    const paid = await this.deps.payments.describeCharge(job.chargeId);
    const what = paid
      ? `${paid.description}${paid.reference ? ` (${paid.reference})` : ''}${paid.forDate ? `, ${paid.forDate}` : ''}, paid by ${paid.customerEmail}`
      : 'a charge the app has no record of';
    for (const to of await this.deps.users.adminEmails()) {
      await this.deps.mailer.send({
        to,
        subject: `A payment of ${formatCents(job.amountCents)} was disputed`,
        text: [
          `A customer's bank has opened a dispute (${job.reason.replace(/_/g, ' ')}) on charge ${job.chargeId}: ${what}.`,
          "What it paid for is unchanged. Answer the dispute with your evidence in the card processor's dashboard before its deadline.",
          `The customer's payment history shows the charge as disputed. Admin dashboard: ${this.deps.appOrigin}/admin`,
          '',
          '— Back Nine Indoor Golf',
        ].join('\n'),
      });
    }
  }
}
