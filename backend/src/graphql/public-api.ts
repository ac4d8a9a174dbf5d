import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GraphQLError } from 'graphql';
import { ApiBudgetService, BudgetExhausted, type BudgetState, type Refusal, type Spender } from '../modules/api-keys/api-budget.service.js';
import { bearerKey } from '../modules/api-keys/api-key.rules.js';
import type { ApiKeyService, KeyCaller } from '../modules/api-keys/api-key.service.js';
import type { GraphQLContext } from './context.js';
import { COST, operationCost } from './cost.js';
import { sendGraphQLRefusal } from './errors.js';
import { LIMIT_CODE } from './limits.js';
import { isPublicScheduleOperation } from './public-schedule.js';
import type { LogGate } from '../shared/log-gate.js';

/** What the public-API middleware learnt about a request before GraphQL ran (res.locals.publicApi). */
export interface RequestFacts {
  /** The Bearer key presented: undefined without one, null for a malformed one. */
  key: string | null | undefined;
  /** The live key it is (null: unknown, revoked or rotated away), read before the body. */
  caller: KeyCaller | null;
  /** An Origin header of another site (a browser page elsewhere). */
  crossOrigin: boolean;
  /**
   * Who pays for a document refused before it runs: the key, else a signed-out caller's address, else the
   * signed-in account (unless the document turns out to be one of the site's own).
   */
  payer: Spender | null;
}

/** What a document refused at parse or validation costs its payer: its parse was the server's work. */
const REFUSED_DOCUMENT_COST = 100;
const REFUSED_BEFORE_RUNNING = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', LIMIT_CODE]);

/** What a public-schedule answer to another site's page carries (and lets its script read). */
export const PUBLIC_CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'RateLimit, RateLimit-Policy, Retry-After, ETag',
} as const;

/**
 * Before /graphql: answers CORS preflights (any site, never with credentials: the public schedule is
 * for everyone's pages, and a preflight cannot say which operation follows), and makes sure a request
 * that presents an API key or comes from another site's page never acts as the signed-in user: the
 * session is set aside. Which operations such a request may run is publicApiPlugin's business.
 */
export function publicApiMiddleware(
  appOrigin: string,
  apiKeys: ApiKeyService,
  budgets: ApiBudgetService | null,
  gate: LogGate,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    // As the REST routes' CSRF check: Sec-Fetch-Site when the browser sends it (a sibling subdomain is
    // "same-site", still not this site), else the Origin.
    const site = req.get('sec-fetch-site');
    const crossOrigin = site
      ? site !== 'same-origin' && site !== 'none'
      : origin !== undefined && origin !== appOrigin && origin !== `${req.protocol}://${req.get('host')}`;
    if (req.method === 'OPTIONS') {
      if (!origin) return next();
      res.set({
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type, Authorization, Apollo-Require-Preflight, X-Apollo-Operation-Name, If-None-Match',
        'Access-Control-Max-Age': '86400',
      });
      return void res.status(204).end();
    }
    const key = bearerKey(req.headers.authorization);
    if (key !== undefined || crossOrigin) req.user = undefined;
    const caller = key ? await apiKeys.authenticate(key) : null;
    const payer: Spender | null = caller
      ? { kind: 'key', id: caller.id }
      : key !== undefined
        ? null
        : req.user
          ? accountOf(req.user.id)
          : addressOf(req);
    res.locals.publicApi = { key, caller, crossOrigin, payer } satisfies RequestFacts;
    // A caller whose budget is spent is turned away before its body is read: a flood costs no parsing,
    // fills the log with one line a minute per sender (with the count), not one per request, and, once
    // it ignores Retry-After, waits for each answer (refusalFor's slowdown). An account is turned away
    // only once its document is known not to be the site's own (refuseSpentAccounts).
    const refused = payer && payer.kind !== 'account' && budgets?.refusalFor(payer);
    if (!refused) return next();
    turnAway(res, payer, refused, crossOrigin, gate, 'public API budget spent: requests turned away unread');
  };
}

