import type { Mailer } from '../mail/mailer.js';
import type { MembershipService } from '../memberships/membership.service.js';
import { membershipMail, type MembershipEmail } from './membership-mail.js';

export type MembershipEmailJob = { emailId: string };

/**
 * Sends membership e-mails from queue jobs, each exactly once and each member's in the order they
 * were recorded: the worker claims a recorded e-mail by setting its sent_at where it is still null;
 * only the claimant sends; a failed send gives the claim back and the job is retried. One that keeps
 * failing is set aside and sent out of turn (MembershipService.sendEmailsInOrder).
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
