import { describe, expect, it } from 'vitest';
import { initials, profileChanges } from './profileForm';

const casey = { firstName: 'Casey', lastName: 'Birdwell', phone: '(972) 555-0101', preferredLocation: 'richardson' };

describe('profileChanges', () => {
  it('is empty when nothing changed (white space aside)', () => {
    expect(profileChanges(casey, { ...casey, firstName: ' Casey ' })).toEqual({});
  });

  it('sends only what changed; clearing phone or location sends an empty string', () => {
    expect(profileChanges(casey, { ...casey, lastName: 'Birdwell  Jr', phone: '', preferredLocation: '' })).toEqual({
      lastName: 'Birdwell Jr',
      phone: '',
      preferredLocation: '',
    });
  });
});

describe('initials', () => {
  it('takes the first letter of each name', () => {
    expect(initials('casey', 'Birdwell')).toBe('CB');
    expect(initials('Ängel', '')).toBe('Ä');
    expect(initials('', '')).toBe('?');
  });
});
