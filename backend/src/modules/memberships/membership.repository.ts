import type { DataSource, EntityManager } from 'typeorm';
import type { MembershipEmail, MembershipEmailKind } from '../notifications/membership-mail.js';
import type { MembershipStatus } from './membership.rules.js';
import { isUuid } from '../../shared/ids.js';

export interface MembershipRow {
  id: string;
  userId: string;
  planCode: string;
  status: MembershipStatus;
  anchorAt: Date;
  periodIndex: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  complimentary: boolean;
  failedAttempts: number;
}

export interface PlanRow {
  code: string;
  name: string;
  priceCents: number;
  freeHoursPerMonth: number;
  hourlyRateCents: number;
  bookingWindowDays: number;
  memberEvents: boolean;
}

const COLUMNS = `id, user_id AS "userId", plan_code AS "planCode", status, anchor_at AS "anchorAt", period_index AS "periodIndex",
  current_period_start AS "currentPeriodStart", current_period_end AS "currentPeriodEnd", cancel_at_period_end AS "cancelAtPeriodEnd",
  complimentary, failed_attempts AS "failedAttempts"`;

export class MembershipRepository {
  constructor(private readonly dataSource: DataSource) {}

  private q(em?: EntityManager) {
    return em ?? this.dataSource.manager;
  }

  /** The plans on offer, in their order. Services read them through PlanCatalog (cached), not here. */
  plans(em?: EntityManager): Promise<PlanRow[]> {
    return this.q(em).query(
      `SELECT code, name, price_cents AS "priceCents", free_hours_per_month AS "freeHoursPerMonth", hourly_rate_cents AS "hourlyRateCents",
         booking_window_days AS "bookingWindowDays", member_events AS "memberEvents" FROM membership_plans WHERE active ORDER BY sort`,
    );
  }

  async plan(code: string): Promise<PlanRow | null> {
    return (await this.plans()).find((p) => p.code === code) ?? null;
  }

  /** The live (active or past due) membership of a user. */
  async live(userId: string, em?: EntityManager, forUpdate = false): Promise<MembershipRow | null> {
    const [row] = await this.q(em).query(
      `SELECT ${COLUMNS} FROM memberships WHERE user_id = $1 AND status IN ('active', 'past_due') ${forUpdate ? 'FOR UPDATE' : ''}`,
      [userId],
    );
    return row ?? null;
  }

