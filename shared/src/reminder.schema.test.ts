import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  parseTemplate,
  renderHtml,
  renderText,
  unknownPlaceholders,
  weeklyReminderInput,
  type PlaceholderValues,
} from './reminder.schema.js';

const values: PlaceholderValues = { firstName: 'Casey', location: 'Tulsa', nextBooking: 'Sat, Nov 28, 6:00 PM at Tulsa' };
const valid = {
  name: 'Weekend nudge',
  audience: 'all_users',
  locationId: '5f0c3c1e-7d1a-4c55-9a8e-0c2f4b1d9a10',
  weekday: 4,
  time: '09:30',
  subject: 'Hi {firstName}',
  body: 'See you at {location}.',
};

describe('reminder templates', () => {
  it('splits text and placeholders, leaving other braces as text', () => {
    expect(parseTemplate('Hi {firstName}, { not } {1} {location}!')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'placeholder', name: 'firstName' },
      { kind: 'text', text: ', { not } {1} ' },
      { kind: 'placeholder', name: 'location' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('finds unknown placeholders once each, in order', () => {
    expect(unknownPlaceholders('{first_name} {firstName} {promo} {first_name}')).toEqual(['first_name', 'promo']);
    expect(unknownPlaceholders('{firstName} {location} {nextBooking}')).toEqual([]);
  });

  it('renders text with values as they are', () => {
    expect(renderText('Hi {firstName}, next: {nextBooking}', values)).toBe('Hi Casey, next: Sat, Nov 28, 6:00 PM at Tulsa');
  });

  it('escapes every value and the admin text in the HTML part', () => {
    const html = renderHtml('Hi {firstName} & <b>friends</b>\nline two\n\nsecond para', {
      ...values,
      firstName: '<script>alert("x")</script>',
    });
    expect(html).toBe(
      '<p>Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;friends&lt;/b&gt;<br>\nline two</p>\n<p>second para</p>',
    );
    expect(html).not.toContain('<script>');
    expect(escapeHtml(`'"&<>`)).toBe('&#39;&quot;&amp;&lt;&gt;');
  });
});

describe('weeklyReminderInput', () => {
  it('accepts a valid reminder', () => {
    expect(weeklyReminderInput.parse(valid)).toMatchObject({ ...valid, active: true });
  });

  it('refuses an unknown placeholder, naming it', () => {
    const r = weeklyReminderInput.safeParse({ ...valid, body: 'Hi {first_name}, use {promoCode}' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({
      path: ['body'],
      message: 'Unknown placeholders {first_name}, {promoCode}. Use only {firstName}, {location}, {nextBooking}.',
    });
  });

  it('refuses a league that is not an id, and a league audience without a league', () => {
    expect(weeklyReminderInput.safeParse({ ...valid, audience: 'league_players', leagueId: 'abc' }).error!.issues[0]!.message).toBe(
      'Please choose a league.',
    );
    expect(weeklyReminderInput.safeParse({ ...valid, audience: 'league_players' }).error!.issues[0]).toMatchObject({
      message: 'Please choose a league.',
      path: ['leagueId'],
    });
    expect(weeklyReminderInput.safeParse({ ...valid, audience: 'all_users' }).success).toBe(true);
  });

  it('refuses a bad time and weekday', () => {
    expect(weeklyReminderInput.safeParse({ ...valid, time: '24:00' }).error!.issues[0]!.message).toBe('Please enter the time, like 09:00.');
    expect(weeklyReminderInput.safeParse({ ...valid, weekday: 8 }).error!.issues[0]!.message).toBe('Please choose a weekday.');
  });
});
