import type { DataSource } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import { addDays, instantAt, isoWeekday, isValidLocalDate, localDateOf, localTimeExists } from '../../shared/time.js';
import type { ClosureService } from '../bookings/closure.service.js';
import type { LocationService } from '../locations/location.service.js';
import type { Mailer } from '../mail/mailer.js';
import type { MembershipService } from '../memberships/membership.service.js';
import type { User } from '../users/user.entity.js';
import type { UserService } from '../users/user.service.js';
import type { AdminRepository } from './admin.repository.js';
import { closureHoursOn, openBayMinutes, referenceTimeZone } from './admin.rules.js';
import type { AuditRepository } from './audit.repository.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { BookingHistoryFilter } from './booking-history.query.js';

function page(pageIndex: number | null | undefined, pageSize: number | null | undefined) {
  const size = Math.min(Math.max(Math.trunc(pageSize ?? 25), 1), 100);
  const index = Math.max(Math.trunc(pageIndex ?? 0), 0);
  return { limit: size, offset: index * size };
}

/** The admin tools: grids, closures, user management, the dashboard, system health. Every change is audited. */
export class AdminService {
  constructor(
    private readonly deps: {
      dataSource: DataSource;
      repo: AdminRepository;
      audit: AuditRepository;
      closures: ClosureService;
      locations: LocationService;
      users: UserService;
      memberships: MembershipService;
      mailer: Mailer;
      jobs: JobQueue;
      now?: () => Date;
    },
  ) {}

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  bookingHistory(
    f: BookingHistoryFilter,
    sort: string | null | undefined,
    dir: string | null | undefined,
    pageIndex?: number | null,
    pageSize?: number | null,
  ) {
    const { limit, offset } = page(pageIndex, pageSize);
    return this.deps.repo.bookingHistory(f, sort, dir, limit, offset);
  }

  exportBookings: AdminRepository['streamBookingCsv'] = (...args) => this.deps.repo.streamBookingCsv(...args);

  async createClosure(
    admin: User,
    input: { location: string; bayNumber?: number | null; date: string; startHour: number; endHour: number; reason: string },
  ) {
    if (!isValidLocalDate(input.date)) throw new AppError('VALIDATION', 'Please choose a valid date (YYYY-MM-DD).', { field: 'date' });
    const loc = await this.deps.repo.locationBySlug(input.location);
    if (!loc) throw new AppError('NOT_FOUND', 'We have no location by that name.');
    if (
      !Number.isInteger(input.startHour) ||
      !Number.isInteger(input.endHour) ||
      input.startHour < 0 ||
      input.endHour > 24 ||
      input.endHour <= input.startHour
    ) {
      throw new AppError('VALIDATION', 'A closure runs from one whole hour to a later one (0–24).', { field: 'endHour' });
    }
    for (const field of ['startHour', 'endHour'] as const)
      if (!localTimeExists(input.date, input[field] * 60, loc.timeZone))
        throw new AppError(
          'VALIDATION',
          `The clocks go forward that night, so ${input[field]}:00 does not exist. Please choose another hour.`,
          {
            field,
          },
        );
    const reason = input.reason?.trim();
    if (!reason) throw new AppError('VALIDATION', 'Please give a reason (holiday, maintenance, private event…).', { field: 'reason' });
    let bayId: string | null = null;
    if (input.bayNumber != null) {
      bayId = await this.deps.repo.bayId(loc.id, input.bayNumber);
      if (!bayId) throw new AppError('VALIDATION', 'No such bay.', { field: 'bayNumber' });
    }
    const id = await this.deps.closures.create({
      locationId: loc.id,
      bayId,
      start: instantAt(input.date, input.startHour * 60, loc.timeZone),
      end: instantAt(input.date, input.endHour * 60, loc.timeZone),
      reason: reason.slice(0, 200),
      createdBy: admin.id,
    });
    await this.deps.audit.record(admin.id, 'closure.create', 'closure', id, input);
    return id;
  }

  /** A location's closures that touch a local date, each with the hours of that date it closes. */
  async closures(locationSlug: string, date: string) {
    if (!isValidLocalDate(date)) throw new AppError('VALIDATION', 'Please choose a valid date (YYYY-MM-DD).', { field: 'date' });
    const loc = await this.deps.repo.locationBySlug(locationSlug);
    if (!loc) throw new AppError('NOT_FOUND', 'We have no location by that name.');
    const rows = await this.deps.closures.between(loc.id, instantAt(date, 0, loc.timeZone), instantAt(date, 1440, loc.timeZone));
    return rows.flatMap((c) => {
      const hours = closureHoursOn(date, loc.timeZone, { start: c.startsAt, end: c.endsAt });
      return hours ? [{ ...c, ...hours }] : [];
    });
  }