  due(now: Date): Promise<MembershipRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM memberships WHERE status IN ('active', 'past_due') AND current_period_end <= $1`, [
      now,
    ]);
  }

  async byIdForUpdate(id: string, em: EntityManager): Promise<MembershipRow | null> {
    const [row] = await em.query(`SELECT ${COLUMNS} FROM memberships WHERE id = $1 FOR UPDATE`, [id]);
    return row ?? null;
  }

  async insert(
    em: EntityManager,
    m: { userId: string; planCode: string; anchorAt: Date; periodEnd: Date; complimentary: boolean },
  ): Promise<MembershipRow> {
    const [row] = await em.query(
      `INSERT INTO memberships (user_id, plan_code, status, anchor_at, current_period_start, current_period_end, complimentary)
       VALUES ($1, $2, 'active', $3, $3, $4, $5) RETURNING ${COLUMNS}`,
      [m.userId, m.planCode, m.anchorAt, m.periodEnd, m.complimentary],
    );
    await em.query(`UPDATE users SET membership_type = $2, updated_at = now() WHERE id = $1`, [m.userId, m.planCode]);
    return row;
  }

  /** Stops or restarts renewal of an active membership; false when it already was so (or is not active). */
  async setCancelAtPeriodEnd(em: EntityManager, id: string, value: boolean): Promise<boolean> {
    const [rows]: [{ id: string }[], number] = await em.query(
      `UPDATE memberships SET cancel_at_period_end = $2, updated_at = now() WHERE id = $1 AND status = 'active' AND cancel_at_period_end <> $2 RETURNING id`,
      [id, value],
    );
    return rows.length > 0;
  }

  async advance(em: EntityManager, id: string, nextEnd: Date): Promise<void> {
    await em.query(
      `UPDATE memberships SET period_index = period_index + 1, current_period_start = current_period_end, current_period_end = $2,
         status = 'active', failed_attempts = 0, updated_at = now() WHERE id = $1`,
      [id, nextEnd],
    );
  }

  async markPastDue(em: EntityManager, id: string): Promise<void> {
    await em.query(`UPDATE memberships SET status = 'past_due', failed_attempts = failed_attempts + 1, updated_at = now() WHERE id = $1`, [
      id,
    ]);
  }

  async setPlanNone(em: EntityManager, userId: string): Promise<void> {
    await em.query(`UPDATE users SET membership_type = 'None', updated_at = now() WHERE id = $1`, [userId]);
  }

  /** Ends a membership; the user's plan falls back to None. */
  async end(em: EntityManager, m: MembershipRow): Promise<void> {
    await em.query(`UPDATE memberships SET status = 'ended', ended_at = now(), updated_at = now() WHERE id = $1`, [m.id]);
    await this.setPlanNone(em, m.userId);
  }

  async insertPayment(
    em: EntityManager,
    p: { userId: string; membershipId: string; amountCents: number; gateway: string; chargeId: string; idempotencyKey: string },
  ): Promise<void> {
    await em.query(
      `INSERT INTO payments (user_id, purpose, membership_id, amount_cents, gateway, gateway_charge_id, idempotency_key, status)
       VALUES ($1, 'membership', $2, $3, $4, $5, $6, 'succeeded') ON CONFLICT (gateway_charge_id) DO NOTHING`,
      [p.userId, p.membershipId, p.amountCents, p.gateway, p.chargeId, p.idempotencyKey],
    );
  }

  payments(userId: string): Promise<{ id: string; amountCents: number; status: string; createdAt: Date }[]> {
    return this.dataSource.query(
      `SELECT id, amount_cents AS "amountCents", status, created_at AS "createdAt" FROM payments WHERE user_id = $1 AND purpose = 'membership' ORDER BY created_at DESC`,
      [userId],
    );
  }

  async defaultMethodToken(userId: string): Promise<{ token: string; customerId: string } | null> {
    const [row] = await this.dataSource.query(
      `SELECT pm.gateway_token AS token, u.gateway_customer_id AS "customerId" FROM payment_methods pm JOIN users u ON u.id = pm.user_id
       WHERE pm.user_id = $1 AND pm.is_default AND pm.removed_at IS NULL`,
      [userId],
    );
    return row ?? null;
  }

  /**
   * Records a membership e-mail in the transaction of its step; null when a one-time step (its
   * stepKey) already has its e-mail.
   */
  async insertEmail(
    em: EntityManager,
    e: { membershipId: string; email: MembershipEmail; stepKey: string | null },
  ): Promise<string | null> {
    const rows: { id: string }[] = await em.query(
      `INSERT INTO membership_emails (membership_id, kind, details, step_key) VALUES ($1, $2, $3, $4) ON CONFLICT (step_key) DO NOTHING RETURNING id`,
      [e.membershipId, e.email.kind, JSON.stringify(e.email.details), e.stepKey],
    );
    return rows[0]?.id ?? null;
  }

  /** Claims an unsent membership e-mail (sets sent_at where still null): only the claimant sends it. */
  async claimEmail(
    id: string,
  ): Promise<{ kind: MembershipEmailKind; details: Record<string, unknown>; email: string; firstName: string } | null> {
    if (!isUuid(id)) return null;
    const [rows] = await this.dataSource.query(
      `UPDATE membership_emails e SET sent_at = now() FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE e.id = $1 AND e.sent_at IS NULL AND m.id = e.membership_id
       RETURNING e.kind, e.details, u.email, u.first_name AS "firstName"`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Gives a claim back after a failed send, so the retried job sends it. */
  async unclaimEmail(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE membership_emails SET sent_at = NULL WHERE id = $1`, [id]);
  }
}
