// The franchise inquiry (the /franchise page's form and the submitFranchiseInquiry mutation).
import { z } from 'zod';
import { email, optionalPhone } from './fields.schema.js';

export const INQUIRY_LIMITS = { name: 120, market: 120, messageMin: 10, messageMax: 4000 } as const;

/** Trimmed text that must be there, with an upper limit. */
function requiredText(label: string, max: number) {
  return z
    .string({ error: `Please enter ${label}.` })
    .trim()
    .min(1, { error: `Please enter ${label}.`, abort: true })
    .max(max, { error: `Please keep ${label} under ${max} characters.` });
}

/** In form order: name, email, phone (optional), market, message. */
export const franchiseInquiryInput = z.object({
  name: requiredText('your name', INQUIRY_LIMITS.name),
  email,
  phone: optionalPhone,
  market: requiredText('the city or market you have in mind', INQUIRY_LIMITS.market),
  message: requiredText('your message', INQUIRY_LIMITS.messageMax).min(INQUIRY_LIMITS.messageMin, {
    error: `Please tell us a little more (at least ${INQUIRY_LIMITS.messageMin} characters).`,
  }),
});

export type FranchiseInquiryInput = z.infer<typeof franchiseInquiryInput>;
