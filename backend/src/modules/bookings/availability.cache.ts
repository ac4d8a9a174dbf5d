import type { Availability } from './availability.types.js';
import { RESYNC, type AvailabilityChange, type AvailabilityFeed } from './availability-feed.js';

/** One read's answer as cached: its key and version (an ETag names these), or null when the cache was bypassed. */
export interface AnswerVersion {
  key: string;
  version: number;
}

/** What a read found: a fresh answer, nothing (it computes and stores one), or a cache it may not use. */
export type CacheLookup = 'hit' | 'miss' | 'bypass';

/** Taken before a read computes an answer: a change heard after it means the answer may predate that change. */
export interface CacheTicket {
  seq: number;
  epoch: number;
}

interface Entry {
  answer: Availability;
  version: number;
  epoch: number;
  expiresAt: number;
}

/** Dates of all locations kept at once; past that the oldest go (a third party may walk the calendar). */
const MAX_DAYS = 5000;

/**
 * Availability answers of this instance, per location, local date and booking window (the only part of
 * the viewer an answer depends on), kept until the day changes. Every instance hears every change over
 * the availability feed (LISTEN/NOTIFY): a change drops the day's answers as it arrives, and a read that
 * was computing while one arrived does not store what it read. Answers live only while the feed's
 * connection that was listening when they were computed still is: while it is down nothing is read or
 * kept (a notification may be missed), and a new connection starts afresh. Time changes answers too:
 * each expires at the venue's next hour (a slot becomes past) or when a hold in it runs out.
 */
export class AvailabilityCache {
  /** `${locationId} ${date}` → answers by booking window ('null' for no limit). */
  private readonly days = new Map<string, Map<string, Entry>>();
  private readonly slugs = new Map<string, string>();
  /** Changes heard so far; the last one of each day or location (`${locationId} *`) that has had one. */
  private seq = 0;
  private readonly changedAt = new Map<string, number>();
  /** Tickets older than this may not store (changedAt was cleared to bound it). */
  private floor = 0;
  private versions = 0;
  private readonly unlisten: () => void;
  /** Reads by how they were answered, since start (the bench's hit ratio; tests see a read was a hit). */
  readonly lookups: Record<CacheLookup, number> = { hit: 0, miss: 0, bypass: 0 };

  constructor(
    private readonly feed: AvailabilityFeed,
    private readonly onLookup: (result: CacheLookup) => void = () => undefined,
  ) {
    this.unlisten = feed.listen((change) => this.changed(change));
  }

  /** The fresh answer for a location (by slug), date and window, if this instance holds one. */
  read(slug: string, date: string, windowDays: number | null, now: number): { answer: Availability; version: AnswerVersion } | null {
    if (!this.feed.connected) return this.found('bypass', null);
    const locationId = this.slugs.get(slug);
    const window = String(windowDays);
    const entry = locationId === undefined ? undefined : this.days.get(`${locationId} ${date}`)?.get(window);
    if (!entry || !this.fresh(entry, now)) return this.found('miss', null);
    return this.found('hit', { answer: entry.answer, version: { key: `${locationId} ${date} ${window}`, version: entry.version } });
  }

  ticket(): CacheTicket {
    return { seq: this.seq, epoch: this.feed.epoch };
  }

  /** Keeps an answer computed since `ticket` unless the day changed meanwhile; its version, or null when not kept. */
  store(
    ticket: CacheTicket,
    location: { id: string; slug: string },
    date: string,
    windowDays: number | null,
    answer: Availability,
    expiresAt: number,
  ): AnswerVersion | null {
    const day = `${location.id} ${date}`;
    const changedSince = (key: string) => (this.changedAt.get(key) ?? 0) > ticket.seq;
    if (!this.feed.connected || ticket.epoch !== this.feed.epoch || ticket.seq < this.floor) return null;
    if (changedSince(day) || changedSince(`${location.id} *`)) return null;
    if (this.days.size >= MAX_DAYS && !this.days.has(day)) this.days.delete(this.days.keys().next().value!);
    const entry: Entry = { answer, version: ++this.versions, epoch: ticket.epoch, expiresAt };
    const answers = this.days.get(day) ?? new Map<string, Entry>();
    answers.set(String(windowDays), entry);
    this.days.set(day, answers);
    this.slugs.set(location.slug, location.id);
    return { key: `${day} ${String(windowDays)}`, version: entry.version };
  }

  /** Whether an answer of that version is still the fresh one (a conditional request may then skip reading it). */
  isCurrent(v: AnswerVersion, now: number): boolean {
    if (!this.feed.connected) return false;
    const at = v.key.lastIndexOf(' ');
    const entry = this.days.get(v.key.slice(0, at))?.get(v.key.slice(at + 1));
    return entry !== undefined && entry.version === v.version && this.fresh(entry, now);
  }

  /** Reads answered from answers already given (graphql/conditional.ts replays them): hits all the same. */
  noteHits(count: number): void {
    for (let i = 0; i < count; i++) this.found('hit', null);
  }

  close(): void {
    this.unlisten();
  }

  private fresh(entry: Entry, now: number): boolean {
    return entry.epoch === this.feed.epoch && now < entry.expiresAt;
  }

  private found<T>(result: CacheLookup, value: T): T {
    this.lookups[result]++;
    this.onLookup(result);
    return value;
  }

  private changed(change: AvailabilityChange): void {
    const seq = ++this.seq;
    if (this.changedAt.size >= MAX_DAYS) {
      this.changedAt.clear();
      this.floor = seq;
    }
    if (change === RESYNC) {
      this.days.clear();
      this.floor = seq;
    } else if (change.date === '*') {
      for (const day of this.days.keys()) if (day.startsWith(`${change.locationId} `)) this.days.delete(day);
      this.changedAt.set(`${change.locationId} *`, seq);
      this.slugs.clear(); // a slug may have moved
    } else {
      const day = `${change.locationId} ${change.date}`;
      this.days.delete(day);
      this.changedAt.set(day, seq);
    }
  }
}
