import { describe, expect, it } from 'vitest';
import { franchiseInquiryInput } from './franchise.schema.js';
import { firstIssue } from './issues.js';

const good = {
  name: 'Sam Ortiz',
  email: 'sam@example.com',
  phone: '',
  market: 'Oklahoma City',
  message: 'We have a space downtown and love golf.',
};

describe('franchiseInquiryInput', () => {
  it('accepts a complete inquiry, phone optional, and trims it', () => {
    expect(franchiseInquiryInput.parse({ ...good, name: ' Sam Ortiz ', email: 'Sam@Example.com' })).toEqual({ ...good, phone: '' });
    expect(franchiseInquiryInput.safeParse({ ...good, phone: '(405) 555-0199' }).success).toBe(true);
    const { phone: _, ...withoutPhone } = good;
    expect(franchiseInquiryInput.safeParse(withoutPhone).success).toBe(true);
  });

  it('reports every missing or wrong field, word for word', () => {
    const result = franchiseInquiryInput.safeParse({ name: ' ', email: 'sam', phone: '12', market: '', message: 'Hi' });
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address, like name@example.com.',
      phone: 'Please enter a valid phone number, like (918) 555-0142.',
      market: 'Please enter the city or market you have in mind.',
      message: 'Please tell us a little more (at least 10 characters).',
    });
    expect(firstIssue(franchiseInquiryInput, result.error!).field).toBe('name');
  });

  it('has upper limits', () => {
    const message = (input: object) => franchiseInquiryInput.safeParse({ ...good, ...input }).error?.issues[0]?.message;
    expect(message({ name: 'x'.repeat(121) })).toBe('Please keep your name under 120 characters.');
    expect(message({ market: 'x'.repeat(121) })).toBe('Please keep the city or market you have in mind under 120 characters.');
    expect(message({ message: 'x'.repeat(4001) })).toBe('Please keep your message under 4000 characters.');
    expect(message({ message: '' })).toBe('Please enter your message.');
    expect(message({ message: 'x'.repeat(4000) })).toBeUndefined();
  });
});
