import { minuteOfDay, weeklyReminderInput, type PlaceholderValues } from '@fairway/shared';
import { AppError } from '../../shared/app-error.js';
import type { Logger } from '../../shared/logger.js';
import { parseInput } from '../../shared/validation.js';
import { QUEUES, type JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import type { User } from '../users/user.entity.js';
import type { UserService } from '../users/user.service.js';
import { placeholderValues, reminderMail } from './reminder-mail.js';
import type { ClaimedRecipient, RecipientRow, ReminderRepository, ReminderWithVenue, RunSummary } from './reminder.repository.js';
import { MAX_SEND_ATTEMPTS, nextRunAt, retryAt, weekKey } from './reminder.rules.js';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

/** Recipients claimed and sent together; the pooled transport spreads them over its connections. */
const BATCH_SIZE = 25;
/** Batches one delivery job sends before it hands the rest to a fresh job (other queues get a turn). */
const BATCHES_PER_JOB = 20;
/** A scheduled run found this late (the app was down) is skipped, not sent days out of place. */
const LATEST_START_MS = 6 * 3600_000;

export interface ReminderView extends ReminderWithVenue {
  lastRun: RunSummary | null;
}

export interface ReminderServiceDeps {
  repo: ReminderRepository;
  users: UserService;
  /** The pooled bulk transport (weekly reminders only; transactional mail has its own). */
  mailer: Mailer;
  jobs: JobQueue;
  logger: Logger;
  appOrigin: string;
  /** The address part of MAIL_FROM: the mailto: of List-Unsubscribe. */
  senderAddress: string;
  unsubscribeSecret: string;
  /** A league's active players (the league_players audience), from the leagues module's service. */
  leaguePlayers: (leagueId: string) => Promise<string[]>;
  now?: () => Date;
}

/**
 * Weekly reminders: admins write them, a per-minute queue tick starts each due run once (a row lock
 * and a unique scheduled run per week), and delivery claims recipients in batches, each person at
 * most once per reminder and week (a unique key), retrying failures later.
 */
export class ReminderService {
  constructor(private readonly deps: ReminderServiceDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async list(): Promise<ReminderView[]> {
    const reminders = await this.deps.repo.list();
    const last = new Map((await this.deps.repo.lastRuns(reminders.map((r) => r.id))).map((r) => [r.reminderId, r]));
    return reminders.map((r) => Object.assign(r, { lastRun: last.get(r.id) ?? null }));
  }

  async get(id: string): Promise<ReminderView> {
    const reminder = await this.deps.repo.find(id);
    if (!reminder) throw new AppError('NOT_FOUND', 'That reminder no longer exists.');
    const [last] = await this.deps.repo.lastRuns([id]);
    return Object.assign(reminder, { lastRun: last ?? null });
  }

  private async fields(input: unknown) {
    const v = parseInput(weeklyReminderInput, input);
    const venue = await this.deps.repo.locationZone(v.locationId);
    if (!venue) throw new AppError('VALIDATION', 'Please choose one of our locations.', { field: 'locationId' });
    const minute = minuteOfDay(v.time);
    return {
      name: v.name,
      audience: v.audience,
      leagueId: v.audience === 'league_players' ? (v.leagueId ?? null) : null,
      locationId: v.locationId,
      weekday: v.weekday,
      minuteOfDay: minute,
      subject: v.subject,
      body: v.body,
      active: v.active,
      nextRunAt: v.active ? nextRunAt({ weekday: v.weekday, minuteOfDay: minute, timeZone: venue.timeZone }, this.now()) : null,
    };
  }

  async create(input: unknown): Promise<ReminderView> {
    return this.get(await this.deps.repo.insert(await this.fields(input)));
  }

  /** Saving recomputes the next run from now (a changed day or time takes effect at once). */
  async update(id: string, input: unknown): Promise<ReminderView> {
    await this.get(id);
    await this.deps.repo.update(id, await this.fields(input));
    return this.get(id);
  }

  /** Pause (no next run) or resume (the next occurrence from now: a paused week is not made up). */
  async setActive(id: string, active: boolean): Promise<ReminderView> {
    const r = await this.get(id);
    await this.deps.repo.update(id, {
      active,
      nextRunAt: active ? nextRunAt({ weekday: r.weekday, minuteOfDay: r.minuteOfDay, timeZone: r.timeZone }, this.now()) : null,
    });
    return this.get(id);
  }

  /**
   * "Send now": this week's run at once, to the audience as it is now, less anyone who already has
   * this week's (a scheduled run later this week then reaches only people added since).
   */
  async sendNow(id: string, admin: User | null): Promise<RunSummary> {
    const now = this.now();
    const runId = await this.deps.repo.transaction(async (em) => {
      const r = await this.deps.repo.find(id, em, true);
      if (!r) throw new AppError('NOT_FOUND', 'That reminder no longer exists.');
      const week = weekKey(now, r.timeZone);
      const run = await this.deps.repo.insertRun(
        {
          reminderId: r.id,
          weekKey: week,
          trigger: 'manual',
          subject: r.subject,
          body: r.body,
          startedAt: now,
          startedBy: admin?.id ?? null,
        },
        em,
      );
      await this.deps.repo.addAudience(
        { id: run!, reminderId: r.id, weekKey: week, audience: r.audience },
        now,
        em,
        await this.leaguePlayersOf(r),
      );
      return run!;
    });
    await this.deps.jobs.send(QUEUES.weeklyRemindersDeliver, {});
    const [summary] = (await this.deps.repo.runs(id, 50)).filter((s) => s.id === runId);
    return summary!;
  }

  /** The league_players audience's people: the league's active players (nobody without a league). */
  private async leaguePlayersOf(r: { audience: string; leagueId: string | null }): Promise<string[]> {
    return r.audience === 'league_players' && r.leagueId ? this.deps.leaguePlayers(r.leagueId) : [];
  }

  /** The queue's per-minute tick: start what is due, then deliver what is due. */
  async tick(): Promise<void> {
    await this.startDueRuns();
    await this.deliver();
  }

  /**
   * Starts every due scheduled run once, however many instances tick at once: the reminder rows
   * are locked (others skip them), the week's scheduled run is unique, and the next run moves on
   * in the same transaction. Answers the runs started.
   */
  async startDueRuns(): Promise<string[]> {
    const now = this.now();
    return this.deps.repo.transaction(async (em) => {
      const started: string[] = [];
      for (const r of await this.deps.repo.lockDue(now, em)) {
        const due = r.nextRunAt!;
        const schedule = { weekday: r.weekday, minuteOfDay: r.minuteOfDay, timeZone: r.timeZone };
        await this.deps.repo.update(r.id, { nextRunAt: nextRunAt(schedule, now) }, em);
        if (now.getTime() - due.getTime() > LATEST_START_MS) {
          this.deps.logger.warn({ reminderId: r.id, due }, 'weekly reminder skipped: its time passed while the app was down');
          continue;
        }
        const week = weekKey(due, r.timeZone);
        const run = await this.deps.repo.insertRun(
          { reminderId: r.id, weekKey: week, trigger: 'schedule', subject: r.subject, body: r.body, startedAt: now, startedBy: null },
          em,
        );
        if (!run) continue;
        const count = await this.deps.repo.addAudience(
          { id: run, reminderId: r.id, weekKey: week, audience: r.audience },
          now,
          em,
          await this.leaguePlayersOf(r),
        );
        this.deps.logger.info({ reminderId: r.id, runId: run, week, recipients: count }, 'weekly reminder run started');
        started.push(run);
      }
      return started;
    });
  }

  /**
   * Sends what is due (new recipients, and failed ones whose retry time has come) in batches over
   * the pooled transport. Answers how many were sent; a job with more left hands on to a new one.
   */
  async deliver(): Promise<number> {
    await this.deps.repo.settleInterrupted(this.now());
    let sent = 0;
    for (let i = 0; i < BATCHES_PER_JOB; i++) {
      const batch = await this.deps.repo.claimDue(this.now(), BATCH_SIZE);
      if (batch.length === 0) return sent;
      sent += await this.sendBatch(batch);
    }
    if (await this.deps.repo.anyDue(this.now())) await this.deps.jobs.send(QUEUES.weeklyRemindersDeliver, {});
    return sent;
  }

  private async sendBatch(batch: ClaimedRecipient[]): Promise<number> {
    const facts = new Map(
      (
        await this.deps.repo.recipientFacts(
          batch.map((b) => b.userId),
          this.now(),
        )
      ).map((f) => [f.userId, f]),
    );
    const results = await Promise.all(
      batch.map(async (r) => {
        const f = facts.get(r.userId);
        if (!r.eligible || !f) {
          await this.deps.repo.markSkipped(r.id, 'Unsubscribed or disabled before it was sent.');
          return 0;
        }
        try {
          await this.deps.mailer.send(this.mailFor(r.email, r.subject, r.body, r.userId, placeholderValues(f, r.reminderLocationName)));
          await this.deps.repo.markSent(r.id, this.now());
          return 1;
        } catch (err) {
          const message = (err as Error).message?.slice(0, 500) || String(err);
          const retry = r.attempts < MAX_SEND_ATTEMPTS ? retryAt(r.attempts, this.now()) : null;
          this.deps.logger.warn({ recipientId: r.id, attempts: r.attempts, retry, err: message }, 'weekly reminder not sent');
          await this.deps.repo.markFailed(r.id, message, retry);
          return 0;
        }
      }),
    );
    return results.reduce<number>((a, b) => a + b, 0);
  }

  private mailFor(to: string, subject: string, body: string, userId: string, values: PlaceholderValues) {
    const token = unsubscribeToken(userId, this.deps.unsubscribeSecret);
    return reminderMail({
      to,
      subject,
      body,
      values,
      unsubscribeUrl: `${this.deps.appOrigin}/unsubscribe?token=${token}`,
      unsubscribeMailto: `mailto:${this.deps.senderAddress}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`,
    });
  }

  /** The placeholder values of one person (the editor's live preview renders the draft with them). */
  async previewValues(userId: string, locationId: string): Promise<PlaceholderValues & { email: string }> {
    const email = await this.deps.repo.userEmail(userId);
    const venue = await this.deps.repo.locationZone(locationId);
    if (!email) throw new AppError('NOT_FOUND', 'That account no longer exists.');
    if (!venue) throw new AppError('VALIDATION', 'Please choose one of our locations.', { field: 'locationId' });
    const [facts] = await this.deps.repo.recipientFacts([userId], this.now());
    return { email, ...placeholderValues(facts!, venue.name) };
  }

  runs(reminderId: string | null): Promise<RunSummary[]> {
    return this.deps.repo.runs(reminderId && /^[0-9a-f-]{36}$/i.test(reminderId) ? reminderId : null, 50);
  }

  recipients(runId: string): Promise<RecipientRow[]> {
    return this.deps.repo.recipients(runId);
  }

  /** One-click unsubscribe (no sign-in): the signed token names the account. False for a bad link. */
  async unsubscribe(token: unknown): Promise<boolean> {
    const userId = verifyUnsubscribeToken(token, this.deps.unsubscribeSecret);
    if (!userId) return false;
    const user = await this.deps.users.findAny(userId);
    if (!user) return false;
    if (!user.remindersOptedOutAt) await this.deps.users.setRemindersOptOut(userId, true);
    return true;
  }

  /** Whether a token is one of ours (the confirm page says so before anyone presses the button). */
  isValidToken(token: unknown): boolean {
    return verifyUnsubscribeToken(token, this.deps.unsubscribeSecret) !== null;
  }
}
