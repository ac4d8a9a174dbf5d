// Webhooks as Stripe sends them: each event POSTed as JSON to every endpoint with a
// `Stripe-Signature: t=…,v1=…` header (HMAC-SHA256 of `${t}.${payload}` with the endpoint's secret),
// so `stripe.webhooks.constructEvent` accepts it. Asynchronous (nothing about delivery holds up the
// API), several in flight at once, in no guaranteed order, retried with backoff after a non-2xx
// answer or a network error, and abandoned when the sandbox closes.
import { createHmac } from 'node:crypto';
import type Stripe from 'stripe';

export interface SandboxWebhookEndpoint {
  url: string;
  secret: string;
}

export interface SandboxLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

/** Stripe's signature header for a payload (what `Stripe.webhooks.constructEvent` checks). */
function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export interface DeliveryOptions {
  /** Tries in all (the first included). */
  attempts: number;
  /** The wait before the first retry; each next one doubles it. */
  firstRetryMs: number;
  /** How long one try may take. */
  timeoutMs: number;
}

const DEFAULT_DELIVERY: DeliveryOptions = { attempts: 8, firstRetryMs: 500, timeoutMs: 10_000 };

export class WebhookSender {
  private readonly endpoints: SandboxWebhookEndpoint[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  private closed = false;

  constructor(
    private readonly logger: SandboxLogger,
    private readonly options: DeliveryOptions = DEFAULT_DELIVERY,
  ) {}

  add(endpoint: SandboxWebhookEndpoint): void {
    this.endpoints.push(endpoint);
  }

  get count(): number {
    return this.endpoints.length;
  }

  /** Sends events to every endpoint known now; returns at once. */
  send(events: Stripe.Event[]): void {
    if (this.closed) return;
    for (const event of events) {
      // Pretty-printed, as Stripe sends it; the signature is over these exact bytes.
      const payload = JSON.stringify(event, null, 2);
      for (const endpoint of this.endpoints) this.schedule(endpoint, event, payload, 1, 0);
    }
  }

  private schedule(endpoint: SandboxWebhookEndpoint, event: Stripe.Event, payload: string, attempt: number, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(endpoint, event, payload, attempt);
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private async attempt(endpoint: SandboxWebhookEndpoint, event: Stripe.Event, payload: string, attempt: number): Promise<void> {
    if (this.closed) return;
    const abort = new AbortController();
    this.inFlight.add(abort);
    const timeout = setTimeout(() => abort.abort(), this.options.timeoutMs);
    let failure: string;
    try {
      const res = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signatureHeader(payload, endpoint.secret),
        },
        body: payload,
        signal: abort.signal,
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) {
        this.logger.debug({ event: event.id, type: event.type, url: endpoint.url, attempt }, 'webhook delivered');
        return;
      }
      failure = `HTTP ${res.status}`;
    } catch (err) {
      if (this.closed) return;
      failure = (err as Error).message;
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(abort);
    }
    if (this.closed) return;
    if (attempt >= this.options.attempts) {
      this.logger.warn({ event: event.id, type: event.type, url: endpoint.url, failure, attempts: attempt }, 'webhook given up');
      return;
    }
    const delay = this.options.firstRetryMs * 2 ** (attempt - 1);
    this.logger.debug({ event: event.id, type: event.type, url: endpoint.url, failure, retryInMs: delay }, 'webhook failed; retrying');
    this.schedule(endpoint, event, payload, attempt + 1, delay);
  }

  /** Stops every delivery: retries are abandoned, requests in flight aborted. */
  close(): void {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const a of this.inFlight) a.abort();
    this.inFlight.clear();
  }
}
