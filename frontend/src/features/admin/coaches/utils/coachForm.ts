import { hhmmOf, minutesOf } from '@fairway/shared';

/** Sends a photo's bytes as they are; the server answers with the new URL or a plain-text refusal. */
export async function uploadCoachPhoto(coachId: string, file: Blob): Promise<{ photoUrl: string | null; error: string | null }> {
  try {
    const res = await fetch(`/api/admin/coaches/${coachId}/photo`, {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
    if (!res.ok) return { photoUrl: null, error: (await res.text()) || `Upload failed (${res.status}).` };
    return { photoUrl: ((await res.json()) as { photoUrl: string }).photoUrl, error: null };
  } catch {
    return { photoUrl: null, error: 'The photo could not be sent. Check the connection and try again.' };
  }
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** One editable range of a day: the text of its two time inputs. */
export interface RangeDraft {
  start: string;
  end: string;
}

/** The stored week → one list of drafts per ISO weekday (index 0 = Monday); the end of the day shows as 00:00. */
export function weekDrafts(stretches: readonly { weekday: number; startsMinute: number; endsMinute: number }[]): RangeDraft[][] {
  const days: RangeDraft[][] = WEEKDAYS.map(() => []);
  for (const s of [...stretches].sort((a, b) => a.startsMinute - b.startsMinute))
    days[s.weekday - 1]!.push({ start: hhmmOf(s.startsMinute), end: s.endsMinute === 1440 ? '00:00' : hhmmOf(s.endsMinute) });
  return days;
}

/** The drafts → the week to save, or the first thing wrong with them in words. */
export function weekFromDrafts(
  days: readonly RangeDraft[][],
): { stretches: { weekday: number; startsMinute: number; endsMinute: number }[] } | { error: string } {
  const stretches = [];
  for (const [i, ranges] of days.entries()) {
    for (const r of ranges) {
      const startsMinute = minutesOf(r.start);
      // A time input cannot say 24:00: 00:00 as an end means midnight at the end of the day.
      const endsMinute = r.end === '00:00' ? 1440 : minutesOf(r.end);
      if (startsMinute === null || endsMinute === null || endsMinute <= startsMinute)
        return { error: `${WEEKDAYS[i]}: each range must end after it starts.` };
      stretches.push({ weekday: i + 1, startsMinute, endsMinute });
    }
  }
  return { stretches };
}

/** CSV text of the totals (RFC 4180 quoting): taught, then booked ahead in columns of their own. */
export function totalsCsv(
  rows: readonly { coach: string; period: string; lessons: number; hours: number; aheadLessons: number; aheadHours: number }[],
  unit: 'week' | 'month',
): string {
  const q = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  const head = ['Coach', unit === 'week' ? 'Week of (Monday)' : 'Month', 'Lessons taught', 'Hours taught', 'Lessons ahead', 'Hours ahead'];
  const lines = rows.map((r) => [r.coach, r.period, r.lessons, r.hours, r.aheadLessons, r.aheadHours]);
  return [head, ...lines].map((line) => line.map(q).join(',')).join('\r\n') + '\r\n';
}