/**
 * After the trusted documents are resolved: a signed-in account whose budget is spent is turned away,
 * unparsed, when its document is not one of the site's own (those are never budgeted: the person's own
 * pages keep working while a script of theirs waits).
 */
export function refuseSpentAccounts(budgets: ApiBudgetService | null, gate: LogGate): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    const facts = res.locals.publicApi as RequestFacts | undefined;
    if (!budgets || facts?.payer?.kind !== 'account' || res.locals.trustedDocument === true) return next();
    const refused = budgets.refusalFor(facts.payer);
    if (!refused) return next();
    turnAway(res, facts.payer, refused, facts.crossOrigin, gate, 'public API budget spent: requests turned away unparsed');
  };
}

function turnAway(res: Response, payer: Spender, refused: Refusal, crossOrigin: boolean, gate: LogGate, message: string): void {
  res.locals.quietLog = true;
  gate.warn(`budget-spent:${payer.kind}:${payer.id}`, { spender: payer }, message);
  const answer = () => {
    if (res.writableEnded || res.destroyed) return; // the caller gave up waiting
    res.set(budgetHeaders(refused.state));
    if (crossOrigin) res.set(PUBLIC_CORS);
    sendGraphQLRefusal(res, 429, refused.message, { code: 'RATE_LIMITED', ...refused.details });
  };
  if (refused.slowdownMs > 0) setTimeout(answer, refused.slowdownMs);
  else answer();
}

const addressOf = (req: Request): Spender => ({ kind: 'address', id: req.ip ?? 'unknown' });
const accountOf = (userId: string): Spender => ({ kind: 'account', id: userId });

/** An operation's price as publicApiPlugin set it (res.locals): graphql/conditional.ts charges it again to replay the answer. */
export const PRICE = 'publicApiPrice';
export interface Price {
  cost: number;
  isPublic: boolean;
}

/**
 * Who pays for an operation: an API key (public-schedule queries only); a signed-in session running a
 * document that is not one of the site's own (its account); an anonymous caller's public-schedule query
 * (its address). Nobody for the site's own documents signed in, or anonymous private operations (sign-in,
 * registration: they have throttles of their own). Throws the refusals of who may not run it at all.
 */
export function spenderOf(facts: RequestFacts, req: Request, trusted: boolean, isPublic: boolean): Spender | null {
  if (facts.key !== undefined) {
    const caller = facts.caller;
    if (!caller) throw refusal('This API key is not valid: it may have been revoked or rotated.', 'UNAUTHENTICATED', 401);
    if (!isPublic)
      throw refusal(
        'An API key reads the public schedule only: queries of locations, availability, leagues, coaches, events and plans.',
        'FORBIDDEN',
        403,
      );
    return { kind: 'key', id: caller.id };
  }
  if (facts.crossOrigin && !isPublic) throw refusal('Pages of other sites may read the public schedule only.', 'FORBIDDEN', 403);
  if (req.user) return trusted ? null : accountOf(req.user.id);
  return isPublic ? addressOf(req) : null;
}

/**
 * The points an operation spends: its cost, except the site's own pages (trusted documents: known and
 * bounded) at 1 point a request, so a person browsing never meets the budget while a script replaying them
 * is still capped per address.
 */
export function pointsOf(spender: Spender, facts: RequestFacts, trusted: boolean, cost: number): number {
  return spender.kind === 'address' && trusted && !facts.crossOrigin ? 1 : cost;
}

/** `extensions.cost` of an answer: its price and, when someone paid, their budget after it. */
export function costExtension(cost: number, budget: BudgetState | null) {
  return {
    requestedQueryCost: cost,
    ...(budget ? { budget: { limit: budget.limit, remaining: budget.remaining, resetSeconds: budget.resetSeconds } } : {}),
  };
}

/** IETF-draft RateLimit headers of a budget, and Retry-After on a refusal. */
export function budgetHeaders(b: BudgetState): Record<string, string> {
  return {
    'ratelimit-policy': `"cost";q=${b.limit};w=${b.windowSeconds}`,
    ratelimit: `"cost";r=${b.remaining};t=${b.resetSeconds}`,
    ...(b.retryAfterSeconds === undefined ? {} : { 'retry-after': String(b.retryAfterSeconds) }),
  };
}

