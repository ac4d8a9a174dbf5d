// Pure rules of the payment history on /payment-methods (docs/product-rules.md, "One payment
// history"): what each charge was for, its refunds as lines of their own, and what a receipt says.
import { cardLabel } from '../../../components/payment/cardLabels';
import type { AccountPaymentsQuery } from '../../../gql/graphql';
import { formatCents, formatDate } from '../../../lib/format';

/** A charge as the history shows it (the API's PaymentRecord). */
export interface PaymentFacts {
  kind: string;
  description: string;
  reference?: string | null;
  forDate?: string | null;
  paidAt: string;
  amountCents: number;
  refundedCents: number;
  cardBrand?: string | null;
  cardLast4?: string | null;
  disputed: boolean;
  refunds: readonly { amountCents: number; refundedAt: string }[];
}

/** One payment as the history query reads it (the list and the receipt both show it). */
export type AccountPayment = AccountPaymentsQuery['myPayments'][number];

export type PaymentKind = 'booking' | 'lesson' | 'league' | 'event' | 'membership' | 'other';

const KIND_LABELS: Record<PaymentKind, string> = {
  booking: 'Bay booking',
  lesson: 'Lesson',
  league: 'League entry',
  event: 'Event',
  membership: 'Membership',
  other: 'Payment',
};

export function paymentKind(kind: string): PaymentKind {
  return kind in KIND_LABELS ? (kind as PaymentKind) : 'other';
}

/** 'Bay booking', 'Lesson', … ('Payment' for a kind this screen does not know yet). */
export const kindLabel = (kind: string): string => KIND_LABELS[paymentKind(kind)];

/** 'Visa •••• 4242', or null when the processor did not say which card paid. */
export function paidWith(p: Pick<PaymentFacts, 'cardBrand' | 'cardLast4'>): string | null {
  return p.cardLast4 ? cardLabel({ brand: p.cardBrand ?? 'unknown', last4: p.cardLast4 }) : null;
}

/** 'Ref. BN-7K3Q9X · For Dec 2, 2026': the purchase's reference and the day it is for, when known. */
export function purchaseLine(p: Pick<PaymentFacts, 'reference' | 'forDate'>): string {
  return [p.reference ? `Ref. ${p.reference}` : '', p.forDate ? `For ${formatDate(p.forDate)}` : ''].filter(Boolean).join(' · ');
}

export interface RefundEntry {
  amountCents: number;
  /** 'Nov 30, 2026', in the account's zone. */
  on: string;
  /** 'Refunded $60.00 on Nov 30, 2026'. */
  text: string;
}

/** Each refund as a line of its own, oldest first, dated in the account's zone. */
export function refundEntries(p: Pick<PaymentFacts, 'refunds'>, timeZone: string | undefined): RefundEntry[] {
  return [...p.refunds]
    .sort((a, b) => new Date(a.refundedAt).getTime() - new Date(b.refundedAt).getTime())
    .map((r) => {
      const on = formatDate(r.refundedAt, timeZone);
      return { amountCents: r.amountCents, on, text: `Refunded ${formatCents(r.amountCents)} on ${on}` };
    });
}

/** What stays paid after the refunds. */
export const netCents = (p: Pick<PaymentFacts, 'amountCents' | 'refundedCents'>): number => Math.max(0, p.amountCents - p.refundedCents);
