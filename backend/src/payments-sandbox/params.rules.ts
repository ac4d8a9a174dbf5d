// Stripe's request parameters: `application/x-www-form-urlencoded` bodies and query strings in
// bracket notation (`metadata[booking]=…`, `expand[0]=payment_method`, `created[gte]=…`), read
// into nested objects and arrays, and read back out with Stripe's own refusals.
import { invalidParam, missingParam } from './api.errors.js';

export type ParamValue = string | ParamValue[] | Params;
export interface Params {
  [key: string]: ParamValue;
}

const MAX_DEPTH = 8;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** `a[b][0]` → ['a', 'b', '0']; `a[]` → ['a', ''] (appends). Null for a malformed key. */
export function keyPath(key: string): string[] | null {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!m) return null;
  const path = [m[1]!];
  for (const seg of m[2]!.matchAll(/\[([^[\]]*)\]/g)) path.push(seg[1]!);
  return path.length > MAX_DEPTH || path.some((s) => FORBIDDEN.has(s)) ? null : path;
}

type Node = Map<string, Node | string>;

/** A form body or query string as Stripe reads it. Later values of the same key win, as in Stripe. */
export function parseForm(text: string): Params {
  const root: Node = new Map();
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = keyPath(rawKey);
    if (!path) throw invalidParam(`Invalid parameter name: ${rawKey}`, rawKey);
    let node = root;
    for (let i = 0; i < path.length; i++) {
      let seg = path[i]!;
      if (seg === '') seg = String(node.size); // `a[]=x&a[]=y`
      if (i === path.length - 1) {
        node.set(seg, value);
        break;
      }
      let next = node.get(seg);
      if (typeof next !== 'object') {
        next = new Map();
        node.set(seg, next);
      }
      node = next;
    }
  }
  return toParams(root) as Params;
}

/** Maps whose keys are all indices become arrays (in index order), the rest plain objects. */
function toParams(node: Node | string): ParamValue {
  if (typeof node === 'string') return node;
  const keys = [...node.keys()];
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((k) => toParams(node.get(String(k))!));
  }
  const out: Params = {};
  for (const k of keys) out[k] = toParams(node.get(k)!);
  return out;
}