  async removeClosure(admin: User, id: string) {
    if (!(await this.deps.closures.remove(id))) throw new AppError('NOT_FOUND', 'That closure was not found.');
    await this.deps.audit.record(admin.id, 'closure.remove', 'closure', id);
  }

  async users(
    search: string | null | undefined,
    sort: string | null | undefined,
    dir: string | null | undefined,
    pageIndex?: number | null,
    pageSize?: number | null,
  ) {
    const { limit, offset } = page(pageIndex, pageSize);
    const result = await this.deps.repo.users(search, sort, dir, limit, offset);
    if (!result) throw new AppError('VALIDATION', 'Unknown sort column.', { field: 'sort' });
    return result;
  }

  /** Admin flag, plan (a complimentary Birdie) and preferred location; an admin cannot demote or disable themself. */
  async updateUser(
    admin: User,
    userId: string,
    input: { isAdmin?: boolean | null; membershipType?: string | null; preferredLocation?: string | null },
  ) {
    const target = await this.deps.users.findAny(userId);
    if (!target) throw new AppError('NOT_FOUND', 'That account was not found.');
    if (input.isAdmin != null) {
      if (target.id === admin.id && !input.isAdmin)
        throw new AppError('VALIDATION', 'You cannot remove your own admin rights.', { field: 'isAdmin' });
      await this.deps.users.setAdmin(userId, input.isAdmin);
    }
    if (input.preferredLocation !== undefined)
      await this.deps.users.updateProfile(target, { preferredLocation: input.preferredLocation ?? '' });
    if (input.membershipType != null && input.membershipType !== target.membershipType)
      await this.deps.memberships.setPlanByAdmin(userId, input.membershipType);
    await this.deps.audit.record(admin.id, 'user.update', 'user', userId, input);
    return (await this.deps.users.findAny(userId))!;
  }

  async setDisabled(admin: User, userId: string, disabled: boolean) {
    if (userId === admin.id) throw new AppError('VALIDATION', 'You cannot disable your own account.', { field: 'userId' });
    if (!(await this.deps.users.findAny(userId))) throw new AppError('NOT_FOUND', 'That account was not found.');
    const user = disabled ? await this.deps.users.disable(userId) : await this.deps.users.enable(userId);
    await this.deps.audit.record(admin.id, disabled ? 'user.disable' : 'user.enable', 'user', userId);
    return user;
  }

  /**
   * Each location's bookings today and the occupancy count its own local day; the chain-wide figures
   * (the today and week labels, the week's revenue from Monday, views per day) the reference zone.
   */
  async dashboard() {
    const now = this.now();
    const locations = await this.deps.locations.list();
    const zone = referenceTimeZone(locations);
    const today = localDateOf(now, zone);
    const weekStart = addDays(today, -(isoWeekday(today) - 1));
    let openMinutes = 0;
    const days = locations.map((l) => {
      const day = localDateOf(now, l.timeZone);
      openMinutes += openBayMinutes(l, isoWeekday(day));
      return { locationId: l.id, start: instantAt(day, 0, l.timeZone), end: instantAt(day, 1440, l.timeZone) };
    });
    const stats = await this.deps.repo.dashboard({ days, weekStart: instantAt(weekStart, 0, zone), timeZone: zone });
    return { ...stats, today, weekStart, occupancy: openMinutes ? stats.bookedHoursToday / (openMinutes / 60) : 0 };
  }

  async health() {
    const db = await this.deps.repo.databaseAnswers();
    const [mail, jobs] = await Promise.all([this.deps.mailer.verify(), this.deps.repo.jobQueueHealth().catch(() => null)]);
    return { database: db, mail, jobs };
  }

  /** Background work that failed after all its retries (a refund, an e-mail): for a person to see and retry. */
  failedJobs() {
    return this.deps.repo.failedJobs(50);
  }

  async retryJob(admin: User, jobId: string): Promise<void> {
    const queue = await this.deps.repo.failedJobQueue(jobId);
    if (!queue) throw new AppError('NOT_FOUND', 'That job is not waiting for a retry (it may have been retried already).');
    await this.deps.jobs.retry(queue, jobId);
    await this.deps.audit.record(admin.id, 'job.retry', 'job', jobId, { queue });
  }

  auditLog(pageIndex?: number | null, pageSize?: number | null) {
    const { limit, offset } = page(pageIndex, pageSize);
    return this.deps.audit.list(limit, offset);
  }
}
