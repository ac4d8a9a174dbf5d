import { In, LessThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import type { MembershipEmail, MembershipEmailKind } from '../notifications/membership-mail.js';
import { withAdvisoryLock } from '../../db/advisory-lock.repository.js';
import { isUuid } from '../../shared/ids.js';
import { Membership, MembershipEmailRecord, MembershipPlan } from './membership.entity.js';

/** A membership as the services pass it around: the entity. */
export type MembershipRow = Membership;
/** A plan's terms, as prices, windows and screens read them (the MembershipPlan entity has them all). */
export type PlanRow = Pick<
  MembershipPlan,
  'code' | 'name' | 'priceCents' | 'freeHoursPerMonth' | 'hourlyRateCents' | 'bookingWindowDays' | 'memberEvents'
>;

/** What a claimed membership e-mail needs to be sent. */
export interface ClaimedMembershipEmail {
  id: string;
  kind: MembershipEmailKind;
  details: Record<string, unknown>;
  email: string;
  firstName: string;
  preferredLocation: string | null;
}

const LIVE = In(['active', 'past_due', 'action_required']);

/** The one writer of `membership_plans`, `memberships` and `membership_emails`. */
export class MembershipRepository {
  constructor(private readonly dataSource: DataSource) {}

  private manager(em?: EntityManager) {
    return em ?? this.dataSource.manager;
  }

  private memberships(em?: EntityManager) {
    return this.manager(em).getRepository(Membership);
  }

  /** The plans on offer, in their order. Services read them through PlanCatalog (cached), not here. */
  plans(em?: EntityManager): Promise<PlanRow[]> {
    return this.manager(em)
      .getRepository(MembershipPlan)
      .find({ where: { active: true }, order: { sort: 'ASC', code: 'ASC' } });
  }

  /** The live (active, past due, or waiting for the member's bank) membership of a user; `forUpdate` locks it for the transaction `em` runs. */
  live(userId: string, em?: EntityManager, forUpdate = false): Promise<Membership | null> {
    return this.memberships(em).findOne({ where: { userId, status: LIVE }, ...(forUpdate ? { lock: { mode: 'pessimistic_write' } } : {}) });
  }

  /** Live memberships whose period (or retry) is due by `now`. */
  due(now: Date): Promise<Membership[]> {
    return this.memberships().find({ where: { status: LIVE, currentPeriodEnd: LessThanOrEqual(now) } });
  }

  byId(id: string): Promise<Membership | null> {
    return isUuid(id) ? this.memberships().findOneBy({ id }) : Promise.resolve(null);
  }

  byIdForUpdate(id: string, em: EntityManager): Promise<Membership | null> {
    return this.memberships(em).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** A new active membership; the user's plan is set by the caller (users are written by the users module). */
  async insert(
    em: EntityManager,
    m: { userId: string; planCode: string; anchorAt: Date; periodEnd: Date; complimentary: boolean },
  ): Promise<Membership> {
    const repo = this.memberships(em);
    const saved = await repo.save(
      repo.create({
        userId: m.userId,
        planCode: m.planCode,
        status: 'active',
        anchorAt: m.anchorAt,
        currentPeriodStart: m.anchorAt,
        currentPeriodEnd: m.periodEnd,
        complimentary: m.complimentary,
      }),
    );
    return repo.findOneByOrFail({ id: saved.id });
  }

  /** Stops or restarts renewal of an active membership; false when it already was so (or is not active). */
  async setCancelAtPeriodEnd(em: EntityManager, id: string, value: boolean): Promise<boolean> {
    // Conditional, so a double click or two tabs change it once (and send one e-mail).
    const result = await this.memberships(em)
      .createQueryBuilder()
      .update()
      .set({ cancelAtPeriodEnd: value })
      .where('id = :id AND status = :status AND cancel_at_period_end <> :value', { id, status: 'active', value })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Starts the next period: the old end is the new start. */
  async advance(em: EntityManager, id: string, nextEnd: Date): Promise<void> {
    await this.memberships(em)
      .createQueryBuilder()
      .update()
      .set({
        periodIndex: () => 'period_index + 1',
        currentPeriodStart: () => 'current_period_end',
        currentPeriodEnd: nextEnd,
        status: 'active',
        failedAttempts: 0,
        graceEndsAt: null,
      })
      .where('id = :id', { id })
      .execute();
  }

  /** A renewal the bank wants the member to confirm: the membership goes on until `graceEndsAt`. */
  async markActionRequired(em: EntityManager, id: string, graceEndsAt: Date): Promise<void> {
    await this.memberships(em).update({ id }, { status: 'action_required', graceEndsAt });
  }

  async markPastDue(em: EntityManager, id: string): Promise<void> {
    await this.memberships(em)
      .createQueryBuilder()
      .update()
      .set({ status: 'past_due', failedAttempts: () => 'failed_attempts + 1' })
      .where('id = :id', { id })
      .execute();
  }

  /** Ends a membership (the caller sets the user's plan back to None). */
  async end(em: EntityManager, id: string): Promise<void> {
    await this.memberships(em).update({ id }, { status: 'ended', endedAt: () => 'now()' });
  }

  /**
   * Records a membership e-mail in the transaction of its step; null when a one-time step (its
   * stepKey) already has its e-mail.
   */
  async insertEmail(
    em: EntityManager,
    e: { membershipId: string; email: MembershipEmail; stepKey: string | null },
  ): Promise<string | null> {
    const result = await this.manager(em)
      .createQueryBuilder()
      .insert()
      .into(MembershipEmailRecord)
      .values({ membershipId: e.membershipId, kind: e.email.kind, details: e.email.details, stepKey: e.stepKey })
      .orIgnore() // ON CONFLICT DO NOTHING: the step_key is taken
      .returning('id')
      .execute();
    return (result.raw as { id: string }[])[0]?.id ?? null;
  }

  /** The membership an e-mail belongs to; null for an unknown id. */
  async membershipOfEmail(id: string): Promise<string | null> {
    if (!isUuid(id)) return null;
    const row = await this.manager()
      .getRepository(MembershipEmailRecord)
      .findOne({ where: { id }, select: { membershipId: true } });
    return row?.membershipId ?? null;
  }

  /**
   * Runs `work` while no other instance works on this membership's e-mails (a session advisory lock
   * on a connection of its own), so its e-mails leave one at a time, in the order they were recorded.
   */
  inEmailOrder<T>(membershipId: string, work: () => Promise<T>): Promise<T> {
    return withAdvisoryLock(this.dataSource, `membership_emails:${membershipId}`, work);
  }

  /**
   * Claims the membership's oldest unsent e-mail that is not set aside (sets sent_at where still
   * null): only the claimant sends it.
   */
  async claimNextEmail(membershipId: string): Promise<ClaimedMembershipEmail | null> {
    return this.claim(
      `(SELECT id FROM membership_emails WHERE membership_id = $1 AND sent_at IS NULL AND given_up_at IS NULL
        ORDER BY created_at, id LIMIT 1)`,
      membershipId,
    );
  }

  /** Claims this e-mail if it is still unsent, whatever its turn (one set aside, sent by its own job). */
  async claimEmail(id: string): Promise<ClaimedMembershipEmail | null> {
    return this.claim('$1', id);
  }

  /**
   * Raw SQL: the claim and the read of its recipient must be one guarded statement (UPDATE … FROM …
   * RETURNING). `target` is one of the two fixed expressions above, never input.
   */
  private async claim(target: string, param: string): Promise<ClaimedMembershipEmail | null> {
    const [rows]: [ClaimedMembershipEmail[], number] = await this.dataSource.query(
      `UPDATE membership_emails e SET sent_at = now() FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE e.id = ${target} AND e.sent_at IS NULL AND m.id = e.membership_id
       RETURNING e.id, e.kind, e.details, u.email::text AS email, u.first_name AS "firstName", u.preferred_location AS "preferredLocation"`,
      [param],
    );
    return rows[0] ?? null;
  }

  /**
   * Gives a claim back after a failed send, so a retried job sends it, and counts the failure; at
   * `setAsideAfter` failures the e-mail is set aside. Returns whether this failure set it aside.
   * Raw SQL: the count and the decision in one statement, so two jobs failing at once count twice.
   */
  async recordFailedSend(id: string, setAsideAfter: number): Promise<boolean> {
    const [rows]: [Array<{ setAside: boolean }>, number] = await this.dataSource.query(
      `UPDATE membership_emails SET sent_at = NULL, failed_attempts = failed_attempts + 1,
         given_up_at = CASE WHEN given_up_at IS NULL AND failed_attempts + 1 >= $2 THEN now() ELSE given_up_at END
       WHERE id = $1
       RETURNING given_up_at IS NOT NULL AND failed_attempts = $2 AS "setAside"`,
      [id, setAsideAfter],
    );
    return rows[0]?.setAside ?? false;
  }
}
