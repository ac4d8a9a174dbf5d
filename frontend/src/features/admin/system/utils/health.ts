// Pure rules behind the system-health cards: what counts as OK, worth a look, or down.

export type HealthState = 'ok' | 'warning' | 'error';

interface HealthInput {
  database: boolean;
  mail: boolean;
  jobs?: { queued: number; failed: number; oldestDueSeconds: number } | null;
}

export interface HealthCheck {
  key: 'database' | 'mail' | 'jobs';
  label: string;
  state: HealthState;
  /** A short verdict: "Answering", "Not answering". */
  summary: string;
  /** What it means, or what to do. */
  detail: string;
  /** Figures to show under it (job queue only). */
  figures?: { label: string; value: string }[];
}

/** A due job waiting longer than this means the worker is slow; the sweepers run every minute. */
const LAG_WARNING_SECONDS = 120;
/** ... and longer than this, that it is probably not running. */
const LAG_ERROR_SECONDS = 600;

/** 0 → '0 s', 45 → '45 s', 150 → '2 min 30 s', 3720 → '1 h 2 min'. Negative or not a number → '0 s'. */
export function formatLag(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  if (s < 60) return `${s} s`;
  if (s < 3600) {
    const rest = s % 60;
    return `${Math.floor(s / 60)} min${rest ? ` ${rest} s` : ''}`;
  }
  const minutes = Math.floor((s % 3600) / 60);
  return `${Math.floor(s / 3600)} h${minutes ? ` ${minutes} min` : ''}`;
}

const RANK: Record<HealthState, number> = { ok: 0, warning: 1, error: 2 };

/** The worse of two states. */
export function worst(a: HealthState, b: HealthState): HealthState {
  return RANK[b] > RANK[a] ? b : a;
}

function jobsCheck(jobs: HealthInput['jobs']): HealthCheck {
  const base = { key: 'jobs' as const, label: 'Job queue' };
  if (!jobs) {
    return {
      ...base,
      state: 'error',
      summary: "Can't be read",
      detail: 'Reminders, renewals and hold clean-up may not be running. Check the server logs.',
    };
  }
  const figures = [
    { label: 'Waiting', value: String(jobs.queued) },
    { label: 'Lag', value: formatLag(jobs.oldestDueSeconds) },
    { label: 'Failed (24 h)', value: String(jobs.failed) },
  ];
  let state: HealthState = 'ok';
  let summary = 'Running';
  let detail = 'Reminders, renewals and hold clean-up are on time.';
  if (jobs.oldestDueSeconds >= LAG_ERROR_SECONDS) {
    state = 'error';
    summary = 'Stalled';
    detail = `The oldest due job has waited ${formatLag(jobs.oldestDueSeconds)}: the worker is probably not running.`;
  } else if (jobs.oldestDueSeconds >= LAG_WARNING_SECONDS) {
    state = 'warning';
    summary = 'Running behind';
    detail = `The oldest due job has waited ${formatLag(jobs.oldestDueSeconds)}. It should catch up within minutes.`;
  }
  if (jobs.failed > 0) {
    state = worst(state, 'warning');
    if (state === 'warning') summary = jobs.oldestDueSeconds >= LAG_WARNING_SECONDS ? 'Behind, with failures' : 'Some jobs failed';
    detail = `${detail} ${jobs.failed === 1 ? '1 job' : `${jobs.failed} jobs`} failed in the last 24 hours: check the server logs.`;
  }
  return { ...base, state, summary, detail, figures };
}

/** The three checks, in the order they are shown. */
export function healthChecks(h: HealthInput): HealthCheck[] {
  return [
    h.database
      ? {
          key: 'database',
          label: 'Database',
          state: 'ok',
          summary: 'Answering',
          detail: 'Bookings, accounts and payments can be read and saved.',
        }
      : {
          key: 'database',
          label: 'Database',
          state: 'error',
          summary: 'Not answering',
          detail: 'Nothing can be booked or saved until it is back. Check the database server.',
        },
    h.mail
      ? {
          key: 'mail',
          label: 'Mail (SMTP)',
          state: 'ok',
          summary: 'Ready to send',
          detail: 'Confirmations, reminders and password resets go out.',
        }
      : {
          key: 'mail',
          label: 'Mail (SMTP)',
          state: 'error',
          summary: 'Not reachable',
          detail: 'E-mails are not going out. Check the SMTP settings and the mail server.',
        },
    jobsCheck(h.jobs),
  ];
}

/** One line for the whole system, from its checks. */
export function overallHealth(checks: readonly HealthCheck[]): { state: HealthState; text: string } {
  const state = checks.reduce<HealthState>((acc, c) => worst(acc, c.state), 'ok');
  const text = state === 'ok' ? 'All systems normal' : state === 'warning' ? 'Running, but something needs a look' : 'Something is down';
  return { state, text };
}

/** What "Release expired holds" answered, as a sentence: 0 → 'No expired holds to release.' */
export function releasedMessage(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return 'No expired holds to release.';
  return count === 1 ? 'Released 1 expired hold.' : `Released ${count} expired holds.`;
}
