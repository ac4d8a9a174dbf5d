import type { Mailer } from '../mail/mailer.js';
import type { MembershipEmailJob, MembershipService } from '../memberships/membership.service.js';
import { membershipMail, type MembershipEmail } from './membership-mail.js';

/**
 * Sends membership e-mails from queue jobs. Which e-mail goes when (once each, in each member's
 * order, set aside after repeated failures) is MembershipService.sendEmailsInOrder's rule; this
 * only renders and mails what it hands over.
 */
export class MembershipNotifier {
  constructor(
    private readonly deps: {
      memberships: MembershipService;
      mailer: Mailer;
      /** The membership's time zone for the member (MembershipService.timeZoneFor): dates read in it. */
      timeZoneFor: (user: { preferredLocation: string | null }) => Promise<string>;
    },
  ) {}

  async send(job: MembershipEmailJob): Promise<boolean> {
    return this.deps.memberships.sendEmailsInOrder(job.emailId, async (claimed) => {
      const timeZone = await this.deps.timeZoneFor(claimed);
      await this.deps.mailer.send(membershipMail({ kind: claimed.kind, details: claimed.details } as MembershipEmail, claimed, timeZone));
    }); // a failed send has given its claim back: the queue logs the failure and retries
  }
}
