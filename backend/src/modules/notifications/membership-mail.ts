import { formatCents, formatLocalDay } from '../../shared/format.js';
import type { MailMessage } from '../mail/mailer.js';

/** What each membership e-mail says, as recorded with the step (dates as ISO strings: jsonb). */
export type MembershipEmail =
  | {
      kind: 'subscribed';
      details: {
        planName: string;
        priceCents: number;
        periodEnd: string;
        freeHoursPerMonth: number;
        hourlyRateCents: number;
        bookingWindowDays: number;
        /** Absent in e-mails recorded before plans said so: those were Birdie's, which has them. */
        memberEvents?: boolean;
      };
    }
  | { kind: 'cancelled'; details: { planName: string; endsAt: string } }
  | { kind: 'resumed'; details: { planName: string; renewsAt: string } }
  | { kind: 'renewed'; details: { planName: string; chargedCents: number | null; nextRenewal: string } }
  | { kind: 'payment_failed'; details: { planName: string; failure: string; retryAt: string } }
  | { kind: 'payment_action_required'; details: { planName: string; amountCents: number; graceEndsAt: string; confirmUrl: string } }
  | {
      kind: 'ended';
      details: {
        planName: string;
        reason: 'cancelled' | 'cancelled_past_due' | 'payment_failed' | 'payment_not_confirmed';
        failure?: string;
      };
    };

export type MembershipEmailKind = MembershipEmail['kind'];

function subjectAndBody(m: MembershipEmail, timeZone: string): [string, string[]] {
  // Dates in the membership's time zone (membership.rules membershipTimeZone), never a constant one.
  const longDate = (iso: string) => formatLocalDay(new Date(iso), timeZone);
  switch (m.kind) {
    case 'subscribed': {
      const d = m.details;
      return [
        `Welcome to ${d.planName}!`,
        [
          `Your ${d.planName} membership is active. ${formatCents(d.priceCents)} paid for the month to ${longDate(d.periodEnd)}.`,
          `You now get ${[
            ...(d.freeHoursPerMonth > 0 ? [`${d.freeHoursPerMonth} free bay hours each month`] : []),
            `${formatCents(d.hourlyRateCents)} per hour${d.freeHoursPerMonth > 0 ? ' after that' : ''}`,
            `booking up to ${d.bookingWindowDays} days ahead`,
          ].join(', ')}${d.memberEvents === false ? '.' : ', and member-only events.'}`,
          'It renews automatically each month; cancel any time from Manage Membership.',
        ],
      ];
    }
    case 'cancelled':
      return [
        'Your membership is cancelled',
        [
          `Your ${m.details.planName} membership will not renew. You keep its benefits until ${longDate(m.details.endsAt)}.`,
          'Changed your mind? Resume it from Manage Membership before then.',
        ],
      ];
    case 'resumed':
      return ['Your membership is back on', [`Your ${m.details.planName} membership will renew on ${longDate(m.details.renewsAt)}.`]];
    case 'renewed':
      return [
        `Your ${m.details.planName} membership renewed`,
        [
          m.details.chargedCents
            ? `${formatCents(m.details.chargedCents)} was charged to your card.`
            : 'Your complimentary membership continues.',
          `Your next renewal is on ${longDate(m.details.nextRenewal)}.`,
        ],
      ];
    case 'payment_failed':
      return [
        'We could not renew your membership',
        [
          `Renewing your ${m.details.planName} membership failed: ${m.details.failure}`,
          `We will try again on ${longDate(m.details.retryAt)}. Update your card under Payment Methods to keep your benefits.`,
        ],
      ];
    case 'payment_action_required':
      return [
        'Please confirm your membership payment',
        [
          `Your bank wants you to confirm the ${formatCents(m.details.amountCents)} renewal of your ${m.details.planName} membership before it is charged.`,
          `Confirm it here: ${m.details.confirmUrl}`,
          `You keep your benefits meanwhile. If it is not confirmed by ${longDate(m.details.graceEndsAt)}, the membership ends that day.`,
        ],
      ];
    case 'ended':
      if (m.details.reason === 'payment_not_confirmed') {
        return [
          'Your membership has ended',
          [
            `The renewal of your ${m.details.planName} membership was not confirmed with your bank in time, so nothing was charged and it has ended.`,
            'Rejoin any time from the Memberships page.',
          ],
        ];
      }
      if (m.details.reason === 'payment_failed') {
        return [
          'Your membership has ended',
          [
            `We could not renew your ${m.details.planName} membership: ${m.details.failure}`,
            'It has ended after three tries. Rejoin any time from the Memberships page.',
          ],
        ];
      }
      if (m.details.reason === 'cancelled_past_due') {
        return [
          'Your membership has ended',
          [
            `Your ${m.details.planName} membership is cancelled as you asked and has ended now: its renewal was still unpaid, so nothing more will be charged.`,
            'Rejoin any time from the Memberships page.',
          ],
        ];
      }
      return [
        'Your membership has ended',
        [`Your ${m.details.planName} membership has ended as you asked. Thanks for playing with us — you can rejoin any time.`],
      ];
  }
}

/** The e-mail of a membership step; its dates read in `timeZone`, the membership's. */
export function membershipMail(m: MembershipEmail, to: { email: string; firstName: string }, timeZone: string): MailMessage {
  const [subject, paragraphs] = subjectAndBody(m, timeZone);
  return {
    to: to.email,
    subject,
    text: [`Hi ${to.firstName},`, '', ...paragraphs.flatMap((p) => [p, '']), '— Back Nine Indoor Golf'].join('\n'),
  };
}
