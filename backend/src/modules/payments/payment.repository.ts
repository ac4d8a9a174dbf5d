import type { DataSource, EntityManager } from 'typeorm';
import { Payment } from './payment.entity.js';

/** The payments ledger's charges as the services read them. */
export type PaymentRow = Pick<Payment, 'id' | 'gatewayChargeId' | 'amountCents' | 'refundedCents' | 'status'>;

/** The one writer of `payments`: booking, membership and league entry charges, and their refunds. */
export class PaymentRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(em?: EntityManager) {
    return (em ?? this.dataSource.manager).getRepository(Payment);
  }

  async insertForBooking(
    em: EntityManager,
    p: { userId: string; bookingId: string; amountCents: number; gateway: string; chargeId: string; idempotencyKey: string },
  ): Promise<void> {
    await this.repo(em).insert({
      userId: p.userId,
      purpose: 'booking',
      bookingId: p.bookingId,
      amountCents: p.amountCents,
      gateway: p.gateway,
      gatewayChargeId: p.chargeId,
      idempotencyKey: p.idempotencyKey,
      status: 'succeeded',
    });
  }

  /** A membership period's charge; a charge already recorded (a retried step) is kept as it is. */
  async insertForMembership(
    em: EntityManager,
    p: { userId: string; membershipId: string; amountCents: number; gateway: string; chargeId: string; idempotencyKey: string },
  ): Promise<void> {
    await this.repo(em)
      .createQueryBuilder()
      .insert()
      .values({
        userId: p.userId,
        purpose: 'membership',
        membershipId: p.membershipId,
        amountCents: p.amountCents,
        gateway: p.gateway,
        gatewayChargeId: p.chargeId,
        idempotencyKey: p.idempotencyKey,
        status: 'succeeded',
      })
      // The same gateway charge recorded again is a no-op (ON CONFLICT (gateway_charge_id) DO UPDATE with its
      // own value); any other conflict, e.g. an idempotency key already used, still fails the step.
      .orUpdate(['gateway_charge_id'], ['gateway_charge_id'])
      .execute();
  }

  /** An event registration's charge; the same charge recorded again (a retried step) is kept as it is. */
  async insertForEventRegistration(
    em: EntityManager,
    p: { userId: string; registrationId: string; amountCents: number; gateway: string; chargeId: string; idempotencyKey: string },
  ): Promise<void> {
    await this.repo(em)
      .createQueryBuilder()
      .insert()
      .values({
        userId: p.userId,
        purpose: 'event',
        eventRegistrationId: p.registrationId,
        amountCents: p.amountCents,
        gateway: p.gateway,
        gatewayChargeId: p.chargeId,
        idempotencyKey: p.idempotencyKey,
        status: 'succeeded',
      })
      .orUpdate(['gateway_charge_id'], ['gateway_charge_id'])
      .execute();
  }

  /** Adds a refund to an event registration's charge in the caller's transaction (one statement, no read-modify-write). */
  async refundEventRegistration(em: EntityManager, registrationId: string, amountCents: number): Promise<void> {
    await this.repo(em)
      .createQueryBuilder()
      .update()
      .set({
        refundedCents: () => 'refunded_cents + :amount',
        status: () => `CASE WHEN refunded_cents + :amount >= amount_cents THEN 'refunded' ELSE 'partially_refunded' END`,
      })
      .where(`event_registration_id = :registrationId AND purpose = 'event'`, { registrationId })
      .setParameters({ amount: amountCents })
      .execute();
  }

  /** A league entry's charge, in the transaction that marks the entry paid. */
  async insertForLeagueEntry(
    em: EntityManager,
    p: { userId: string; leagueEntryId: string; amountCents: number; gateway: string; chargeId: string; idempotencyKey: string },
  ): Promise<void> {
    await this.repo(em).insert({
      userId: p.userId,
      purpose: 'league',
      leagueEntryId: p.leagueEntryId,
      amountCents: p.amountCents,
      gateway: p.gateway,
      gatewayChargeId: p.chargeId,
      idempotencyKey: p.idempotencyKey,
      status: 'succeeded',
    });
  }

  forLeagueEntry(leagueEntryId: string, em?: EntityManager): Promise<PaymentRow | null> {
    return this.repo(em).findOne({
      select: { id: true, gatewayChargeId: true, amountCents: true, refundedCents: true, status: true },
      where: { leagueEntryId, purpose: 'league' },
    });
  }

  forBooking(bookingId: string, em?: EntityManager): Promise<PaymentRow | null> {
    return this.repo(em).findOne({
      select: { id: true, gatewayChargeId: true, amountCents: true, refundedCents: true, status: true },
      where: { bookingId },
    });
  }

  /** A user's membership charges, newest first. */
  forMemberships(userId: string): Promise<Pick<Payment, 'id' | 'amountCents' | 'status' | 'createdAt'>[]> {
    return this.repo().find({
      select: { id: true, amountCents: true, status: true, createdAt: true },
      where: { userId, purpose: 'membership' },
      order: { createdAt: 'DESC' },
    });
  }

  /** Adds a refund in one statement (no read-modify-write), so two refunds of one charge both count. */
  async markRefunded(id: string, amountCents: number, em?: EntityManager): Promise<void> {
    await this.repo(em)
      .createQueryBuilder()
      .update()
      .set({
        refundedCents: () => 'refunded_cents + :amount',
        status: () => `CASE WHEN refunded_cents + :amount >= amount_cents THEN 'refunded' ELSE 'partially_refunded' END`,
      })
      .where('id = :id', { id })
      .setParameters({ amount: amountCents })
      .execute();
  }

  async markRefundedUpTo(id: string, refundedCents: number): Promise<void> {
    await this.repo()
      .createQueryBuilder()
      .update()
      .set({
        refundedCents: () => 'GREATEST(refunded_cents, :total)',
        status: () => `CASE WHEN GREATEST(refunded_cents, :total) >= amount_cents THEN 'refunded' ELSE 'partially_refunded' END`,
      })
      .where('id = :id', { id })
      .setParameters({ total: refundedCents })
      .execute();
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
