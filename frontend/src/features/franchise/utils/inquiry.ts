// The franchise inquiry form's rules, mirroring the server's (backend franchise.rules.ts), in form
// order: name, email, phone (optional), market, message.

export interface InquiryValues {
  name: string;
  email: string;
  phone: string;
  market: string;
  message: string;
}

export type InquiryField = keyof InquiryValues;
export type InquiryErrors = Partial<Record<InquiryField, string>>;
export const INQUIRY_FIELDS: readonly InquiryField[] = ['name', 'email', 'phone', 'market', 'message'];

export const LIMITS = { name: 120, market: 120, messageMin: 10, messageMax: 4000 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateInquiry(v: InquiryValues): InquiryErrors {
  const errors: InquiryErrors = {};
  const name = v.name.trim();
  if (!name) errors.name = 'Please enter your name.';
  else if (name.length > LIMITS.name) errors.name = `Please keep your name under ${LIMITS.name} characters.`;

  const email = v.email.trim();
  if (!email) errors.email = 'Please enter your email address.';
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = 'Please enter a valid email address, like name@example.com.';

  const phone = v.phone.trim();
  const digits = phone.replace(/\D/g, '');
  if (phone && (!/^[+\d\s().-]+$/.test(phone) || digits.length < 7 || digits.length > 15)) {
    errors.phone = 'Please enter a valid phone number, like (918) 555-0142.';
  }

  const market = v.market.trim();
  if (!market) errors.market = 'Please enter the city or market you have in mind.';
  else if (market.length > LIMITS.market)
    errors.market = `Please keep the city or market you have in mind under ${LIMITS.market} characters.`;

  const message = v.message.trim();
  if (!message) errors.message = 'Please enter your message.';
  else if (message.length < LIMITS.messageMin) errors.message = `Please tell us a little more (at least ${LIMITS.messageMin} characters).`;
  else if (message.length > LIMITS.messageMax) errors.message = `Please keep your message under ${LIMITS.messageMax} characters.`;
  return errors;
}

/** The mutation's input: trimmed, phone left out when empty. */
export function toInquiryInput(v: InquiryValues) {
  const phone = v.phone.trim();
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    market: v.market.trim(),
    message: v.message.trim(),
    ...(phone ? { phone } : {}),
  };
}
