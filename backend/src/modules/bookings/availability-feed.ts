import { EventEmitter, on } from 'node:events';
import pg from 'pg';
import type { Logger } from '../../shared/logger.js';

export interface AvailabilityChange {
  locationId: string;
  date: string;
}

/**
 * Availability changes from PostgreSQL's LISTEN/NOTIFY (see the availability-notify migration),
 * fanned out to this instance's subscribers. One dedicated connection per instance; it reconnects
 * after a drop, and subscribers simply refetch, so a missed message costs one stale minute at most.
 */
export class AvailabilityFeed {
  private readonly events = new EventEmitter().setMaxListeners(0);
  private client: pg.Client | null = null;
  private stopped = false;
  private watching = 0;

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'venue-availability' });
    client.on('notification', (msg) => {
      try {
        this.events.emit('change', JSON.parse(msg.payload ?? '{}') as AvailabilityChange);
      } catch (err) {
        this.logger.warn({ err }, 'bad availability notification');
      }
    });
    client.on('error', (err) => {
      this.logger.warn({ err }, 'availability feed connection lost; reconnecting');
      this.client = null;
      client.end().catch(() => undefined);
      if (!this.stopped)
        setTimeout(() => void this.start().catch((e) => this.logger.error({ err: e }, 'availability feed reconnect failed')), 1000).unref();
    });
    await client.connect();
    await client.query('LISTEN availability');
    this.client = client;
  }

  /** Changes for one location and local date, until the signal aborts. */
  async *changes(locationId: string, date: string, signal: AbortSignal): AsyncGenerator<AvailabilityChange> {
    this.watching++;
    try {
      for await (const [change] of on(this.events, 'change', { signal }) as AsyncIterable<[AvailabilityChange]>) {
        if (change.locationId === locationId && change.date === date) yield change;
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
    await this.client?.end().catch(() => undefined);
  }
}
