import { describe, expect, it } from 'vitest';
import { coachInput, coachMessages, coachTimeOffInput, coachWeekInput, hhmmOf, minutesOf, photoTypeOf } from './coach.schema.js';

const valid = {
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  bio: '',
  locationIds: ['b', 'a', 'a'],
  hourlyRateCents: '7500',
  bufferMinutes: 10,
  active: true,
};

describe('coachInput', () => {
  it('normalises a valid coach', () => {
    const v = coachInput.parse(valid);
    expect(v.locationIds).toEqual(['a', 'b']);
    expect(v.hourlyRateCents).toBe(7500);
  });
  it.each([0, -5, 100_001, 12.5, ''])('refuses the rate %s', (rate) => {
    const r = coachInput.safeParse({ ...valid, hourlyRateCents: rate });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(coachMessages.rate);
  });
  it('needs a location and a name', () => {
    expect(coachInput.safeParse({ ...valid, locationIds: [] }).error?.issues[0]?.message).toBe(coachMessages.locations);
    expect(coachInput.safeParse({ ...valid, name: '  ' }).error?.issues[0]?.message).toBe(coachMessages.name);
  });
});

describe('coachWeekInput', () => {
  it('refuses overlapping ranges of one day, allows the same hours on two days', () => {
    const a = { weekday: 1, startsMinute: 540, endsMinute: 720 };
    expect(coachWeekInput.safeParse({ stretches: [a, { ...a, weekday: 2 }] }).success).toBe(true);
    const r = coachWeekInput.safeParse({ stretches: [a, { weekday: 1, startsMinute: 700, endsMinute: 800 }] });
    expect(r.error?.issues[0]?.message).toBe(coachMessages.overlap);
    expect(coachWeekInput.safeParse({ stretches: [{ weekday: 1, startsMinute: 600, endsMinute: 600 }] }).success).toBe(false);
  });
});

describe('times', () => {
  it('reads and writes HH:mm', () => {
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('24:00')).toBe(1440);
    expect(minutesOf('24:01')).toBeNull();
    expect(minutesOf('9:30')).toBeNull();
    expect(hhmmOf(1440)).toBe('24:00');
  });
});

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('photoTypeOf', () => {
  it('knows JPEG, PNG and WebP by their bytes', () => {
    expect(photoTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(photoTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
    expect(photoTypeOf(webp)).toBe('image/webp');
  });
  it('refuses a GIF or text whatever it is called', () => {
    expect(photoTypeOf(bytes('GIF89a...'))).toBeNull();
    expect(photoTypeOf(bytes('<svg></svg>'))).toBeNull();
    expect(photoTypeOf(new Uint8Array([]))).toBeNull();
  });
});

describe('coachTimeOffInput', () => {
  const off = (startsAt: string, endsAt: string) => coachTimeOffInput.safeParse({ startsAt, endsAt, reason: '' });

  it('takes venue-local date-times, end after start', () => {
    expect(off('2026-12-01T09:00', '2026-12-01T23:59').success).toBe(true);
    expect(off('2026-12-01T09:00', '2026-12-01T09:00').success).toBe(false);
  });

  it('refuses a clock that does not exist', () => {
    expect(off('2026-12-01T24:00', '2026-12-02T09:00').success).toBe(false);
    expect(off('2026-12-01T09:60', '2026-12-02T09:00').success).toBe(false);
    expect(off('2026-12-01T09:00', '2026-12-01T99:99').success).toBe(false);
  });
});
