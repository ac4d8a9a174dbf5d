import { createHash, timingSafeEqual } from 'node:crypto';
import { Kind, parse } from 'graphql';

/**
 * Label values of the operations metrics, kept to sets the code bounds: a label taken from a request
 * (a URL, an operation name, a code) would let any caller create time series at will.
 */

/** The names of the operations in the site's trusted documents: the only names a GraphQL metric keeps. */
export function operationNames(documents: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const text of documents) {
    try {
      for (const d of parse(text).definitions) if (d.kind === Kind.OPERATION_DEFINITION && d.name) names.add(d.name.value);
    } catch {
      // A document that does not parse names nothing (the server refuses it when it is sent, too).
    }
  }
  return names;
}

/** An operation's label: its name if it is one of `known`, "anonymous" without a name, else "other". */
export function operationLabel(name: string | null | undefined, known: ReadonlySet<string>): string {
  if (!name) return 'anonymous';
  return known.has(name) ? name : 'other';
}

/** A value of a closed set (error codes, HTTP methods), or "other". */
export function oneOf(value: string, known: ReadonlySet<string>): string {
  return known.has(value) ? value : 'other';
}

const MAX_ROUTE_LENGTH = 120;

/**
 * A request's route label: the pattern Express matched (`/api/bookings/:id`), never the URL itself. Without
 * a route, the mount path of the middleware that answered (`/graphql`), or "(unmatched)" for a 404 and
 * "(static)" for the built site's files and pages.
 */
export function routeLabel(matched: string | undefined, baseUrl: string, status: number): string {
  if (matched !== undefined) return (matched || '/').slice(0, MAX_ROUTE_LENGTH);
  if (baseUrl) return baseUrl.slice(0, MAX_ROUTE_LENGTH);
  return status === 404 ? '(unmatched)' : '(static)';
}

/** The pattern of a route as Express keeps it (a string, else a RegExp or a list of them), under its mount path. */
export function routePattern(baseUrl: string, path: unknown): string {
  if (typeof path === 'string') return baseUrl + path === '/' ? '/' : (baseUrl + path).replace(/\/$/, '');
  return baseUrl + (Array.isArray(path) ? path.map(String).join('|') : String(path));
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses (what a dual-stack socket reports). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export interface MetricsCaller {
  /** The TCP peer (the socket's address), not a forwarded one. */
  remoteAddress: string | undefined;
  /** Whether the request came through a proxy (X-Forwarded-For or Forwarded present). */
  forwarded: boolean;
  authorization: string | undefined;
}

/**
 * Who may read /metrics: a caller on this machine that no proxy forwarded (a proxy on the same host would
 * otherwise make every visitor look local, whatever TRUST_PROXY says), or one presenting METRICS_TOKEN as a
 * Bearer token, compared in constant time (both sides hashed first, so their lengths tell nothing either).
 */
export function mayReadMetrics(caller: MetricsCaller, token: string | undefined): boolean {
  if (token && caller.authorization) {
    const match = /^Bearer +(\S+) *$/i.exec(caller.authorization);
    if (match && timingSafeEqual(sha256(match[1]!), sha256(token))) return true;
  }
  return !caller.forwarded && isLoopback(caller.remoteAddress);
}

const sha256 = (s: string) => createHash('sha256').update(s).digest();
