import type { DataSource, EntityManager } from 'typeorm';

export interface PaymentMethodRow {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  gatewayToken: string;
  createdAt: Date;
}

const COLUMNS = `id, brand, last4, exp_month AS "expMonth", exp_year AS "expYear", is_default AS "isDefault", gateway_token AS "gatewayToken", created_at AS "createdAt"`;

export class PaymentMethodRepository {
  constructor(private readonly dataSource: DataSource) {}

  listForUser(userId: string): Promise<PaymentMethodRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM payment_methods WHERE user_id = $1 AND removed_at IS NULL ORDER BY is_default DESC, created_at DESC`,
      [userId],
    );
  }

  async findForUser(userId: string, id: string): Promise<PaymentMethodRow | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [row] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM payment_methods WHERE user_id = $1 AND id = $2 AND removed_at IS NULL`,
      [userId, id],
    );
    return row ?? null;
  }

  async customerId(userId: string): Promise<string | null> {
    const [row] = await this.dataSource.query(`SELECT gateway_customer_id FROM users WHERE id = $1`, [userId]);
    return row?.gateway_customer_id ?? null;
  }

  async setCustomerId(userId: string, customerId: string): Promise<string> {
    // First writer wins, so two tabs adding a card at once share one gateway customer.
    const [rows]: [{ gateway_customer_id: string }[], number] = await this.dataSource.query(
      `UPDATE users SET gateway_customer_id = COALESCE(gateway_customer_id, $2) WHERE id = $1 RETURNING gateway_customer_id`,
      [userId, customerId],
    );
    return rows[0]!.gateway_customer_id;
  }

  /** Adds a method; the first one (or one asked for) becomes the default, in one transaction. */
  async insert(
    userId: string,
    m: { gatewayToken: string; brand: string; last4: string; expMonth: number; expYear: number },
    makeDefault: boolean,
  ): Promise<PaymentMethodRow> {
    return this.dataSource.transaction(async (em) => {
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('payment_methods:' || $1))`, [userId]);
      const [{ n }] = await em.query(`SELECT count(*)::int AS n FROM payment_methods WHERE user_id = $1 AND removed_at IS NULL`, [userId]);
      const isDefault = makeDefault || n === 0;
      if (isDefault) await this.clearDefault(em, userId);
      const [row] = await em.query(
        `INSERT INTO payment_methods (user_id, gateway_token, brand, last4, exp_month, exp_year, is_default)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
        [userId, m.gatewayToken, m.brand, m.last4, m.expMonth, m.expYear, isDefault],
      );
      return row;
    });
  }

  async setDefault(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      await this.clearDefault(em, userId);
      await em.query(`UPDATE payment_methods SET is_default = true WHERE user_id = $1 AND id = $2 AND removed_at IS NULL`, [userId, id]);
    });
  }

  /** Removes a method; when it was the default, the newest remaining one takes its place. */
  async remove(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      await em.query(`UPDATE payment_methods SET removed_at = now(), is_default = false WHERE user_id = $1 AND id = $2`, [userId, id]);
      await em.query(
        `UPDATE payment_methods SET is_default = true WHERE id = (
           SELECT id FROM payment_methods WHERE user_id = $1 AND removed_at IS NULL ORDER BY created_at DESC LIMIT 1)
         AND NOT EXISTS (SELECT 1 FROM payment_methods WHERE user_id = $1 AND removed_at IS NULL AND is_default)`,
        [userId],
      );
    });
  }

  private async clearDefault(em: EntityManager, userId: string): Promise<void> {
    await em.query(`UPDATE payment_methods SET is_default = false WHERE user_id = $1 AND is_default`, [userId]);
  }
}
