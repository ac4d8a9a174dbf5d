import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { isUuid } from '../../shared/ids.js';
import { PaymentMethod } from './payment.entity.js';

/** A saved method as the services read it (never its owner's other data). */
export type PaymentMethodRow = Pick<
  PaymentMethod,
  'id' | 'brand' | 'last4' | 'expMonth' | 'expYear' | 'isDefault' | 'gatewayToken' | 'createdAt'
>;

const SELECT = { id: true, brand: true, last4: true, expMonth: true, expYear: true, isDefault: true, gatewayToken: true, createdAt: true };

/** The one writer of `payment_methods`. */
export class PaymentMethodRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(em?: EntityManager) {
    return (em ?? this.dataSource.manager).getRepository(PaymentMethod);
  }

  listForUser(userId: string): Promise<PaymentMethodRow[]> {
    return this.repo().find({ select: SELECT, where: { userId, removedAt: IsNull() }, order: { isDefault: 'DESC', createdAt: 'DESC' } });
  }

  findForUser(userId: string, id: string): Promise<PaymentMethodRow | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.repo().findOne({ select: SELECT, where: { userId, id, removedAt: IsNull() } });
  }

  /** The card renewals charge: the user's default method, or null. */
  defaultForUser(userId: string): Promise<PaymentMethodRow | null> {
    return this.repo().findOne({ select: SELECT, where: { userId, isDefault: true, removedAt: IsNull() } });
  }

  /**
   * Adds a method; the first one (or one asked for) becomes the default, in one transaction. The
   * same processor card added again (a retried checkout) is the one already saved.
   */
  async insert(
    userId: string,
    m: { gatewayToken: string; brand: string; last4: string; expMonth: number; expYear: number },
    makeDefault: boolean,
    /** The caller's transaction (a checkout keeps the card that paid in the one that confirms it). */
    inTransaction?: EntityManager,
  ): Promise<PaymentMethodRow> {
    const run = async (em: EntityManager) => {
      await this.lock(em, userId);
      const existing = await this.repo(em).findOne({
        select: SELECT,
        where: { userId, gatewayToken: m.gatewayToken, removedAt: IsNull() },
      });
      if (existing && !(makeDefault && !existing.isDefault)) return existing;
      if (existing) {
        await this.clearDefault(em, userId);
        await this.repo(em).update({ id: existing.id }, { isDefault: true });
        return { ...existing, isDefault: true };
      }
      const n = await this.repo(em).countBy({ userId, removedAt: IsNull() });
      const isDefault = makeDefault || n === 0;
      if (isDefault) await this.clearDefault(em, userId);
      const saved = await this.repo(em).save(this.repo(em).create({ userId, ...m, isDefault }));
      return this.repo(em).findOneOrFail({ select: SELECT, where: { id: saved.id } });
    };
    return inTransaction ? run(inTransaction) : this.dataSource.transaction(run);
  }

  async setDefault(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      await this.lock(em, userId);
      await this.clearDefault(em, userId);
      await this.repo(em).update({ userId, id, removedAt: IsNull() }, { isDefault: true });
    });
  }

  /** Removes a method; when it was the default, the newest remaining one takes its place. */
  async remove(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      await this.lock(em, userId);
      await this.repo(em).update({ userId, id }, { removedAt: () => 'now()', isDefault: false });
      const hasDefault = await this.repo(em).existsBy({ userId, removedAt: IsNull(), isDefault: true });
      if (hasDefault) return;
      const newest = await this.repo(em).findOne({
        select: { id: true },
        where: { userId, removedAt: IsNull() },
        order: { createdAt: 'DESC' },
      });
      if (newest) await this.repo(em).update({ id: newest.id }, { isDefault: true });
    });
  }

  /**
   * Serialises one user's changes to their methods until the transaction ends, so "the first card
   * becomes the default" and "the newest takes over the default" hold when two tabs act at once.
   * Raw SQL: an advisory lock has no query-builder form.
   */
  private async lock(em: EntityManager, userId: string): Promise<void> {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('payment_methods:' || $1))`, [userId]);
  }

  private async clearDefault(em: EntityManager, userId: string): Promise<void> {
    await this.repo(em).update({ userId, isDefault: true }, { isDefault: false });
  }
}
