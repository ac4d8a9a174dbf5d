// Closures of one location and day, rebuilt from the audit trail: the API returns a closure's id
// only when it is created, and the availability query says "closed" without saying why, so the
// audit entries (`closure.create` with the admin's input, `closure.remove`) are where the reason
// and the id live. The grid itself never depends on this: closed hours come from availability.
import type { CalendarClosure } from './layout';

export interface AuditEntryLike {
  action: string;
  targetId?: string | null;
  details: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isHour = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 24;

/** The closures still in place for a location (slug) and local date, in start order. */
export function closuresFromAudit(entries: readonly AuditEntryLike[], location: string, date: string): CalendarClosure[] {
  const removed = new Set(entries.filter((e) => e.action === 'closure.remove' && e.targetId).map((e) => e.targetId));
  const closures: CalendarClosure[] = [];
  const seen = new Set<string>();
  for (const e of entries) {
    if (e.action !== 'closure.create' || !e.targetId || removed.has(e.targetId) || seen.has(e.targetId)) continue;
    const d = e.details;
    if (!isRecord(d) || d.location !== location || d.date !== date || !isHour(d.startHour) || !isHour(d.endHour) || d.endHour <= d.startHour) continue;
    const bayNumber = typeof d.bayNumber === 'number' && Number.isInteger(d.bayNumber) ? d.bayNumber : null;
    const reason = typeof d.reason === 'string' ? d.reason.trim().slice(0, 200) : '';
    seen.add(e.targetId);
    closures.push({ id: e.targetId, bayNumber, startHour: d.startHour, endHour: d.endHour, reason: reason || null });
  }
  return closures.sort((a, b) => a.startHour - b.startHour || (a.bayNumber ?? 0) - (b.bayNumber ?? 0));
}

/** The hours a new closure may cover on a day: every start hour, and every end hour after it. */
export function closureEndChoices(hours: readonly number[], startHour: number): number[] {
  if (!hours.includes(startHour)) return [];
  return hours.filter((h) => h >= startHour).map((h) => h + 1);
}
