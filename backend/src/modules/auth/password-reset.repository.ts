import type { DataSource } from 'typeorm';

export class PasswordResetRepository {
  constructor(private readonly dataSource: DataSource) {}

  async create(userId: string, tokenHash: Buffer, ttlMs: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [tokenHash, userId, ttlMs / 1000],
    );
  }

  /**
   * Uses the token and sets the new password in one transaction. The UPDATE … WHERE used_at IS NULL
   * makes the token single-use even when two requests race. Returns the user id, or null.
   */
  async consume(tokenHash: Buffer, passwordHash: string): Promise<string | null> {
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
      await em.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [userId, passwordHash]);
      // Any other outstanding link for this account is void once the password changed.
      await em.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
      return userId;
    });
  }
}
