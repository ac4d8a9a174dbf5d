import { formatTimeRange } from '../../../lib/format';

const WEEKDAYS = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

interface Stretch {
  location: { id: string; slug: string; name: string };
  weekday: number;
  startsMinute: number;
  endsMinute: number;
}

/** A coach's week at one location, as the profile lists it: one line per weekday they teach there. */
export interface CoachWeekAt {
  location: Stretch['location'];
  days: { weekday: string; hours: string }[];
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The weekly stretches grouped by location (in the order given), then weekday: "Mondays" with
 * "10:00 AM - 2:00 PM", two stretches of one day joined ("9:00 AM - 12:00 PM, 2:00 PM - 6:00 PM").
 */
export function coachWeek(stretches: readonly Stretch[]): CoachWeekAt[] {
  const out: CoachWeekAt[] = [];
  for (const s of stretches) {
    let at = out.find((w) => w.location.id === s.location.id);
    if (!at) out.push((at = { location: s.location, days: [] }));
    const weekday = WEEKDAYS[s.weekday - 1] ?? '';
    const hours = formatTimeRange(clock(s.startsMinute), clock(s.endsMinute));
    const day = at.days.find((d) => d.weekday === weekday);
    if (day) day.hours = `${day.hours}, ${hours}`;
    else at.days.push({ weekday, hours });
  }
  return out;
}
