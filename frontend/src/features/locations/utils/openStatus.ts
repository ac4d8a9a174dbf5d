import { WEEKDAY_NAMES, formatTime, parseClock, type OpeningHoursInput } from '../../../lib/format';

export interface OpenStatus {
  open: boolean;
  /** "Open until 10:00 PM", "Opens at 9:00 AM", "Opens tomorrow at 6:00 AM", "Opens Monday at 6:00 AM". */
  label: string;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The ISO weekday (1 = Monday) and minutes from midnight of `now` at the venue (its IANA zone). */
export function localClock(now: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: WEEKDAYS[get('weekday')] ?? 1, minutes: (Number(get('hour')) % 24) * 60 + Number(get('minute')) };
}

/**
 * Whether a location is open right now in its own time zone, and a short line that says so; null
 * when no opening hours are known.
 */
export function openStatus(hours: readonly OpeningHoursInput[], timeZone: string, now: Date): OpenStatus | null {
  const byDay = new Map<number, { opens: number; closes: number; closesAt: string; opensAt: string }>();
  for (const h of hours) {
    const opens = parseClock(h.opensAt);
    const closes = parseClock(h.closesAt);
    if (opens === null || closes === null || closes <= opens) continue;
    byDay.set(h.weekday, { opens, closes, opensAt: h.opensAt, closesAt: h.closesAt });
  }
  if (byDay.size === 0) return null;

  const { weekday, minutes } = localClock(now, timeZone);
  const today = byDay.get(weekday);
  if (today && minutes >= today.opens && minutes < today.closes) {
    return { open: true, label: `Open until ${formatTime(today.closesAt)}` };
  }
  if (today && minutes < today.opens) return { open: false, label: `Opens at ${formatTime(today.opensAt)}` };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = ((weekday - 1 + ahead) % 7) + 1;
    const next = byDay.get(day);
    if (next) {
      const when = ahead === 1 ? 'tomorrow' : WEEKDAY_NAMES[day - 1];
      return { open: false, label: `Opens ${when} at ${formatTime(next.opensAt)}` };
    }
  }
  return null;
}
