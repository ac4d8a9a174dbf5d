import {
  coachInput,
  coachMessages,
  coachTimeOffInput,
  coachWeekInput,
  COACH_PHOTO_MAX_BYTES,
  photoTypeOf,
  type CoachInput,
} from '@fairway/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import { formatLocalDate, formatLocalTime } from '../../shared/format.js';
import { addDays, instantAt, isValidLocalDate, localDateOf } from '../../shared/time.js';
import { parseInput } from '../../shared/validation.js';
import type { Location } from '../locations/location.entity.js';
import type { LocationService } from '../locations/location.service.js';
import type { User } from '../users/user.entity.js';
import type { CoachHoursRow, CoachLessonRow, CoachPhoto, CoachRepository, CoachRow, TimeOffRow } from './coach.repository.js';
import { encodeCoachPhoto } from './coach-photo.encoder.js';
import { strandedLessons } from './lesson.rules.js';

const NOT_FOUND = 'That coach was not found.';
/** How far ahead an hours change tells open lesson pages to refetch (beyond any booking window). */
const NOTIFY_DAYS = 92;

export interface AdminCoachView extends CoachRow {
  locations: Location[];
  upcomingLessons: number;
}

export interface CoachSchedule {
  coachId: string;
  hours: CoachHoursRow[];
  timeOff: TimeOffRow[];
}

/** Who changed what: the admin module's audit log, reached through this narrow port. */
interface AuditTrail {
  record(actorUserId: string, action: string, targetType: string, targetId: string | null, details?: object): Promise<void>;
}

/** The public address of a coach's photo; the version makes a new photo a new URL (the old one may be cached a year). */
const coachPhotoUrl = (coachId: string, version: Date) => `/api/coaches/${coachId}/photo?v=${version.getTime()}`;

/**
 * The admin's coach tools (/admin/coach-management and /admin/coach-hours). Every change to a
 * coach's hours, time off, locations or active flag takes the coach's row lock (FOR UPDATE) and
 * checks the coach's booked lessons under it; a lesson hold takes the same row FOR SHARE and reads
 * the hours after it (LessonService.hold), so a hold and a change never both succeed into a
 * lesson outside the coach's hours: whichever commits second sees the first.
 */
