import type { DataSource, EntityManager } from 'typeorm';

export interface PaymentRow {
  id: string;
  gatewayChargeId: string;
  amountCents: number;
  refundedCents: number;
  status: 'succeeded' | 'refunded' | 'partially_refunded';
}

const COLUMNS = `id, gateway_charge_id AS "gatewayChargeId", amount_cents AS "amountCents", refunded_cents AS "refundedCents", status`;

export class PaymentRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insertForBooking(
    em: EntityManager,
    p: { userId: string; bookingId: string; amountCents: number; gateway: string; chargeId: string; idempotencyKey: string },
  ): Promise<void> {
    await em.query(
      `INSERT INTO payments (user_id, purpose, booking_id, amount_cents, gateway, gateway_charge_id, idempotency_key, status)
       VALUES ($1, 'booking', $2, $3, $4, $5, $6, 'succeeded')`,
      [p.userId, p.bookingId, p.amountCents, p.gateway, p.chargeId, p.idempotencyKey],
    );
  }

  async forBooking(bookingId: string, em?: EntityManager): Promise<PaymentRow | null> {
    const [row] = await (em ?? this.dataSource.manager).query(`SELECT ${COLUMNS} FROM payments WHERE booking_id = $1`, [bookingId]);
    return row ?? null;
  }

  async markRefunded(id: string, amountCents: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE payments SET refunded_cents = refunded_cents + $2,
         status = CASE WHEN refunded_cents + $2 >= amount_cents THEN 'refunded' ELSE 'partially_refunded' END, updated_at = now()
       WHERE id = $1`,
      [id, amountCents],
    );
  }
}
