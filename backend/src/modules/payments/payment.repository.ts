import type { DataSource, EntityManager } from 'typeorm';
import { Payment, PaymentRefund, type PaymentPurpose } from './payment.entity.js';

/** The payments ledger's charges as the services read them. */
export type PaymentRow = Pick<Payment, 'id' | 'gatewayChargeId' | 'gatewayIntentId' | 'amountCents' | 'refundedCents' | 'status'>;

const ROW = { id: true, gatewayChargeId: true, gatewayIntentId: true, amountCents: true, refundedCents: true, status: true } as const;

/** Which purchase a charge paid for: exactly one of these. */
export type LedgerLink = { bookingId: string } | { leagueEntryId: string } | { eventRegistrationId: string } | { membershipId: string };

export interface LedgerCharge {
  purpose: PaymentPurpose;
  link: LedgerLink;
  userId: string;
  amountCents: number;
  gateway: string;
  chargeId: string;
  intentId: string | null;
  idempotencyKey: string;
  card: { brand: string; last4: string } | null;
  receiptUrl: string | null;
}

/** A line of the customer's payment history, with what was bought described from its own table. */
export interface PaymentHistoryRow {
  id: string;
  purpose: PaymentPurpose;
  bookingKind: string | null;
  amountCents: number;
  refundedCents: number;
  status: string;
  disputedAt: Date | null;
  createdAt: Date;
  cardBrand: string | null;
  cardLast4: string | null;
  receiptUrl: string | null;
  reference: string | null;
  locationName: string | null;
  bayName: string | null;
  coachName: string | null;
  localDate: string | null;
  leagueName: string | null;
  eventTitle: string | null;
  planName: string | null;
  refunds: { amountCents: number; refundedAt: string }[];
}