export class CoachAdminService {
  constructor(
    private readonly deps: {
      dataSource: DataSource;
      coaches: CoachRepository;
      locations: LocationService;
      audit: AuditTrail;
      /** Cancels a lesson with a refund and the customer's e-mail: the venue desk's one cancellation path. */
      cancelLesson: (admin: User, bookingId: string) => Promise<unknown>;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private async coach(id: string): Promise<CoachRow> {
    const c = await this.deps.coaches.find(id);
    if (!c) throw new AppError('NOT_FOUND', NOT_FOUND);
    return c;
  }

  /** Every coach, active or not, by name, with their upcoming booked lessons counted. */
  async list(): Promise<AdminCoachView[]> {
    const [rows, locations, counts] = await Promise.all([
      this.deps.coaches.list({ includeInactive: true }),
      this.deps.locations.list(),
      this.deps.coaches.upcomingLessonCounts(this.now()),
    ]);
    return rows.map((c) => ({
      ...c,
      locations: locations.filter((l) => c.locationIds.includes(l.id)),
      upcomingLessons: counts.get(c.id) ?? 0,
    }));
  }

  async view(id: string): Promise<AdminCoachView> {
    const found = (await this.list()).find((c) => c.id === id);
    if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
    return found;
  }

  private async parse(input: CoachInput, exceptId: string | null) {
    const v = parseInput(coachInput, input);
    const known = new Set((await this.deps.locations.list()).map((l) => l.id));
    if (v.locationIds.some((id) => !known.has(id))) throw new AppError('VALIDATION', coachMessages.locations, { field: 'locationIds' });
    if (await this.deps.coaches.emailTaken(v.email, exceptId))
      throw new AppError('VALIDATION', coachMessages.emailTaken, { field: 'email' });
    return v;
  }

  async create(admin: User, input: CoachInput): Promise<AdminCoachView> {
    const v = await this.parse(input, null);
    const id = await this.deps.coaches.create({ ...v, photoUrl: null });
    if (!v.active) await this.deps.dataSource.transaction((em) => this.deps.coaches.setActive(em, id, false));
    await this.deps.audit.record(admin.id, 'coach.create', 'coach', id, { name: v.name });
    return this.view(id);
  }

  /**
   * Edits a coach. Dropping a location where they have booked lessons is refused (it would drop their
   * hours there); turning a coach with booked lessons inactive goes through `deactivate`, which asks.
   */
  async update(admin: User, id: string, input: CoachInput): Promise<AdminCoachView> {
    const before = await this.coach(id);
    const v = await this.parse(input, id);
    await this.changeLocked(id, async (em, lessons) => {
      const dropped = lessons.filter((l) => !v.locationIds.includes(l.locationId));
      if (dropped.length > 0) throw this.strandError(dropped, 'no longer teach at their location');
      if (before.active && !v.active && lessons.length > 0)
        throw new AppError('CONFLICT', 'This coach has upcoming lessons: use Deactivate to choose what happens to them.');
      await this.deps.coaches.update(em, id, v);
      const gone = before.locationIds.filter((l) => !v.locationIds.includes(l));
      await this.notify(em, [...new Set([...gone, ...v.locationIds])], null);
    });
    await this.deps.audit.record(admin.id, 'coach.update', 'coach', id, { name: v.name, active: v.active });
    return this.view(id);
  }

  /** The coach's booked lessons that have not ended (what deactivating would leave). */
  async upcomingLessons(id: string): Promise<CoachLessonRow[]> {
    await this.coach(id);
    return this.deps.coaches.upcomingLessons(id, this.now());
  }

  /**
   * Stops new lessons with the coach. With booked lessons the admin must choose: keep them (the coach
   * still teaches those) or cancel them, each refunded with the customer told, through the desk's
   * own cancellation. Without a choice it is a CONFLICT naming them, never a silent drop.
   */
  async deactivate(admin: User, id: string, lessons: 'keep' | 'cancel' | null): Promise<AdminCoachView> {
    await this.coach(id);
    await this.changeLocked(id, async (em, booked) => {
      if (booked.length > 0 && lessons === null)
        throw this.strandError(booked, 'be left without a decision', 'Choose to keep or cancel them.');
      await this.deps.coaches.setActive(em, id, false);
      await this.notify(em, (await this.coach(id)).locationIds, null);
    });
    // After the commit no hold can take this coach (holds re-check `active` under the row lock), so the list is final.
    const cancelled: string[] = [];
    if (lessons === 'cancel') {
      for (const l of await this.deps.coaches.upcomingLessons(id, this.now())) {
        await this.deps.cancelLesson(admin, l.id);
        cancelled.push(l.reference);
      }
    }
    await this.deps.audit.record(admin.id, 'coach.deactivate', 'coach', id, { lessons, cancelled });
    return this.view(id);
  }

  async reactivate(admin: User, id: string): Promise<AdminCoachView> {
    const c = await this.coach(id);
    await this.deps.dataSource.transaction(async (em) => {
      await this.deps.coaches.setActive(em, id, true);
      await this.notify(em, c.locationIds, null);
    });
    await this.deps.audit.record(admin.id, 'coach.reactivate', 'coach', id);
    return this.view(id);
  }

  /**
   * Stores a photo: a JPEG, PNG or WebP by its first bytes and within the size limit, decoded and
   * encoded again (encodeCoachPhoto: square WebP, no metadata); returns the coach with the new URL.
   */
  async setPhoto(admin: User, id: string, upload: Buffer): Promise<AdminCoachView> {
    await this.coach(id);
    if (upload.length > COACH_PHOTO_MAX_BYTES) throw new AppError('VALIDATION', coachMessages.photoSize, { field: 'photo' });
    const type = photoTypeOf(upload);
    const photo = type ? await encodeCoachPhoto(upload) : null;
    if (!photo) throw new AppError('VALIDATION', coachMessages.photoType, { field: 'photo' });
    await this.deps.dataSource.transaction((em) => this.deps.coaches.savePhoto(em, id, 'image/webp', photo, coachPhotoUrl(id, this.now())));
    await this.deps.audit.record(admin.id, 'coach.photo', 'coach', id, { type, bytes: upload.length, stored: photo.length });
    return this.view(id);
  }

  photo(id: string): Promise<CoachPhoto | null> {
    return this.deps.coaches.photo(id);
  }

  async schedule(id: string): Promise<CoachSchedule> {
    await this.coach(id);
    const [hours, timeOff] = await Promise.all([this.deps.coaches.allHours(id), this.deps.coaches.upcomingTimeOff(id, this.now())]);
    return { coachId: id, hours, timeOff };
  }

  /**
   * Replaces the coach's week at one location. Refused (CONFLICT, the lessons named) when a booked
   * lesson there would fall outside the new hours.
   */
  async setHours(admin: User, coachId: string, locationId: string, input: { stretches: unknown }): Promise<CoachSchedule> {
    const coach = await this.coach(coachId);
    const location = (await this.deps.locations.list()).find((l) => l.id === locationId);
    if (!location || !coach.locationIds.includes(locationId))
      throw new AppError('VALIDATION', 'The coach does not teach at that location.', { field: 'locationId' });
    const { stretches } = parseInput(coachWeekInput, input);
    await this.changeLocked(coachId, async (em, lessons) => {
      const others = (await this.deps.coaches.allHours(coachId, em)).filter((h) => h.locationId !== locationId);
      const proposed = [...others, ...stretches.map((s) => ({ ...s, coachId, locationId }))];
      const timeOff = await this.deps.coaches.upcomingTimeOff(coachId, this.now(), em);
      const stranded = strandedLessons(
        lessons.filter((l) => l.locationId === locationId),
        proposed,
        timeOff.map((t) => ({ start: t.start, end: t.end })),
      );
      if (stranded.length > 0) throw this.strandError(stranded, "fall outside the coach's hours");
      await this.deps.coaches.replaceHours(em, coachId, locationId, stretches);
      await this.notify(em, [locationId], null);
    });
    await this.deps.audit.record(admin.id, 'coach.hours', 'coach', coachId, { locationId, stretches });
    return this.schedule(coachId);
  }

  /** Adds time off typed in a location's local time; refused when it would cover a booked lesson. */
  async addTimeOff(
    admin: User,
    coachId: string,
    locationId: string,
    input: { startsAt: string; endsAt: string; reason: string },
  ): Promise<CoachSchedule> {
    const coach = await this.coach(coachId);
    const location = (await this.deps.locations.list()).find((l) => l.id === locationId);
    if (!location) throw new AppError('VALIDATION', 'Please choose the venue whose time you typed.', { field: 'locationId' });
    const v = parseInput(coachTimeOffInput, input);
    const instant = (s: string) => {
      const [date, time] = s.split('T') as [string, string];
      if (!isValidLocalDate(date)) throw new AppError('VALIDATION', coachMessages.timeOff, { field: 'startsAt' });
      return instantAt(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)), location.timeZone);
    };
    const range = { start: instant(v.startsAt), end: instant(v.endsAt) };
    if (range.end <= range.start) throw new AppError('VALIDATION', coachMessages.timeOff, { field: 'endsAt' });
    let id = '';
    await this.changeLocked(coachId, async (em, lessons) => {
      const covered = lessons.filter((l) => l.startsAt < range.end && range.start < l.endsAt);
      if (covered.length > 0) throw this.strandError(covered, 'fall in that time off');
      id = await this.deps.coaches.insertTimeOff(em, coachId, range.start, range.end, v.reason);
      await this.notify(em, coach.locationIds, range);
    });
    await this.deps.audit.record(admin.id, 'coach.time_off.add', 'coach', coachId, { id, ...v, locationId });
    return this.schedule(coachId);
  }

