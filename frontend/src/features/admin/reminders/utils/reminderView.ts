import { REMINDER_AUDIENCE_LABELS, type ReminderAudience, type WeeklyReminderForm } from '@fairway/shared';
import { formatDate, formatTime, WEEKDAY_NAMES } from '../../../../lib/format';
import { formatDateTime } from '../../../../lib/venueTime';

interface RunCounts {
  startedAt: string;
  trigger: string;
  recipientCount: number;
  sent: number;
  failed: number;
  pending: number;
  skipped: number;
}

export function audienceLabel(audience: string): string {
  return REMINDER_AUDIENCE_LABELS[audience as ReminderAudience] ?? audience;
}

/** 'Thursdays at 9:00 AM, Tulsa time'. */
export function scheduleLabel(r: { weekday: number; time: string; locationName: string }): string {
  return `${WEEKDAY_NAMES[r.weekday - 1] ?? 'Day'}s at ${formatTime(r.time)}, ${r.locationName} time`;
}

/** 'Nov 26, 2026, 9:00 AM' in the venue's zone, or 'Paused'. */
export function nextRunLabel(r: { active: boolean; nextRunAt?: string | null; timeZone: string }): string {
  if (!r.active || !r.nextRunAt) return 'Paused';
  return formatDateTime(r.nextRunAt, r.timeZone);
}

/** What a run came to: '38 sent, 1 failed', '0 recipients', '12 sent, 3 sending'. */
export function runResult(run: RunCounts): string {
  if (run.recipientCount === 0 && run.sent + run.failed + run.pending + run.skipped === 0) return 'No recipients';
  const parts = [`${run.sent} sent`];
  if (run.failed) parts.push(`${run.failed} failed`);
  if (run.pending) parts.push(`${run.pending} sending`);
  if (run.skipped) parts.push(`${run.skipped} skipped`);
  return parts.join(', ');
}

/** The last result line: 'Nov 19, 2026 (scheduled): 38 sent, 1 failed', or 'Not sent yet'. */
export function lastResultLabel(run: RunCounts | null | undefined, timeZone: string): string {
  if (!run) return 'Not sent yet';
  return `${formatDate(run.startedAt, timeZone)} (${run.trigger === 'manual' ? 'sent now' : 'scheduled'}): ${runResult(run)}`;
}

export const RECIPIENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
};

/** The editor's starting values: a reminder's own, or a new one's at the first venue. */
export function formValues(
  r: {
    name: string;
    audience: string;
    leagueId?: string | null;
    locationId: string;
    weekday: number;
    time: string;
    subject: string;
    body: string;
    active: boolean;
  } | null,
  firstLocationId: string,
): WeeklyReminderForm {
  if (r)
    return {
      name: r.name,
      audience: r.audience as ReminderAudience,
      leagueId: r.leagueId ?? null,
      locationId: r.locationId,
      weekday: r.weekday,
      time: r.time,
      subject: r.subject,
      body: r.body,
      active: r.active,
    };
  return {
    name: '',
    audience: 'all_users',
    leagueId: null,
    locationId: firstLocationId,
    weekday: 4,
    time: '10:00',
    subject: 'Your week at Back Nine, {firstName}',
    body: 'Hi {firstName},\n\nThe bays at {location} are waiting. Your next booking: {nextBooking}.\n\nSee you on the tee!',
    active: true,
  };
}