/** One text for the same parameters however they were ordered (idempotency compares these). */
export function canonical(value: ParamValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return `{${Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(value[k]!)}`)
    .join(',')}}`;
}

/**
 * The parameters of one request, read with Stripe's refusals. Parameters the endpoint does not
 * know are refused (`parameter_unknown`), as Stripe refuses them; ones it knows but the sandbox
 * does not model are accepted and ignored.
 */
export class ParamReader {
  constructor(
    readonly params: Params,
    known: readonly string[],
    private readonly prefix = '',
  ) {
    for (const key of Object.keys(params)) {
      if (!known.includes(key)) throw invalidParam(`Received unknown parameter: ${this.name(key)}`, this.name(key), 'parameter_unknown');
    }
  }

  private name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.params[key] !== undefined;
  }

  /** A text parameter; `''` (Stripe's way of unsetting) reads as null. */
  string(key: string): string | null {
    const v = this.params[key];
    if (v === undefined || v === '') return null;
    if (typeof v !== 'string') throw invalidParam(`Invalid string: ${describe(v)}`, this.name(key));
    return v;
  }

  requiredString(key: string): string {
    const v = this.string(key);
    if (v === null) throw missingParam(this.name(key));
    return v;
  }

  integer(key: string): number | null {
    const v = this.string(key);
    if (v === null) return null;
    if (!/^-?\d+$/.test(v) || !Number.isSafeInteger(Number(v)))
      throw invalidParam(`Invalid integer: ${v}`, this.name(key), 'parameter_invalid_integer');
    return Number(v);
  }

  requiredInteger(key: string): number {
    const v = this.integer(key);
    if (v === null) throw missingParam(this.name(key));
    return v;
  }

  boolean(key: string): boolean | null {
    const v = this.string(key);
    if (v === null) return null;
    if (v !== 'true' && v !== 'false') throw invalidParam(`Invalid boolean: ${v}`, this.name(key));
    return v === 'true';
  }

  oneOf<T extends string>(key: string, values: readonly T[]): T | null {
    const v = this.string(key);
    if (v === null) return null;
    if (!(values as readonly string[]).includes(v))
      throw invalidParam(`Invalid ${this.name(key)}: must be one of ${listWords(values)}`, this.name(key));
    return v as T;
  }

  /** A list of texts (`expand[0]=…`). */
  strings(key: string): string[] {
    const v = this.params[key];
    if (v === undefined || v === '') return [];
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw invalidParam(`Invalid array`, this.name(key));
    return v as string[];
  }

  /** A nested hash (`card[number]`), read with its own known keys; null when absent. */
  object(key: string, known: readonly string[]): ParamReader | null {
    const v = this.params[key];
    if (v === undefined || v === '') return null;
    if (typeof v !== 'object' || Array.isArray(v)) throw invalidParam(`Invalid object`, this.name(key));
    return new ParamReader(v, known, this.name(key));
  }

  /**
   * Metadata as Stripe takes it: string values (at most 50 keys, 40-character keys, 500-character
   * values); `''` for a key removes it on update, and `metadata=''` removes them all.
   */
  metadata(key = 'metadata'): Record<string, string> | '' | null {
    const v = this.params[key];
    if (v === undefined) return null;
    if (v === '') return '';
    if (typeof v !== 'object' || Array.isArray(v)) throw invalidParam('Invalid hash', this.name(key));
    const out: Record<string, string> = {};
    const entries = Object.entries(v);
    if (entries.length > 50) throw invalidParam('You can specify up to 50 keys in metadata.', this.name(key));
    for (const [k, val] of entries) {
      if (typeof val !== 'string') throw invalidParam(`Invalid string: ${describe(val)}`, `${this.name(key)}[${k}]`);
      if (k.length > 40) throw invalidParam(`Metadata keys can have a maximum length of 40 characters.`, `${this.name(key)}[${k}]`);
      if (val.length > 500) throw invalidParam(`Metadata values can have a maximum length of 500 characters.`, `${this.name(key)}[${k}]`);
      out[k] = val;
    }
    return out;
  }

  /** `created[gte]=…` or `created=…`: the bounds of a range filter, in seconds. */
  range(key: string): { gt?: number; gte?: number; lt?: number; lte?: number } | null {
    const v = this.params[key];
    if (v === undefined || v === '') return null;
    if (typeof v === 'string') {
      const at = this.integer(key)!;
      return { gte: at, lte: at };
    }
    const r = this.object(key, ['gt', 'gte', 'lt', 'lte'])!;
    const out: { gt?: number; gte?: number; lt?: number; lte?: number } = {};
    for (const op of ['gt', 'gte', 'lt', 'lte'] as const) {
      const n = r.integer(op);
      if (n !== null) out[op] = n;
    }
    return out;
  }
}

/** Metadata after an update: the new keys merged in, `''` values removing theirs, `''` for the whole removing all. */
export function mergeMetadata(current: Record<string, string>, update: Record<string, string> | '' | null): Record<string, string> {
  if (update === null) return current;
  if (update === '') return {};
  const out = { ...current };
  for (const [k, v] of Object.entries(update)) {
    if (v === '') delete out[k];
    else out[k] = v;
  }
  return out;
}

export function inRange(seconds: number, r: { gt?: number; gte?: number; lt?: number; lte?: number } | null): boolean {
  if (!r) return true;
  return (
    (r.gt === undefined || seconds > r.gt) &&
    (r.gte === undefined || seconds >= r.gte) &&
    (r.lt === undefined || seconds < r.lt) &&
    (r.lte === undefined || seconds <= r.lte)
  );
}

function describe(v: ParamValue): string {
  return typeof v === 'string' ? v : Array.isArray(v) ? 'array' : 'hash';
}

function listWords(values: readonly string[]): string {
  return values.length <= 1 ? values.join('') : `${values.slice(0, -1).join(', ')}, or ${values.at(-1)}`;
}