  async removeTimeOff(admin: User, coachId: string, timeOffId: string): Promise<CoachSchedule> {
    const coach = await this.coach(coachId);
    await this.changeLocked(coachId, async (em) => {
      const upcoming = await this.deps.coaches.upcomingTimeOff(coachId, new Date(0), em);
      const row = upcoming.find((t) => t.id === timeOffId);
      if (!row || !(await this.deps.coaches.deleteTimeOff(em, coachId, timeOffId)))
        throw new AppError('NOT_FOUND', 'That time off was not found.');
      await this.notify(em, coach.locationIds, { start: row.start, end: row.end });
    });
    await this.deps.audit.record(admin.id, 'coach.time_off.remove', 'coach', coachId, { id: timeOffId });
    return this.schedule(coachId);
  }

  /** Runs a change under the coach's row lock with their booked lessons read after it. */
  private async changeLocked(coachId: string, change: (em: EntityManager, lessons: CoachLessonRow[]) => Promise<void>): Promise<void> {
    await this.deps.dataSource.transaction(async (em) => {
      if (!(await this.deps.coaches.lock(em, coachId, 'update'))) throw new AppError('NOT_FOUND', NOT_FOUND);
      await change(em, await this.deps.coaches.upcomingLessons(coachId, this.now(), em));
    });
  }

  /** "…would leave these lessons …: ABC234 (Wed, Jun 17, 2026 10:00 AM, Tulsa). Move or cancel them first." */
  private strandError(lessons: readonly CoachLessonRow[], what: string, next?: string): AppError {
    const named = lessons
      .slice(0, 10)
      .map(
        (l) => `${l.reference} (${formatLocalDate(l.startsAt, l.timeZone)} ${formatLocalTime(l.startsAt, l.timeZone)}, ${l.locationName})`,
      );
    const more = lessons.length > 10 ? ` and ${lessons.length - 10} more` : '';
    const one = lessons.length === 1;
    next ??= `Move or cancel ${one ? 'it' : 'them'} first.`;
    return new AppError(
      'CONFLICT',
      `That change would make ${one ? 'a booked lesson' : `${lessons.length} booked lessons`} ${what}: ${named.join(', ')}${more}. ${next}`,
    );
  }

  /**
   * Tells open /lessons/{location} pages to refetch: every local date of `range` (or, for a weekly
   * change, every date from today for NOTIFY_DAYS) at each location, when the transaction commits.
   */
  private async notify(em: EntityManager, locationIds: readonly string[], range: { start: Date; end: Date } | null): Promise<void> {
    const locations = (await this.deps.locations.list()).filter((l) => locationIds.includes(l.id));
    const changes: { locationId: string; date: string }[] = [];
    for (const l of locations) {
      const today = localDateOf(this.now(), l.timeZone);
      const last = addDays(today, NOTIFY_DAYS);
      let from = range ? localDateOf(range.start, l.timeZone) : today;
      const to = range ? localDateOf(new Date(range.end.getTime() - 1), l.timeZone) : last;
      if (from < today) from = today;
      for (let d = from; d <= to && d <= last; d = addDays(d, 1)) changes.push({ locationId: l.id, date: d });
    }
    await this.deps.coaches.notifyAvailability(em, changes);
  }
}