/** The one writer of `payments`: booking, membership and league entry charges, and their refunds. */
export class PaymentRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(em?: EntityManager) {
    return (em ?? this.dataSource.manager).getRepository(Payment);
  }

  forLeagueEntry(leagueEntryId: string, em?: EntityManager): Promise<PaymentRow | null> {
    return this.repo(em).findOne({ select: ROW, where: { leagueEntryId, purpose: 'league' } });
  }

  forEventRegistration(eventRegistrationId: string, em?: EntityManager): Promise<PaymentRow | null> {
    return this.repo(em).findOne({ select: ROW, where: { eventRegistrationId, purpose: 'event' } });
  }

  forBooking(bookingId: string, em?: EntityManager): Promise<PaymentRow | null> {
    return this.repo(em).findOne({ select: ROW, where: { bookingId } });
  }

  /** A user's membership charges, newest first. */
  forMemberships(userId: string): Promise<Pick<Payment, 'id' | 'amountCents' | 'status' | 'createdAt'>[]> {
    return this.repo().find({
      select: { id: true, amountCents: true, status: true, createdAt: true },
      where: { userId, purpose: 'membership' },
      order: { createdAt: 'DESC' },
    });
  }

  /**
   * Records a charge in the caller's transaction (the one that confirms its purchase). The same
   * charge recorded again (a webhook and the customer's retry) is a no-op; any other conflict (a
   * second payment for one booking, a key used twice) still fails the transaction.
   */
  async record(em: EntityManager, c: LedgerCharge): Promise<void> {
    await this.repo(em)
      .createQueryBuilder()
      .insert()
      .values({
        userId: c.userId,
        purpose: c.purpose,
        ...c.link,
        amountCents: c.amountCents,
        gateway: c.gateway,
        gatewayChargeId: c.chargeId,
        gatewayIntentId: c.intentId,
        idempotencyKey: c.idempotencyKey,
        cardBrand: c.card?.brand ?? null,
        cardLast4: c.card?.last4 ?? null,
        receiptUrl: c.receiptUrl,
        status: 'succeeded',
      })
      .orUpdate(['gateway_charge_id'], ['gateway_charge_id'])
      .execute();
  }

  byCharge(chargeId: string, em?: EntityManager): Promise<PaymentRow | null> {
    return this.repo(em).findOne({ select: ROW, where: { gatewayChargeId: chargeId } });
  }

  /**
   * Records one processor refund of a payment (by its charge) and adds it to the payment's refunded
   * total, in one transaction; the same refund recorded twice (our call, then its webhook) counts once.
   * False when the charge is not in the ledger.
   */
  async recordRefund(r: { chargeId: string; refundId: string; amountCents: number; at?: Date }, em?: EntityManager): Promise<boolean> {
    const run = async (tx: EntityManager) => {
      const payment = await this.byCharge(r.chargeId, tx);
      if (!payment) return false;
      const inserted = await tx
        .getRepository(PaymentRefund)
        .createQueryBuilder()
        .insert()
        .values({ paymentId: payment.id, processorRefundId: r.refundId, amountCents: r.amountCents, ...(r.at ? { createdAt: r.at } : {}) })
        .orIgnore()
        .returning('id')
        .execute();
      if ((inserted.raw as unknown[]).length) {
        await this.repo(tx)
          .createQueryBuilder()
          .update()
          .set({
            refundedCents: () => 'LEAST(amount_cents, refunded_cents + :amount)',
            status: () => `CASE WHEN refunded_cents + :amount >= amount_cents THEN 'refunded' ELSE 'partially_refunded' END`,
          })
          .where('id = :id', { id: payment.id })
          .setParameters({ amount: r.amountCents })
          .execute();
      }
      return true;
    };
    return em ? run(em) : this.dataSource.transaction(run);
  }

  /** Marks a charge disputed (or a dispute's later status); the purchase itself is left as it is. */
  async markDisputed(chargeId: string, status: string, at: Date): Promise<PaymentRow | null> {
    await this.repo()
      .createQueryBuilder()
      .update()
      .set({ disputedAt: () => 'coalesce(disputed_at, :at)', disputeStatus: status })
      .where('gateway_charge_id = :chargeId', { chargeId })
      .setParameters({ at })
      .execute();
    return this.byCharge(chargeId);
  }

  /**
   * The customer's charges, newest first, each described from its purchase's table. Raw SQL: a
   * report joining the tables of five modules in one statement (bookings, leagues, events,
   * memberships), with each payment's refunds folded in.
   */
  history(userId: string): Promise<PaymentHistoryRow[]> {
    return this.described('p.user_id = $1', userId);
  }

  /** One charge, described as the history describes it (an admin's alert about it). */
  async describedCharge(chargeId: string): Promise<(PaymentHistoryRow & { customerEmail: string }) | null> {
    const [row] = await this.described('p.gateway_charge_id = $1', chargeId);
    return (row as PaymentHistoryRow & { customerEmail: string }) ?? null;
  }

  private described(where: string, value: string): Promise<PaymentHistoryRow[]> {
    return this.dataSource.query(
      `SELECT p.id, p.purpose, b.kind AS "bookingKind", p.amount_cents AS "amountCents", p.refunded_cents AS "refundedCents",
              p.status, p.disputed_at AS "disputedAt", p.created_at AS "createdAt", p.card_brand AS "cardBrand",
              p.card_last4 AS "cardLast4", p.receipt_url AS "receiptUrl", b.reference,
              coalesce(bl.name, ll.name, el.name) AS "locationName", bay.name AS "bayName", c.name AS "coachName",
              coalesce(to_char(b.local_date, 'YYYY-MM-DD'), to_char(e.starts_at AT TIME ZONE el.time_zone, 'YYYY-MM-DD')) AS "localDate",
              l.name AS "leagueName", e.title AS "eventTitle", mp.name AS "planName", u.email AS "customerEmail",
              coalesce((SELECT json_agg(json_build_object('amountCents', r.amount_cents, 'refundedAt', r.created_at) ORDER BY r.created_at)
                        FROM payment_refunds r WHERE r.payment_id = p.id), '[]') AS refunds
         FROM payments p
         JOIN users u ON u.id = p.user_id
         LEFT JOIN bookings b ON b.id = p.booking_id
         LEFT JOIN locations bl ON bl.id = b.location_id
         LEFT JOIN bays bay ON bay.id = b.bay_id
         LEFT JOIN coaches c ON c.id = b.coach_id
         LEFT JOIN league_entries le ON le.id = p.league_entry_id
         LEFT JOIN leagues l ON l.id = le.league_id
         LEFT JOIN locations ll ON ll.id = l.location_id
         LEFT JOIN event_registrations er ON er.id = p.event_registration_id
         LEFT JOIN events e ON e.id = er.event_id
         LEFT JOIN locations el ON el.id = e.location_id
         LEFT JOIN memberships m ON m.id = p.membership_id
         LEFT JOIN membership_plans mp ON mp.code = m.plan_code
        WHERE ${where}
        ORDER BY p.created_at DESC, p.id`,
      [value],
    );
  }

  async recordedChargeIds(chargeIds: string[]): Promise<Set<string>> {
    if (!chargeIds.length) return new Set();
    const rows = await this.repo()
      .createQueryBuilder('p')
      .select('p.gatewayChargeId', 'id')
      .where('p.gatewayChargeId IN (:...ids)', { ids: chargeIds })
      .getRawMany<{ id: string }>();
    return new Set(rows.map((r) => r.id));
  }
}
