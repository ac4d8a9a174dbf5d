import { describe, expect, it } from 'vitest';
import { AvailabilityCache } from './availability.cache.js';
import { RESYNC, type AvailabilityChange, type AvailabilityFeed } from './availability-feed.js';
import type { Availability } from './availability.types.js';

/** The feed as the cache sees it: a connection that is up or down, and the changes it hears. */
function fakeFeed() {
  let listener: (c: AvailabilityChange) => void = () => undefined;
  const feed = {
    connected: true,
    epoch: 1,
    listen(l: (c: AvailabilityChange) => void) {
      listener = l;
      return () => undefined;
    },
    hear: (c: AvailabilityChange) => listener(c),
  };
  return feed;
}

const tulsa = { id: 'loc-1', slug: 'tulsa' };
const answer = { date: '2026-12-01' } as Availability;
const HOUR = 3_600_000;

function setUp() {
  const feed = fakeFeed();
  const cache = new AvailabilityCache(feed as unknown as AvailabilityFeed);
  const keep = (expiresAt = 10 * HOUR, ticket = cache.ticket()) => cache.store(ticket, tulsa, '2026-12-01', 2, answer, expiresAt);
  const read = (now = 0, windowDays: number | null = 2) => cache.read('tulsa', '2026-12-01', windowDays, now)?.answer ?? null;
  return { feed, cache, keep, read };
}

describe('availability cache', () => {
  it('answers from memory until the day changes, per booking window', () => {
    const { feed, cache, keep, read } = setUp();
    expect(read()).toBeNull();
    keep();
    expect(read()).toBe(answer);
    expect(read(0, null)).toBeNull(); // another window is another answer
    feed.hear({ locationId: 'loc-1', date: '2026-12-02' });
    expect(read()).toBe(answer); // another day's change
    feed.hear({ locationId: 'loc-1', date: '2026-12-01' });
    expect(read()).toBeNull();
    expect(cache.lookups).toEqual({ hit: 2, miss: 3, bypass: 0 });
  });

  it("drops every date of a location when the location itself changes ('*')", () => {
    const { feed, keep, read } = setUp();
    keep();
    feed.hear({ locationId: 'loc-1', date: '*' });
    expect(read()).toBeNull();
  });

  it('does not keep an answer read while a change of its day arrived', () => {
    const { feed, keep, read } = setUp();
    const ticket = { seq: 0, epoch: 1 };
    feed.hear({ locationId: 'loc-1', date: '2026-12-01' });
    expect(keep(10 * HOUR, ticket)).toBeNull();
    expect(read()).toBeNull();
    expect(keep()).not.toBeNull(); // a read started after it may
  });

  it('expires at the time the answer was given (the next hour, or a hold running out)', () => {
    const { keep, read } = setUp();
    keep(HOUR);
    expect(read(HOUR - 1)).toBe(answer);
    expect(read(HOUR)).toBeNull();
  });

  it('is bypassed while the feed is down, and forgets what it held once it reconnects', () => {
    const { feed, cache, keep, read } = setUp();
    keep();
    feed.connected = false;
    expect(read()).toBeNull();
    expect(cache.lookups.bypass).toBe(1);
    const during = cache.ticket();
    expect(keep(10 * HOUR, during)).toBeNull();
    feed.connected = true;
    feed.epoch = 2; // a new connection: notifications may have been missed meanwhile
    expect(read()).toBeNull();
    expect(keep(10 * HOUR, during)).toBeNull(); // read under the old connection
    feed.hear(RESYNC);
    const version = keep();
    expect(read()).toBe(answer);
    expect(cache.isCurrent(version!, 0)).toBe(true);
    feed.hear({ locationId: 'loc-1', date: '2026-12-01' });
    expect(cache.isCurrent(version!, 0)).toBe(false);
  });
});
