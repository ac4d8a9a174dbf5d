import { AppError } from '../../shared/app-error.js';
import { normalizeEmail, normalizePhone } from '../users/user.rules.js';

export interface FranchiseInquiryInput {
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  market?: unknown;
  message?: unknown;
}

function required(value: unknown, field: string, label: string, max: number, min = 1): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length < min)
    throw new AppError('VALIDATION', min > 1 ? `Please tell us a little more (at least ${min} characters).` : `Please enter ${label}.`, {
      field,
    });
  if (text.length > max) throw new AppError('VALIDATION', `Please keep ${label} under ${max} characters.`, { field });
  return text;
}

/** Validates an inquiry in form order: name, email, phone (optional), market, message. */
export function validateFranchiseInquiry(input: FranchiseInquiryInput) {
  return {
    name: required(input.name, 'name', 'your name', 120),
    email: normalizeEmail(input.email),
    phone: normalizePhone(input.phone),
    market: required(input.market, 'market', 'the city or market you have in mind', 120),
    message: required(input.message, 'message', 'your message', 4000, 10),
  };
}
