// The sandbox's objects in memory: Stripe's objects as the API answers them, plus what the sandbox
// alone knows about each (a card's test behaviour, a token already used). Every change happens inside
// a mutation that either commits (its changes are then written to the database, when there is one)
// or rolls back to exactly what was there before, so memory and the database never disagree.
import type { CardBehaviour } from './cards.rules.js';

export type ObjectType =
  'customer' | 'payment_method' | 'confirmation_token' | 'payment_intent' | 'setup_intent' | 'charge' | 'refund' | 'dispute' | 'event';

export const OBJECT_TYPES: readonly ObjectType[] = [
  'customer',
  'payment_method',
  'confirmation_token',
  'payment_intent',
  'setup_intent',
  'charge',
  'refund',
  'dispute',
  'event',
];

/** What the sandbox keeps about an object beyond Stripe's fields (persisted in the `sandbox` column). */
export interface SandboxState {
  /** payment_method, confirmation_token: what the card does (docs/payments.md). */
  behaviour?: CardBehaviour;
  /** payment_method: authenticated when it was set up for off-session use (4000 0025 0000 3155 then needs no 3-D Secure). */
  setUpOffSession?: boolean;
  /** payment_method: used once without a customer, or detached: Stripe refuses it from then on. */
  consumed?: boolean;
  /** confirmation_token: the PaymentMethod it was made from, if any (else its card makes a new one when used). */
  paymentMethod?: string;
  /** confirmation_token: used by a confirmation (a token is good for one). */
  used?: boolean;
  /** confirmation_token: the card's fingerprint (never the number). */
  fingerprint?: string;
}

export interface Entry<T = unknown> {
  id: string;
  type: ObjectType;
  data: T;
  sandbox: SandboxState;
  /** The precise instant it was made (Stripe's `created` is in seconds). */
  created: Date;
  /** The order objects were made in: lists are newest first, and ties within a second keep it. */
  seq: number;
}

export class Store {
  private readonly byType = new Map<ObjectType, Map<string, Entry>>(OBJECT_TYPES.map((t) => [t, new Map()]));
  private readonly byId = new Map<string, Entry>();
  private nextSeq = 1;
  /** The values before the current mutation changed them (undefined: the object is new). */
  private undo: Map<string, Entry | undefined> | null = null;

  get size(): number {
    return this.byId.size;
  }

  get<T>(type: ObjectType, id: string): Entry<T> | undefined {
    const e = this.byId.get(id);
    return e && e.type === type ? (e as Entry<T>) : undefined;
  }

  /** Every object of a type, newest first. */
  all<T>(type: ObjectType): Entry<T>[] {
    return [...this.byType.get(type)!.values()].reverse() as Entry<T>[];
  }

  /** Adds a new object, or replaces one's data and sandbox state (its place in lists stays). */
  put<T>(type: ObjectType, id: string, data: T, sandbox: SandboxState = {}, created?: Date): Entry<T> {
    const before = this.byId.get(id);
    if (this.undo && !this.undo.has(id)) this.undo.set(id, before);
    const entry: Entry<T> = before
      ? { ...before, data, sandbox }
      : { id, type, data, sandbox, created: created ?? new Date(), seq: this.nextSeq++ };
    this.byId.set(id, entry);
    this.byType.get(type)!.set(id, entry);
    return entry;
  }

  /** Loads an object as it was stored (at start), in the order they are loaded. */
  load(entry: Omit<Entry, 'seq'>): void {
    const e = { ...entry, seq: this.nextSeq++ };
    this.byId.set(e.id, e);
    this.byType.get(e.type)!.set(e.id, e);
  }

  begin(): void {
    if (this.undo) throw new Error('payments sandbox: mutations are one at a time');
    this.undo = new Map();
  }

  /** What the mutation under way has changed so far, in the order it first changed them. */
  changed(): Entry[] {
    return [...(this.undo?.keys() ?? [])].map((id) => this.byId.get(id)!);
  }

  /** Ends the mutation, keeping its changes. */
  commit(): void {
    this.undo = null;
  }

  rollback(): void {
    for (const [id, before] of [...(this.undo ?? new Map<string, Entry | undefined>()).entries()].reverse()) {
      const current = this.byId.get(id)!;
      if (before) {
        this.byId.set(id, before);
        this.byType.get(before.type)!.set(id, before);
      } else {
        this.byId.delete(id);
        this.byType.get(current.type)!.delete(id);
      }
    }
    this.undo = null;
  }
}
