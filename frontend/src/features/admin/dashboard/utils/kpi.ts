// Pure helpers behind the dashboard's KPI cards and the week of page views.

const counts = new Intl.NumberFormat('en-US');

/** 1234 → '1,234'; anything that is not a finite number → '0'. */
export function formatCount(value: number | null | undefined): string {
  return counts.format(typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0);
}

/**
 * Occupancy (0–1) as a whole percentage: 0.456 → '46%'. A day with any booked hour never reads '0%'
 * (it shows '<1%'), and values outside 0–1 are clamped.
 */
export function formatOccupancy(ratio: number | null | undefined): string {
  const r = typeof ratio === 'number' && Number.isFinite(ratio) ? Math.min(Math.max(ratio, 0), 1) : 0;
  if (r > 0 && r < 0.005) return '<1%';
  return `${Math.round(r * 100)}%`;
}

/** '1 booking', '3 bookings'. */
export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function parseDay(day: string): Date | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) ? null : d;
}

function dayString(d: Date): string {
  return d.toISOString().slice(0, 10);
}

interface DailyViewsInput {
  day: string;
  views: number;
  visitors: number;
}

export interface WeekDay {
  /** 'YYYY-MM-DD'. */
  day: string;
  /** Axis label: 'Mon' (short enough for a phone; the dates are in the subtitle and the table). */
  label: string;
  /** Null for days still to come (no bar, not a zero). */
  views: number | null;
  visitors: number | null;
}

/**
 * The seven days from `weekStart` (a Monday) with their views: days without a row count 0 up to
 * `today`, later days are null. Empty when either date is not a 'YYYY-MM-DD'.
 */
export function weekOfViews(weekStart: string, today: string, rows: readonly DailyViewsInput[]): WeekDay[] {
  const start = parseDay(weekStart);
  if (!start || !parseDay(today)) return [];
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(start.getTime() + i * 86_400_000);
    const day = dayString(d);
    const row = byDay.get(day);
    const future = day > today;
    return {
      day,
      label: SHORT_WEEKDAYS[d.getUTCDay()],
      views: future ? null : (row?.views ?? 0),
      visitors: future ? null : (row?.visitors ?? 0),
    };
  });
}

/** 'Nov 16' for a 'YYYY-MM-DD' (the short form for a week's range inside a sentence); '' otherwise. */
export function shortDay(day: string): string {
  const d = parseDay(day);
  return d ? `${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}` : '';
}

/** Where today's bookings are: 'At 1 of 3 locations', 'Across all 3 locations'; '' with none. */
export function locationSpread(counts: readonly { bookings: number }[]): string {
  const busy = counts.filter((c) => c.bookings > 0).length;
  if (busy === 0) return '';
  if (busy === counts.length) return counts.length === 1 ? 'At the one location' : `Across all ${counts.length} locations`;
  return `At ${busy} of ${counts.length} locations`;
}
