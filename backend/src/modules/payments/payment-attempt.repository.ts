import { In, LessThan, type DataSource, type EntityManager } from 'typeorm';
import { PaymentAttempt, type AttemptPurpose, type AttemptStatus } from './payment.entity.js';

export type AttemptRow = PaymentAttempt;

/** Attempts still waiting on someone: the customer's bank, the confirming transaction, or a webhook. */
export const OPEN_STATUSES: AttemptStatus[] = ['creating', 'action_required', 'authorized'];

/** The one writer of `payment_attempts`. */
export class PaymentAttemptRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(em?: EntityManager) {
    return (em ?? this.dataSource.manager).getRepository(PaymentAttempt);
  }

  byKey(processorKey: string): Promise<AttemptRow | null> {
    return this.repo().findOneBy({ processorKey });
  }

  byIntent(intentId: string): Promise<AttemptRow | null> {
    return this.repo().findOneBy({ intentId });
  }

  byId(id: string, em?: EntityManager): Promise<AttemptRow | null> {
    return this.repo(em).findOneBy({ id });
  }

  /**
   * The attempt for this key, made now unless it exists: two requests with one key share one row
   * (and so one intent, the processor's idempotency key being the same).
   */
  async claim(a: Pick<AttemptRow, 'userId' | 'purpose' | 'purchaseId' | 'processorKey' | 'amountCents' | 'saveCard' | 'makeDefault'>) {
    await this.repo()
      .createQueryBuilder()
      .insert()
      .values({ ...a, status: 'creating' })
      .orIgnore()
      .execute();
    return (await this.byKey(a.processorKey))!;
  }

  async update(id: string, set: Partial<Pick<AttemptRow, 'intentId' | 'status' | 'failure'>>, em?: EntityManager): Promise<void> {
    await this.repo(em).update({ id }, set);
  }

  /** Locks the attempt for the transaction that settles it: a webhook and the customer's retry settle it once. */
  lock(em: EntityManager, id: string): Promise<AttemptRow | null> {
    return this.repo(em).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Open attempts created before `before`, oldest first. */
  openBefore(before: Date, limit = 100): Promise<AttemptRow[]> {
    return this.repo().find({
      where: { status: In(OPEN_STATUSES), createdAt: LessThan(before) },
      order: { createdAt: 'ASC' },
      take: limit,
    });
  }

  /** The purchase's newest attempt in one of these states. */
  latest(purpose: AttemptPurpose, purchaseId: string, statuses: AttemptStatus[]): Promise<AttemptRow | null> {
    return this.repo().findOne({ where: { purpose, purchaseId, status: In(statuses) }, order: { createdAt: 'DESC' } });
  }
}
