/** Minutes from local midnight to "HH:mm"; 1440 stays "24:00" (closing at midnight). */
export function minutesToClock(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 1440) throw new RangeError(`not a time of day: ${minutes}`);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** "HH:mm" (00:00–24:00) to minutes from local midnight. */
export function clockToMinutes(clock: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) throw new RangeError(`not a time of day: ${clock}`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59 || minutes > 1440) throw new RangeError(`not a time of day: ${clock}`);
  return minutes;
}

/** Location slugs are the route segment: lower-case letters and digits only. */
export function isValidSlug(slug: string): boolean {
  return /^[a-z0-9]{1,40}$/.test(slug);
}
