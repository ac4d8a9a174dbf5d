import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ReminderAudience } from '@fairway/shared';

/** A weekly reminder an admin wrote (`weekly_reminders`); its clock is its location's time zone. */
@Entity('weekly_reminders')
export class WeeklyReminder {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  audience: ReminderAudience;

  /** The league whose players get it (audience league_players): its active players in paid entries. */
  @Column({ name: 'league_id', type: 'uuid', nullable: true })
  leagueId: string | null;

  @Column({ name: 'location_id', type: 'uuid' })
  locationId: string;

  /** ISO weekday, 1 = Monday … 7 = Sunday, in the location's zone. */
  @Column({ type: 'smallint' })
  weekday: number;

  @Column({ name: 'minute_of_day', type: 'smallint' })
  minuteOfDay: number;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  /** Paused reminders keep their schedule but have no next run. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** The next scheduled run; null while paused. Advanced in the transaction that starts a run. */
  @Column({ name: 'next_run_at', type: 'timestamptz', nullable: true })
  nextRunAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** One sending of a reminder (`weekly_reminder_runs`): scheduled, or "send now" by an admin. */
@Entity('weekly_reminder_runs')
export class WeeklyReminderRun {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'reminder_id', type: 'uuid' })
  reminderId: string;

  @Column({ name: 'week_key', type: 'text' })
  weekKey: string;

  @Column({ type: 'text' })
  trigger: 'schedule' | 'manual';

  /** Subject and body as they were when the run started: retries send what the run started with. */
  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ name: 'recipient_count', type: 'integer' })
  recipientCount: number;

  @Column({ name: 'started_by', type: 'uuid', nullable: true })
  startedBy: string | null;
}

export type RecipientStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/** One person's copy of a reminder's week (`weekly_reminder_recipients`), unique per (reminder, week, user). */
@Entity('weekly_reminder_recipients')
export class WeeklyReminderRecipient {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'run_id', type: 'uuid' })
  runId: string;

  @Column({ name: 'reminder_id', type: 'uuid' })
  reminderId: string;

  @Column({ name: 'week_key', type: 'text' })
  weekKey: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  status: RecipientStatus;

  @Column({ type: 'smallint' })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
