import type { Logger } from '../../shared/logger.js';
import type { LocationService } from '../locations/location.service.js';
import type { Mailer } from '../mail/mailer.js';
import type { UserService } from '../users/user.service.js';
import { eventCancellationMail, eventConfirmationMail, eventOfferMail } from './event-mail.js';
import type { EventRepository } from './event.repository.js';
import type { EventMailJob } from './event.service.js';

/**
 * Sends events' e-mails from their jobs. Each mail is claimed (a timestamp set once) before it is
 * sent and unclaimed if sending fails, so a job run twice, on any instance, sends it once.
 */
export class EventNotifier {
  constructor(
    private readonly deps: {
      repo: EventRepository;
      users: UserService;
      locations: LocationService;
      mailer: Mailer;
      logger: Logger;
      appOrigin: string;
    },
  ) {}

  private async context(eventId: string, userId: string) {
    const [event, user, locations] = await Promise.all([
      this.deps.repo.find(eventId),
      this.deps.users.findAny(userId),
      this.deps.locations.list(),
    ]);
    const location = locations.find((l) => l.id === event?.locationId);
    if (!event || !user || !location) return null;
    return { event, location, customer: { email: user.email, firstName: user.firstName }, appOrigin: this.deps.appOrigin };
  }

  async send(job: EventMailJob): Promise<boolean> {
    if (job.kind === 'offer') {
      const entry = await this.deps.repo.waitlistEntry(job.waitlistId);
      if (!entry || entry.status !== 'offered') return false; // claimed or ended before the mail went out
      const c = await this.context(entry.eventId, entry.userId);
      if (!c || !(await this.deps.repo.claimOfferMail(entry.id))) return false;
      return this.deliver(eventOfferMail({ ...c, expiresAt: new Date(job.expiresAt) }), () => this.deps.repo.unclaimOfferMail(entry.id));
    }
    const registration = await this.deps.repo.registration(job.registrationId);
    if (!registration) return false;
    if (job.kind === 'confirmation' && registration.status !== 'confirmed') return false;
    const c = await this.context(registration.eventId, registration.userId);
    if (!c || !(await this.deps.repo.claimMail(registration.id, job.kind))) return false;
    const message =
      job.kind === 'confirmation'
        ? eventConfirmationMail({ ...c, registration })
        : eventCancellationMail({ ...c, registration }, c.event.status === 'cancelled');
    return this.deliver(message, () => this.deps.repo.unclaimMail(registration.id, job.kind));
  }

  private async deliver(message: Parameters<Mailer['send']>[0], unclaim: () => Promise<void>): Promise<boolean> {
    try {
      await this.deps.mailer.send(message);
      return true;
    } catch (err) {
      await unclaim();
      this.deps.logger.warn({ err }, 'event e-mail failed; the job will retry');
      throw err;
    }
  }
}
