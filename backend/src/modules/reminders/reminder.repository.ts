import type { DataSource, EntityManager } from 'typeorm';
import type { ReminderAudience } from '@fairway/shared';
import { WeeklyReminder, WeeklyReminderRecipient, WeeklyReminderRun } from './reminder.entity.js';
import { MAX_SEND_ATTEMPTS } from './reminder.rules.js';

export type ReminderFields = Pick<
  WeeklyReminder,
  'name' | 'audience' | 'leagueId' | 'locationId' | 'weekday' | 'minuteOfDay' | 'subject' | 'body' | 'active' | 'nextRunAt'
>;

export interface ReminderWithVenue extends WeeklyReminder {
  locationName: string;
  timeZone: string;
}

export interface RunSummary {
  id: string;
  reminderId: string;
  weekKey: string;
  trigger: 'schedule' | 'manual';
  subject: string;
  startedAt: Date;
  recipientCount: number;
  sent: number;
  failed: number;
  pending: number;
  skipped: number;
}

export interface RecipientRow {
  id: string;
  userId: string;
  name: string;
  email: string;
  status: WeeklyReminderRecipient['status'];
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
  sentAt: Date | null;
}

/** A claimed recipient with what its e-mail needs. */
export interface ClaimedRecipient {
  id: string;
  userId: string;
  email: string;
  attempts: number;
  subject: string;
  body: string;
  reminderLocationName: string;
  /** Whether the person may still get it: not disabled, not opted out since the run started. */
  eligible: boolean;
}

/** A recipient's placeholder sources: their name, their venue, their next booking. */
export interface RecipientFacts {
  userId: string;
  firstName: string;
  preferredLocationName: string | null;
  nextBooking: { startsAt: Date; endsAt: Date; timeZone: string; locationName: string; bayName: string } | null;
}

// Who an audience is, over users u. Disabled and opted-out accounts are never in one.
const AUDIENCE_SQL: Record<ReminderAudience, string> = {
  all_users: 'TRUE',
  birdie_members: `u.membership_type = 'Birdie'`,
  // The league's active players, as the leagues module names them ($5; none without a league).
  league_players: 'u.id = ANY($5::uuid[])',
  upcoming_bookings: `EXISTS (SELECT 1 FROM bookings b WHERE b.user_id = u.id AND b.status = 'confirmed'
    AND b.starts_at >= $4 AND b.starts_at < $4::timestamptz + interval '7 days')`,
};

/** TypeORM answers an UPDATE … RETURNING with [rows, rowCount]: the rows. */
function returned<T>(result: unknown): T[] {
  return (result as [T[], number])[0];
}