/** A refusal before execution; `refused` lets formatGraphQLError pass its code and message through. */
function refusal(message: string, code: string, status: number, extra: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, refused: true, ...extra, http: { status } } });
}

/**
 * Each operation's calculated cost (cost.ts), before it runs, and who pays for it:
 * - an API key (Authorization: Bearer): public-schedule queries only, from the key's budget, a few at a time;
 * - an anonymous caller's public-schedule query: from its client address's (smaller) budget; the site's own
 *   pages (trusted documents, same origin) 1 point a request;
 * - a signed-in session running a document that is not one of the site's own (a script with the cookie):
 *   from its account's budget, the same size as an address's;
 * - a signed-in session running the site's own trusted documents (the one unbudgeted path), and anonymous
 *   private operations (sign-in, registration, which have throttles of their own): no budget.
 * A page of another site may run public-schedule queries only (with CORS), never as the user.
 * Every answer reports its cost and the remaining budget in `extensions.cost`, budgets also in
 * IETF-draft RateLimit headers; an exhausted budget answers 429 with Retry-After.
 */
export function publicApiPlugin(budgets: ApiBudgetService): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ contextValue }) {
      const facts = contextValue.res?.locals.publicApi as RequestFacts | undefined;
      let cost: number | null = null;
      let isPublic = false;
      let budget: BudgetState | null = null;
      let holding: string | null = null;
      const trusted = contextValue.res?.locals.trustedDocument === true;
      return {
        async didResolveOperation({ schema, document, operationName, request }) {
          cost = operationCost(schema, document, operationName, request.variables ?? {});
          isPublic = isPublicScheduleOperation(schema, document, operationName);
          if (!facts) return; // not over HTTP
          const spender = spenderOf(facts, contextValue.req, trusted, isPublic);
          if (contextValue.res) contextValue.res.locals[PRICE] = { cost, isPublic } satisfies Price;
          if (!spender) return;
          const most = Math.min(COST.maxOperationCost, budgets.capacityOf(spender.kind));
          if (cost > most) {
            // Refused before it runs, like a document over a limit: its parse and pricing were the server's work.
            budgets.charge(spender, REFUSED_DOCUMENT_COST);
            throw refusal(`This query costs ${cost} points; at most ${most} are allowed per query.`, LIMIT_CODE, 400, { limit: 'cost' });
          }
          if (spender.kind === 'key') {
            if (!budgets.enter(spender.id))
              throw refusal(`At most ${budgets.limits.keyMaxConcurrent} requests of one key may run at once.`, 'RATE_LIMITED', 429);
            holding = spender.id;
          }
          try {
            budget = await budgets.spend(spender, pointsOf(spender, facts, trusted, cost));
          } catch (err) {
            if (!(err instanceof BudgetExhausted)) throw err;
            budget = err.state;
            throw refusal(err.message, 'RATE_LIMITED', 429, err.details);
          }
        },
        async willSendResponse({ response }) {
          if (holding) budgets.leave(holding);
          holding = null;
          const headers = response.http.headers;
          // Public-schedule answers, and refusals of a document before it was read (nothing of anyone's in them).
          if (facts?.crossOrigin && (isPublic || cost === null))
            for (const [name, value] of Object.entries(PUBLIC_CORS)) headers.set(name, value);
          if (response.http.status === 401) headers.set('www-authenticate', 'Bearer realm="public schedule", error="invalid_token"');
          if (budget) for (const [name, value] of Object.entries(budgetHeaders(budget))) headers.set(name, value);
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (cost === null) {
            const codes = (result.errors ?? []).map((e) => e.extensions?.code);
            const payer = facts?.payer?.kind === 'account' && trusted ? null : facts?.payer;
            if (payer && codes.some((c) => REFUSED_BEFORE_RUNNING.has(c as string))) budgets.charge(payer, REFUSED_DOCUMENT_COST);
            return;
          }
          result.extensions = { ...result.extensions, cost: costExtension(cost, budget) };
        },
      };
    },
  };
}
