import type { DataSource, EntityManager } from 'typeorm';

export class PasswordResetRepository {
  constructor(private readonly dataSource: DataSource) {}

  async create(userId: string, tokenHash: Buffer, ttlMs: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [tokenHash, userId, ttlMs / 1000],
    );
  }

  /**
   * Uses the token and, in the same transaction, runs `apply` for its user (setting the new password,
   * through the users module: the one writer of users). The UPDATE … WHERE used_at IS NULL makes the
   * token single-use even when two requests race. Returns the user id, or null.
   */
  async consume(tokenHash: Buffer, apply: (em: EntityManager, userId: string) => Promise<void>): Promise<string | null> {
    return this.dataSource.transaction(async (em) => {
      // TypeORM answers an UPDATE with [rows, affected count].
      const [rows]: [{ user_id: string }[], number] = await em.query(
        `UPDATE password_reset_tokens SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING user_id`,
        [tokenHash],
      );
      const userId = rows[0]?.user_id;
      if (!userId) return null;
      await apply(em, userId);
      // Any other outstanding link for this account is void once the password changed.
      await em.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
      return userId;
    });
  }
}