/** The one writer of the weekly reminder tables. */
export class ReminderRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  private em(em?: EntityManager): EntityManager {
    return em ?? this.dataSource.manager;
  }

  async list(): Promise<ReminderWithVenue[]> {
    return this.withVenue(`ORDER BY r.active DESC, r.next_run_at NULLS LAST, r.name`);
  }

  async find(id: string, em?: EntityManager, lock = false): Promise<ReminderWithVenue | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [row] = await this.withVenue(`WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`, [id], em);
    return row ?? null;
  }

  private async withVenue(tail: string, params: unknown[] = [], em?: EntityManager): Promise<ReminderWithVenue[]> {
    const rows: Record<string, unknown>[] = await this.em(em).query(
      `SELECT r.id, r.name, r.audience, r.league_id AS "leagueId", r.location_id AS "locationId", r.weekday, r.minute_of_day AS "minuteOfDay",
         r.subject, r.body, r.active, r.next_run_at AS "nextRunAt", r.created_at AS "createdAt", r.updated_at AS "updatedAt",
         l.name AS "locationName", l.time_zone AS "timeZone"
       FROM weekly_reminders r JOIN locations l ON l.id = r.location_id ${tail}`,
      params,
    );
    return rows as unknown as ReminderWithVenue[];
  }

  async locationZone(locationId: string): Promise<{ name: string; timeZone: string } | null> {
    if (!/^[0-9a-f-]{36}$/i.test(locationId)) return null;
    const [row] = await this.dataSource.query(`SELECT name, time_zone AS "timeZone" FROM locations WHERE id = $1`, [locationId]);
    return row ?? null;
  }

  async insert(fields: ReminderFields): Promise<string> {
    const saved = await this.dataSource.getRepository(WeeklyReminder).save(this.dataSource.getRepository(WeeklyReminder).create(fields));
    return saved.id;
  }

  async update(id: string, fields: Partial<ReminderFields>, em?: EntityManager): Promise<void> {
    await this.em(em).getRepository(WeeklyReminder).update({ id }, fields);
  }

  /**
   * Active reminders whose run is due, locked for this transaction; another instance's tick skips
   * the locked ones (SKIP LOCKED) and, once this one commits, finds them no longer due.
   */
  async lockDue(now: Date, em: EntityManager): Promise<ReminderWithVenue[]> {
    return this.withVenue(`WHERE r.active AND r.next_run_at <= $1 ORDER BY r.next_run_at FOR UPDATE OF r SKIP LOCKED`, [now], em);
  }

  /** A new run, or null when the week's scheduled run exists already (another instance made it). */
  async insertRun(
    run: Pick<WeeklyReminderRun, 'reminderId' | 'weekKey' | 'trigger' | 'subject' | 'body' | 'startedAt' | 'startedBy'>,
    em: EntityManager,
  ): Promise<string | null> {
    const rows: { id: string }[] = await em.query(
      `INSERT INTO weekly_reminder_runs (reminder_id, week_key, trigger, subject, body, started_at, started_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
      [run.reminderId, run.weekKey, run.trigger, run.subject, run.body, run.startedAt, run.startedBy],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * The run's recipients: the audience as of `now`, less anyone who already has this reminder's
   * week (the unique key), less disabled and opted-out accounts. Answers how many were added.
   */
  async addAudience(
    run: { id: string; reminderId: string; weekKey: string; audience: ReminderAudience },
    now: Date,
    em: EntityManager,
    /** league_players: the league's active players (ReminderService asks the leagues module). */
    leaguePlayerIds: readonly string[] = [],
  ): Promise<number> {
    const rows = await em.query(
      `WITH added AS (
         INSERT INTO weekly_reminder_recipients (run_id, reminder_id, week_key, user_id, email, next_attempt_at)
         SELECT $1, $2, $3, u.id, u.email, $4 FROM users u
         WHERE u.disabled_at IS NULL AND u.reminders_opted_out_at IS NULL AND (${AUDIENCE_SQL[run.audience]})
         ON CONFLICT (reminder_id, week_key, user_id) DO NOTHING RETURNING 1)
       UPDATE weekly_reminder_runs SET recipient_count = (SELECT count(*) FROM added) WHERE id = $1 RETURNING recipient_count`,
      run.audience === 'league_players'
        ? [run.id, run.reminderId, run.weekKey, now, leaguePlayerIds]
        : [run.id, run.reminderId, run.weekKey, now],
    );
    return Number(returned<{ recipient_count: number }>(rows)[0]?.recipient_count ?? 0);
  }

  /**
   * Claims up to `limit` recipients that are due (new ones, and failed ones whose retry time has
   * come) by marking them `sending`; concurrent claimers skip each other's rows, so each recipient
   * is in one claim. Rows left `sending` by a crashed instance are not claimed again: their mail
   * may have gone out, and twice is worse than once late (see `settleInterrupted`).
   */
  async claimDue(now: Date, limit: number): Promise<ClaimedRecipient[]> {
    const result = await this.dataSource.query(
      `WITH due AS (
         SELECT id FROM weekly_reminder_recipients
         WHERE next_attempt_at <= $1 AND (status = 'pending' OR (status = 'failed' AND attempts < $3))
         ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
       UPDATE weekly_reminder_recipients x SET status = 'sending', claimed_at = $1, attempts = x.attempts + 1
       FROM due, weekly_reminder_runs run, users u, weekly_reminders r, locations l
       WHERE x.id = due.id AND run.id = x.run_id AND u.id = x.user_id AND r.id = x.reminder_id AND l.id = r.location_id
       RETURNING x.id, x.user_id AS "userId", x.email, x.attempts, run.subject, run.body, l.name AS "reminderLocationName",
         (u.disabled_at IS NULL AND u.reminders_opted_out_at IS NULL) AS eligible`,
      [now, limit, MAX_SEND_ATTEMPTS],
    );
    return returned<ClaimedRecipient>(result);
  }

  /** Rows a crashed sender left `sending` for over 15 minutes: failed, not retried (the mail may have gone). */
  async settleInterrupted(now: Date): Promise<number> {
    const rows = await this.dataSource.query(
      `UPDATE weekly_reminder_recipients SET status = 'failed', next_attempt_at = NULL,
         last_error = 'Interrupted while sending; not retried, as it may have gone out.'
       WHERE status = 'sending' AND claimed_at < $1::timestamptz - interval '15 minutes' RETURNING 1`,
      [now],
    );
    return returned(rows).length;
  }

  /** A retried recipient keeps the last error it had: the log shows what went wrong before. */
  async markSent(id: string, at: Date): Promise<void> {
    await this.dataSource.getRepository(WeeklyReminderRecipient).update({ id }, { status: 'sent', sentAt: at, nextAttemptAt: null });
  }

  async markFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
    await this.dataSource
      .getRepository(WeeklyReminderRecipient)
      .update({ id }, { status: 'failed', lastError: error, nextAttemptAt: retryAt });
  }

  async markSkipped(id: string, reason: string): Promise<void> {
    await this.dataSource
      .getRepository(WeeklyReminderRecipient)
      .update({ id }, { status: 'skipped', lastError: reason, nextAttemptAt: null });
  }

  /** Whether any recipient is due now (a tick then delivers). */
  async anyDue(now: Date): Promise<boolean> {
    const [row] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM weekly_reminder_recipients WHERE next_attempt_at <= $1
         AND (status = 'pending' OR (status = 'failed' AND attempts < $2))) AS due`,
      [now, MAX_SEND_ATTEMPTS],
    );
    return row.due;
  }

  /** The placeholder facts of some users: first name, preferred venue, next confirmed booking after `now`. */
  async recipientFacts(userIds: string[], now: Date): Promise<RecipientFacts[]> {
    const rows: (Omit<RecipientFacts, 'nextBooking'> & { nb: RecipientFacts['nextBooking'] & { startsAt: string; endsAt: string } })[] =
      await this.dataSource.query(
        `SELECT u.id AS "userId", u.first_name AS "firstName", pl.name AS "preferredLocationName",
           (SELECT json_build_object('startsAt', b.starts_at, 'endsAt', b.ends_at, 'timeZone', l.time_zone, 'locationName', l.name, 'bayName', bay.name)
            FROM bookings b JOIN locations l ON l.id = b.location_id JOIN bays bay ON bay.id = b.bay_id
            WHERE b.user_id = u.id AND b.status = 'confirmed' AND b.starts_at > $2 ORDER BY b.starts_at LIMIT 1) AS nb
         FROM users u LEFT JOIN locations pl ON pl.slug = u.preferred_location WHERE u.id = ANY($1::uuid[])`,
        [userIds, now],
      );
    return rows.map(({ nb, ...r }) => ({
      ...r,
      nextBooking: nb ? { ...nb, startsAt: new Date(nb.startsAt), endsAt: new Date(nb.endsAt) } : null,
    }));
  }

  /** Someone to preview for: their e-mail too. */
  async userEmail(userId: string): Promise<string | null> {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    const [row] = await this.dataSource.query(`SELECT email FROM users WHERE id = $1`, [userId]);
    return row?.email ?? null;
  }

  /** A reminder's runs, newest first, with their recipients counted by status. */
  async runs(reminderId: string | null, limit: number): Promise<RunSummary[]> {
    const rows: RunSummary[] = await this.dataSource.query(
      `SELECT run.id, run.reminder_id AS "reminderId", run.week_key AS "weekKey", run.trigger, run.subject, run.started_at AS "startedAt",
         run.recipient_count AS "recipientCount",
         count(x.id) FILTER (WHERE x.status = 'sent')::int AS sent,
         count(x.id) FILTER (WHERE x.status = 'failed')::int AS failed,
         count(x.id) FILTER (WHERE x.status IN ('pending', 'sending'))::int AS pending,
         count(x.id) FILTER (WHERE x.status = 'skipped')::int AS skipped
       FROM weekly_reminder_runs run LEFT JOIN weekly_reminder_recipients x ON x.run_id = run.id
       WHERE ($1::uuid IS NULL OR run.reminder_id = $1)
       GROUP BY run.id ORDER BY run.started_at DESC LIMIT $2`,
      [reminderId, limit],
    );
    return rows;
  }

  /** The latest run of each of some reminders. */
  async lastRuns(reminderIds: string[]): Promise<RunSummary[]> {
    if (reminderIds.length === 0) return [];
    return this.dataSource.query(
      `SELECT DISTINCT ON (run.reminder_id) run.id, run.reminder_id AS "reminderId", run.week_key AS "weekKey", run.trigger, run.subject,
         run.started_at AS "startedAt", run.recipient_count AS "recipientCount",
         (SELECT count(*) FROM weekly_reminder_recipients x WHERE x.run_id = run.id AND x.status = 'sent')::int AS sent,
         (SELECT count(*) FROM weekly_reminder_recipients x WHERE x.run_id = run.id AND x.status = 'failed')::int AS failed,
         (SELECT count(*) FROM weekly_reminder_recipients x WHERE x.run_id = run.id AND x.status IN ('pending', 'sending'))::int AS pending,
         (SELECT count(*) FROM weekly_reminder_recipients x WHERE x.run_id = run.id AND x.status = 'skipped')::int AS skipped
       FROM weekly_reminder_runs run WHERE run.reminder_id = ANY($1::uuid[]) ORDER BY run.reminder_id, run.started_at DESC`,
      [reminderIds],
    );
  }

  async recipients(runId: string): Promise<RecipientRow[]> {
    if (!/^[0-9a-f-]{36}$/i.test(runId)) return [];
    return this.dataSource.query(
      `SELECT x.id, x.user_id AS "userId", u.first_name || ' ' || u.last_name AS name, x.email, x.status, x.attempts,
         x.last_error AS "lastError", x.next_attempt_at AS "nextAttemptAt", x.sent_at AS "sentAt"
       FROM weekly_reminder_recipients x JOIN users u ON u.id = x.user_id WHERE x.run_id = $1
       ORDER BY x.status = 'failed' DESC, x.email`,
      [runId],
    );
  }
}
