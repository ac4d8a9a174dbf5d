import { EventEmitter, on } from 'node:events';
import pg from 'pg';
import type { Logger } from '../../shared/logger.js';
import { availabilityChannel } from './availability-channel.repository.js';

export interface AvailabilityChange {
  locationId: string;
  /** A local date, or '*' when the location itself changed (its bays, opening hours): every date. */
  date: string;
}

/** Sent to every subscriber when the feed comes back after a drop: anything may have changed meanwhile. */
export const RESYNC: AvailabilityChange = { locationId: '*', date: '*' };

const BACKOFF_MS = [250, 500, 1000, 2000];

/**
 * Availability changes from PostgreSQL's LISTEN/NOTIFY (see the availability-notify migration),
 * fanned out to this instance's subscribers. One dedicated connection per instance. When it drops
 * (a database restart, a network cut) it reconnects with backoff for as long as it takes, and then
 * tells every subscriber to refetch (RESYNC), since notifications sent meanwhile are lost. While it
 * is down `connected` is false and /readyz says not ready. One log line per state change.
 */
export class AvailabilityFeed {
  private readonly events = new EventEmitter().setMaxListeners(0);
  private client: pg.Client | null = null;
  private stopped = false;
  private watching = 0;
  private retry: NodeJS.Timeout | null = null;
  private connections = 0;
  private syncs = 0;
  private readonly waiting = new Map<string, () => void>();

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {}

  /** Connects once; a failure here is the app's start failing (the database must be there to start). */
  async start(): Promise<void> {
    await this.connect();
  }

  get connected(): boolean {
    return this.client !== null;
  }

  /**
   * Counts the connections made: what was learnt while an earlier one was listening may have missed a
   * notification since (the availability cache keeps answers of the current epoch only).
   */
  get epoch(): number {
    return this.connections;
  }

  /** Every change this instance hears (RESYNC after a reconnect), as it arrives; returns the unsubscribe. */
  listen(listener: (change: AvailabilityChange) => void): () => void {
    this.events.on('change', listener);
    return () => void this.events.off('change', listener);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'venue-availability' });
    client.on('notification', (msg) => {
      try {
        const payload = JSON.parse(msg.payload ?? '{}') as AvailabilityChange | { sync: string };
        if ('sync' in payload) return void this.waiting.get(payload.sync)?.(); // another instance's are not ours
        this.events.emit('change', payload);
      } catch (err) {
        this.logger.warn({ err }, 'bad availability notification');
      }
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      client.end().catch(() => undefined);
      if (this.client !== client) return;
      this.client = null;
      if (this.stopped) return;
      this.logger.warn({ err }, 'availability feed lost its database connection; reconnecting');
      this.reconnect(0);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      await availabilityChannel.listen(client);
    } catch (err) {
      lost = true;
      client.end().catch(() => undefined);
      throw err;
    }
    this.connections++;
    this.client = client;
  }

  private reconnect(attempt: number): void {
    const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.stopped) return;
      this.connect().then(
        () => {
          this.logger.info({ attempts: attempt + 1 }, 'availability feed reconnected; subscribers refetch');
          this.events.emit('change', RESYNC);
        },
        () => this.reconnect(attempt + 1), // still down: already said so once
      );
    }, delay);
    this.retry.unref();
  }

  /**
   * Resolves once every change committed before the call has been heard here (read your own writes):
   * PostgreSQL delivers notifications in commit order, so a marker sent now arrives after them. Waits at
   * most `timeoutMs`, and not at all while the connection is down (the cache is bypassed then).
   */
  async sync(timeoutMs = 1000): Promise<void> {
    const client = this.client;
    if (!client) return;
    const id = `${process.pid}:${++this.syncs}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.waiting.set(id, resolve);
      timer = setTimeout(resolve, timeoutMs);
    });
    try {
      await availabilityChannel.sendSyncMarker(client, id);
      await heard;
    } catch {
      // the connection dropped: the feed reconnects and the cache is bypassed meanwhile
    } finally {
      clearTimeout(timer);
      this.waiting.delete(id);
    }
  }

  /** Changes for one location and local date, until the signal aborts. */
  async *changes(locationId: string, date: string, signal: AbortSignal): AsyncGenerator<AvailabilityChange> {
    this.watching++;
    try {
      for await (const [change] of on(this.events, 'change', { signal }) as AsyncIterable<[AvailabilityChange]>) {
        if (change === RESYNC || (change.locationId === locationId && (change.date === date || change.date === '*'))) yield change;
      }
    } catch (e) {
      if ((e as Error).name !== 'AbortError') throw e;
    } finally {
      this.watching--;
    }
  }

  /** Subscriptions this instance is feeding right now (tests wait for theirs instead of sleeping). */
  get watchers(): number {
    return this.watching;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }
}
