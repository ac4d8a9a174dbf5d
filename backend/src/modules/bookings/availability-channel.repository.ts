import type pg from 'pg';

/**
 * The `availability` notification channel on the feed's own connection (a LISTEN lives on one session,
 * so these take that client rather than the pool). Triggers and repositories send the changes themselves.
 */
export const availabilityChannel = {
  async listen(client: pg.Client): Promise<void> {
    await client.query('LISTEN availability');
  },

  /** A marker on the channel: it arrives after every change committed before it (notifications keep commit order). */
  async sendSyncMarker(client: pg.Client, id: string): Promise<void> {
    await client.query(`SELECT pg_notify('availability', $1)`, [JSON.stringify({ sync: id })]);
  },
};
