// The sandbox's state machine core: the store, the clock, events, lookups by id with Stripe's
// refusals, `expand[]`, and list pages. The resources (customers.routes.ts, intents.routes.ts, …)
// are written against it.
import type Stripe from 'stripe';
import { invalidParam, noSuch } from './api.errors.js';
import { testCard } from './cards.rules.js';
import { buildEvent, buildPaymentMethod, faceOf, newId, seconds } from './objects.builders.js';
import { inRange, type ParamReader, type Params } from './params.rules.js';
import type { Entry, ObjectType, SandboxState, Store } from './store.state.js';

/** The request a mutation runs for (events name it, as Stripe's do). */
export interface RequestInfo {
  id: string;
  idempotencyKey: string | null;
}

const PREFIXES: Record<string, ObjectType> = {
  cus: 'customer',
  pm: 'payment_method',
  ctoken: 'confirmation_token',
  pi: 'payment_intent',
  seti: 'setup_intent',
  ch: 'charge',
  re: 'refund',
  dp: 'dispute',
  evt: 'event',
};

/** One endpoint of the API. */
export interface Route {
  method: 'GET' | 'POST';
  /** Stripe's path, with `:name` for ids. */
  path: string;
  /**
   * `secret`: the secret key only; `browser`: the publishable key too (with CORS); `public`: any key
   * of this sandbox or none (the 3-D Secure page's answer, where the client secret is the credential).
   */
  access: 'secret' | 'browser' | 'public';
  handler(req: RouteRequest): unknown;
}

export interface RouteRequest {
  engine: Engine;
  /** The request's parameters (body or query), `expand` taken out (the server applies it). */
  params: Params;
  /** The ids in the path. */
  path: Record<string, string>;
  /** The path without its query (a list's `url`). */
  url: string;
  /** Called with the publishable key (a browser) or none, rather than the secret key. */
  publishable: boolean;
}

function typeOfId(id: string): ObjectType | undefined {
  return PREFIXES[id.slice(0, id.indexOf('_'))];
}

/** Work that runs after a request commits, as a mutation of its own. */
export type Later = (engine: Engine) => void;

export class Engine {
  /** The request under way: its instant, its request (null: the sandbox's own follow-up), and what runs after it commits. */
  private op: { now: Date; request: RequestInfo | null; later: Later[] } | null = null;

  constructor(
    readonly store: Store,
    /** The sandbox's origin as browsers reach it (set once the server listens). */
    public origin: string,
    private readonly clock: () => Date,
    private readonly endpointCount: () => number,
  ) {}

  /**
   * Runs `fn` as one request's work at one instant (the caller commits or rolls back the store
   * around it). What it asked to run after it commits comes back even when it threw.
   */
  within<T>(request: RequestInfo | null, fn: () => T): { outcome: { ok: true; value: T } | { ok: false; error: unknown }; later: Later[] } {
    const op = { now: this.clock(), request, later: [] as Later[] };
    this.op = op;
    try {
      return { outcome: { ok: true, value: fn() }, later: op.later };
    } catch (error) {
      return { outcome: { ok: false, error }, later: op.later };
    } finally {
      this.op = null;
    }
  }

  /** The instant of the mutation under way (one instant for all it makes), or the clock's. */
  now(): Date {
    return this.op?.now ?? this.clock();
  }

  /** Something that happens after this mutation commits, as its own mutation (a dispute that follows a payment). */
  later(fn: Later): void {
    this.op?.later.push(fn);
  }

  /** Adds or replaces an object; new ones are made at the mutation's instant. */
  put<T extends { id: string }>(type: ObjectType, data: T, sandbox?: SandboxState): Entry<T> {
    const existing = this.store.get<T>(type, data.id);
    return this.store.put(type, data.id, data, sandbox ?? existing?.sandbox ?? {}, existing ? undefined : this.now());
  }

  /** An event about an object as it is now (a copy: later changes do not reach it). */
  emit(type: string, object: { id: string }, previousAttributes?: Record<string, unknown>): void {
    const request = this.op?.request;
    const event = buildEvent(newId('evt'), this.now(), {
      type,
      object: structuredClone(object),
      previousAttributes,
      // A follow-up (a dispute) is not any request's doing.
      request: request ? { id: request.id, idempotency_key: request.idempotencyKey } : null,
      pendingWebhooks: this.endpointCount(),
    });
    this.put('event', event);
  }

  get<T>(type: ObjectType, id: string): Entry<T> | undefined {
    return this.store.get<T>(type, id);
  }

  /** The object a path names, or Stripe's 404. */
  mustGet<T>(type: ObjectType, id: string, param = 'id'): Entry<T> {
    const e = this.store.get<T>(type, id);
    if (!e) throw noSuch(type, id, param, 404);
    return e;
  }

  /** The object a parameter names, or Stripe's 400. */
  mustFind<T>(type: ObjectType, id: string, param: string): Entry<T> {
    const e = this.store.get<T>(type, id);
    if (!e) throw noSuch(type, id, param, 400);
    return e;
  }

  customer(id: string | null, param = 'customer'): Entry<Stripe.Customer> | null {
    return id === null ? null : this.mustFind<Stripe.Customer>('customer', id, param);
  }

