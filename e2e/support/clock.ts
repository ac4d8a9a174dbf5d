// One clock for the e2e run: the app server, the specs and (where a spec installs it) the browser.
// E2E_CLOCK (an instant, not in the future) sets where it starts; it then ticks in real time. The
// database keeps the real time (holds expire by it), so the clock may lag the real one but never lead.

const VENUE_TZ = 'America/Chicago';
/** Late enough in the day to be after the busiest tests' setup, early enough to leave every location hours to book. */
const LATEST_DEFAULT_MINUTE = 15 * 60;

/** Milliseconds the run's clock lags the real one (0 or less), from E2E_CLOCK or the default. */
export function clockOffsetMs(clock = process.env.E2E_CLOCK, real = Date.now()): number {
  if (clock) {
    const at = Date.parse(clock);
    if (Number.isNaN(at)) throw new Error(`E2E_CLOCK must be an ISO instant, e.g. 2026-11-24T19:30:00-06:00 (got ${clock})`);
    if (at > real) throw new Error('E2E_CLOCK must not be in the future: the database clock is real, and holds would expire at once');
    return at - real;
  }
  // Default: the real time, or 15:00 at the venue when it is later, so "a bookable hour today" always exists.
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: VENUE_TZ, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })
    .formatToParts(new Date(real))
    .reduce<Record<string, number>>((acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }), {});
  const minute = parts.hour! * 60 + parts.minute!;
  return minute > LATEST_DEFAULT_MINUTE ? -(minute - LATEST_DEFAULT_MINUTE) * 60_000 : 0;
}

/** Now on the run's clock (playwright.config.ts sets E2E_CLOCK_OFFSET_MS for the server and every worker). */
export function appNow(): Date {
  return new Date(Date.now() + Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0));
}

/** The venue-local date on the run's clock, `days` from today, as YYYY-MM-DD. */
export function venueDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: VENUE_TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    appNow(),
  );
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** How the booking page names a day: "Monday, Nov 23, 2026". */
export function dayName(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** What a day chip says (its accessible name): "Today Nov 22", "Tomorrow Nov 23", "Wed Nov 25". */
export function chipName(offset: number): string {
  const d = new Date(`${venueDate(offset)}T12:00:00Z`);
  const name = offset === 0 ? 'Today' : offset === 1 ? 'Tomorrow' : WEEKDAYS[d.getUTCDay()]!.slice(0, 3);
  return `${name} ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

/**
 * Today at the venue on the database's clock, the real one, as YYYY-MM-DD: the day of what the database
 * stamps (a payment's or a refund's created_at). The run's clock may lag it by a day or more (E2E_CLOCK,
 * or a run that passes the venue's midnight after its default 15:00 cap).
 */
export function databaseDate(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: VENUE_TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}
