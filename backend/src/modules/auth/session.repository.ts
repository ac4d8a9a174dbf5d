import type { DataSource } from 'typeorm';

/** The session store's table, for ending a user's sessions server-side. */
export class SessionRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Ends every session of the user except the one given (the caller's own, when it stays). */
  async deleteForUser(userId: string, exceptSid?: string): Promise<number> {
    const result = await this.dataSource.query(`DELETE FROM sessions WHERE sess ->> 'userId' = $1 AND ($2::text IS NULL OR sid <> $2)`, [
      userId,
      exceptSid ?? null,
    ]);
    return result[1] ?? 0;
  }
}