  /**
   * A PaymentMethod a parameter names. Stripe's test ids (`pm_card_visa`, …) make a fresh
   * PaymentMethod of their card each time, as in Stripe's test mode.
   */
  paymentMethod(id: string, param = 'payment_method'): Entry<Stripe.PaymentMethod> {
    const test = testCard(id);
    if (test && test.paymentMethod === id) {
      const now = this.now();
      const pm = buildPaymentMethod(newId('pm'), now, faceOf(test.number, 12, now.getUTCFullYear() + 3, test.funding ?? 'credit'));
      return this.put('payment_method', pm, { behaviour: test.behaviour });
    }
    return this.mustFind<Stripe.PaymentMethod>('payment_method', id, param);
  }

  /** A test PaymentMethod id read without a mutation (GET): a fresh one each time, kept nowhere. */
  peekTestMethod(id: string): Stripe.PaymentMethod | null {
    const test = testCard(id);
    if (!test || test.paymentMethod !== id) return null;
    const now = this.now();
    return buildPaymentMethod(newId('pm'), now, faceOf(test.number, 12, now.getUTCFullYear() + 3, test.funding ?? 'credit'));
  }

  /** `expand[]`: ids replaced by their objects, along dotted paths (`latest_charge.payment_intent`, `data.payment_method`). */
  expand<T>(value: T, paths: string[]): T {
    if (paths.length === 0) return value;
    const out = structuredClone(value) as unknown;
    for (const path of paths) this.expandPath(out, path.split('.'), path);
    return out as T;
  }

  private expandPath(target: unknown, path: string[], full: string): void {
    const refuse = () => invalidParam(`This property cannot be expanded (${full}).`, 'expand');
    const [field, ...rest] = path as [string, ...string[]];
    const obj = target as Record<string, unknown>;
    if (!(field in obj)) throw refuse();
    const value = obj[field];
    if (value === null) return;
    if (Array.isArray(value)) {
      if (rest.length === 0) throw refuse();
      for (const item of value) if (item !== null && typeof item === 'object') this.expandPath(item, rest, full);
      return;
    }
    if (typeof value === 'string') {
      const type = typeOfId(value);
      const entry = type ? this.store.get(type, value) : undefined;
      if (!entry) throw refuse();
      obj[field] = structuredClone(entry.data);
    } else if (typeof value !== 'object' || (rest.length === 0 && !('object' in value))) throw refuse();
    if (rest.length > 0) this.expandPath(obj[field], rest, full);
  }

  /**
   * One page of a list, newest first, as Stripe pages them: `limit` (default 10, at most 100),
   * `starting_after` (older than that object), `ending_before` (newer than it).
   */
  page<T extends { id: string }>(entries: Entry<T>[], p: ParamReader, url: string): Stripe.ApiList<T> {
    const limit = p.integer('limit') ?? 10;
    if (limit < 1 || limit > 100) throw invalidParam('Invalid limit: must be between 1 and 100', 'limit');
    const after = p.string('starting_after');
    const before = p.string('ending_before');
    if (after && before)
      throw invalidParam('You may only specify one of these parameters: ending_before, starting_after.', 'ending_before');
    let data: Entry<T>[];
    let hasMore: boolean;
    if (before) {
      const pivot = this.pivot(before, 'ending_before');
      const newer = entries.filter((e) => e.seq > pivot);
      data = newer.slice(Math.max(0, newer.length - limit));
      hasMore = newer.length > limit;
    } else {
      const pivot = after ? this.pivot(after, 'starting_after') : Infinity;
      const older = entries.filter((e) => e.seq < pivot);
      data = older.slice(0, limit);
      hasMore = older.length > limit;
    }
    return { object: 'list', data: data.map((e) => e.data), has_more: hasMore, url };
  }

  private pivot(id: string, param: string): number {
    const type = typeOfId(id);
    const e = type ? this.store.get(type, id) : undefined;
    if (!e) throw noSuch(type ?? 'object', id, param, 400);
    return e.seq;
  }

  /** Entries of a type whose `created` (seconds) is within `created[gte|gt|lte|lt]`. */
  listOf<T extends { created: number }>(type: ObjectType, p: ParamReader, keep: (o: T) => boolean = () => true): Entry<T>[] {
    const range = p.range('created');
    return this.store.all<T>(type).filter((e) => inRange(e.data.created, range) && keep(e.data));
  }

  /** A confirmation token a parameter names, checked usable (unused, unexpired), marked used by `intent`. */
  useToken(id: string, param: string, by: { payment_intent?: string; setup_intent?: string }): Entry<Stripe.ConfirmationToken> {
    const token = this.mustFind<Stripe.ConfirmationToken>('confirmation_token', id, param);
    // Refused before anything ran: the intent is not made, and the key keeps nothing.
    if (token.sandbox.used)
      throw invalidParam(`ConfirmationToken ${id} has already been used. Please create a new ConfirmationToken.`, param);
    if (token.data.expires_at !== null && seconds(this.now()) >= token.data.expires_at)
      throw invalidParam(`ConfirmationToken ${id} has expired. Please create a new ConfirmationToken.`, param);
    return this.put(
      'confirmation_token',
      { ...token.data, payment_intent: by.payment_intent ?? null, setup_intent: by.setup_intent ?? null },
      { ...token.sandbox, used: true },
    );
  }
}
