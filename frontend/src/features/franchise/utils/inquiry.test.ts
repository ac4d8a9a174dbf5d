import { describe, expect, it } from 'vitest';
import { toInquiryInput, validateInquiry } from './inquiry';

const good = {
  name: 'Sam Ortiz',
  email: 'sam@example.com',
  phone: '',
  market: 'Oklahoma City',
  message: 'We have a space downtown and love golf.',
};

describe('validateInquiry', () => {
  it('accepts a complete inquiry, phone optional', () => {
    expect(validateInquiry(good)).toEqual({});
    expect(validateInquiry({ ...good, phone: '(405) 555-0199' })).toEqual({});
  });

  it('reports every missing or wrong field with the server’s wording', () => {
    expect(validateInquiry({ name: ' ', email: 'sam', phone: '12', market: '', message: 'Hi' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address, like name@example.com.',
      phone: 'Please enter a valid phone number, like (918) 555-0142.',
      market: 'Please enter the city or market you have in mind.',
      message: 'Please tell us a little more (at least 10 characters).',
    });
  });

  it('has upper limits', () => {
    expect(validateInquiry({ ...good, name: 'x'.repeat(121) }).name).toMatch(/under 120/);
    expect(validateInquiry({ ...good, message: 'x'.repeat(4001) }).message).toMatch(/under 4000/);
  });
});

describe('toInquiryInput', () => {
  it('trims, and leaves an empty phone out', () => {
    expect(toInquiryInput({ ...good, name: ' Sam Ortiz ' })).toEqual({
      name: 'Sam Ortiz',
      email: 'sam@example.com',
      market: 'Oklahoma City',
      message: 'We have a space downtown and love golf.',
    });
    expect(toInquiryInput({ ...good, phone: ' 405 555 0199 ' }).phone).toBe('405 555 0199');
  });
});
