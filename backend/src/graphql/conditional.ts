import { createHash, randomBytes } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { BudgetExhausted, type ApiBudgetService, type BudgetState, type Spender } from '../modules/api-keys/api-budget.service.js';
import { SESSION_COOKIE } from '../modules/auth/session.js';
import { requestId } from '../http/request-id.js';
import type { Logger } from '../shared/logger.js';
import type { AnswerVersion, AvailabilityCache } from '../modules/bookings/availability.cache.js';
import type { GraphQLContext } from './context.js';
import { sendGraphQLRefusal } from './errors.js';
import { budgetHeaders, costExtension, PRICE, pointsOf, PUBLIC_CORS, spenderOf, type Price, type RequestFacts } from './public-api.js';

/**
 * Conditional requests of the public schedule (RFC 9110 ETag / If-None-Match). An answer made only of
 * `availability` fields, each read from this instance's fresh cache, carries a weak ETag named after
 * the request and the versions of the cached answers it read (a new version comes with every change of
 * the day, and with each new hour): not a hash of the body. A request that sends it back while every one
 * of those answers is still the current one gets 304 Not Modified here, before GraphQL parses anything,
 * for one budget point. Another instance has other versions: its first answer is a 200 with its own ETag.
 * The same request without If-None-Match (or with an old one) is answered here too, while those answers are
 * current: the body it was last given (the data kept as JSON), charged the price GraphQL set for it then
 * (the same document, variables and payer: the same checks passed), with the budget left now. GraphQL runs
 * only for a request it has not answered since the day last changed.
 */

/** The answers a request read (res.locals), for its ETag; a null is a read past the cache (no ETag then). */
const VERSIONS = 'answerVersions';
/** The parse error of a body notModifiedFirst read (res.locals). */
const BODY_ERROR = 'bodyError';

export function noteAnswerVersion(res: Response): (v: AnswerVersion | null) => void {
  return (v) => {
    const seen = (res.locals[VERSIONS] as (AnswerVersion | null)[] | undefined) ?? [];
    seen.push(v);
    res.locals[VERSIONS] = seen;
  };
}

interface Tagged {
  etag: string;
  versions: AnswerVersion[];
  /** The answer's `data`, as JSON. */
  json: string;
  /** What publicApiPlugin priced it at (null: the public API's limits are off). */
  price: Price | null;
  operationName: string | null;
}

/** Apollo's media types for a single result, which the client chooses with Accept (application/json without one). */
const MEDIA_TYPES = ['application/json', 'application/graphql-response+json', 'application/json; callbackSpec=1.0'];

/** Requests answered recently, by request identity; past this many the oldest are forgotten (their next request executes). */
const MAX_TAGS = 5_000;

export class ConditionalAnswers {
  private readonly tags = new Map<string, Tagged>();
  /** Instances name their ETags apart: versions are counted per instance. */
  private readonly instance = randomBytes(4).toString('hex');

  constructor(
    private readonly cache: AvailabilityCache,
    private readonly budgets: ApiBudgetService | null,
    /** The viewer's booking window now: an answer kept for another window (the plans changed) is not theirs. */
    private readonly windowOf: (viewer: Request['user'] | null) => Promise<number | null>,
    /** A query answered here, for the operation metrics GraphQL's own answers count. */
    private readonly onReplay: (operationName: string | null, seconds: number) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Before GraphQL: 304 for an If-None-Match naming an ETag of this same request whose answers are all still
   * current, else that answer again (200) while it is.
   */
  middleware(): RequestHandler {
    return async (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'POST') return next();
      const start = process.hrtime.bigint();
      const facts = res.locals.publicApi as RequestFacts | undefined;
      if (facts?.key !== undefined && !facts.caller) return next(); // an invalid key is told so (401)
      const request = requestIdentity(req, facts?.payer);
      if (request === null) return next();
      const tagged = await this.current(request, req);
      if (!tagged) return next();
      if (matches(req.headers['if-none-match'], tagged)) return this.notModified(req, res, tagged, facts?.payer);
      // What Apollo would refuse or answer otherwise: a GET without a header a cross-site form cannot send
      // (its CSRF prevention), a media type other than JSON's.
      if (req.method === 'GET' && !req.headers['apollo-require-preflight'] && !req.headers['x-apollo-operation-name']) return next();
      const type = req.accepts(MEDIA_TYPES);
      if (type !== MEDIA_TYPES[0] && type !== MEDIA_TYPES[1]) return next();
      if (facts?.crossOrigin) res.set(PUBLIC_CORS);
      let extensions = '';
      if (tagged.price && facts && this.budgets) {
        const paid = await this.pay(tagged.price, facts, req, res);
        if (paid instanceof BudgetExhausted) {
          const { message, details } = paid.refusal;
          return sendGraphQLRefusal(res, 429, message, { code: 'RATE_LIMITED', ...details });
        }
        extensions = `,"extensions":${JSON.stringify({ cost: costExtension(tagged.price.cost, paid) })}`;
      }
      this.cache.noteHits(tagged.versions.length);
      res.status(200).set({ 'Content-Type': `${type}; charset=utf-8`, ETag: tagged.etag });
      res.end(`{"data":${tagged.json}${extensions}}\n`);
      this.onReplay(tagged.operationName, Number(process.hrtime.bigint() - start) / 1e9);
    };
  }

  /**
   * First in the stack, for an anonymous conditional poll (no session cookie, no API key): its 304 costs a
   * fraction of one through the whole stack. It pays its point and is counted in the metrics as any request,
   * and logged in one line of its own (no security headers: a 304 has no body). Anything else goes on, with
   * its JSON body read by the parser the stack would have used.
   */
  notModifiedFirst(json: RequestHandler, logger: Logger): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      if (!req.headers['if-none-match'] || (req.method !== 'GET' && req.method !== 'POST')) return next();
      if (req.headers.authorization !== undefined || req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return next();
      const start = process.hrtime.bigint();
      json(req, res, (err?: unknown) => {
        // A body it cannot parse is refused in its place in the stack (logged, with the security headers).
        if (err) return void ((res.locals[BODY_ERROR] = err), next());
        const payer: Spender = { kind: 'address', id: req.ip ?? 'unknown' };
        const request = this.budgets?.mayTry(payer) === false ? null : requestIdentity(req, payer);
        if (request === null) return next();
        this.current(request, req).then((tagged) => {
          if (!tagged || !matches(req.headers['if-none-match'], tagged)) return next();
          const id = requestId(req, res);
          this.notModified(req, res, tagged, payer);
          const responseTime = Number(process.hrtime.bigint() - start) / 1e6;
          const line = { id, method: req.method, url: req.originalUrl, remoteAddress: req.socket.remoteAddress };
          logger.info({ req: line, res: { statusCode: 304 }, responseTime }, 'request completed');
        }, next);
      });
    };
  }

  /** The stack's JSON parser on /graphql, which passes on the error of a body notModifiedFirst already read. */
  bodyParsed(json: RequestHandler): RequestHandler {
    return (req, res, next) => (res.locals[BODY_ERROR] ? next(res.locals[BODY_ERROR]) : json(req, res, next));
  }

  /** 304 Not Modified, for one budget point. */
  private notModified(req: Request, res: Response, tagged: Tagged, payer: Spender | null | undefined): void {
    if (payer && this.budgets) this.budgets.charge(payer, 1);
    res.setHeader('ETag', tagged.etag);
    if (req.headers.origin) res.set({ 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'ETag' });
    res.status(304).end();
  }

  /** Charges a replayed answer as publicApiPlugin charged it: the budget after it (null: nobody pays), or the refusal. */
  private async pay(price: Price, facts: RequestFacts, req: Request, res: Response): Promise<BudgetState | null | BudgetExhausted> {
    const trusted = res.locals.trustedDocument === true;
    const spender = spenderOf(facts, req, trusted, price.isPublic);
    if (!spender) return null;
    try {
      const budget = await this.budgets!.spend(spender, pointsOf(spender, facts, trusted, price.cost));
      res.set(budgetHeaders(budget));
      return budget;
    } catch (err) {
      if (!(err instanceof BudgetExhausted)) throw err;
      res.set(budgetHeaders(err.refusal.state));
      return err;
    }
  }

  /** The answer last given to this request, while every cached answer it read is still current. */
  private async current(request: string, req: Request): Promise<Tagged | null> {
    const tagged = this.tags.get(request);
    if (!tagged) return null;
    const now = this.now();
    const window = ` ${String(await this.windowOf(req.user ?? null))}`;
    return tagged.versions.every((v) => v.key.endsWith(window) && this.cache.isCurrent(v, now)) ? tagged : null;
  }

  /** Gives an answer read wholly from the cache its ETag, and keeps it for the middleware to answer the same request again. */
  plugin(): ApolloServerPlugin<GraphQLContext> {
    return {
      requestDidStart: async () => {
        let cacheable = false;
        let name: string | null = null;
        return {
          didResolveOperation: async ({ document, operationName }) => {
            cacheable = readsOnlyAvailability(document, operationName);
            name = operationName ?? null;
          },
          willSendResponse: async ({ response, contextValue }) => {
            const res = contextValue.res;
            if (!cacheable || !res || response.body.kind !== 'single' || response.body.singleResult.errors) return;
            if (response.http.status !== undefined && response.http.status !== 200) return;
            const seen = res.locals[VERSIONS] as (AnswerVersion | null)[] | undefined;
            if (!seen?.length || seen.some((v) => v === null)) return;
            const request = requestIdentity(contextValue.req, (res.locals.publicApi as RequestFacts | undefined)?.payer);
            if (request === null) return;
            const versions = seen as AnswerVersion[];
            const digest = createHash('sha256')
              .update(request)
              .update(versions.map((v) => `${v.key}#${v.version}`).join('|'))
              .digest('base64url')
              .slice(0, 22);
            const etag = `W/"${this.instance}-${digest}"`;
            const data = response.body.singleResult.data;
            if (!data) return;
            if (this.tags.size >= MAX_TAGS && !this.tags.has(request)) this.tags.delete(this.tags.keys().next().value!);
            const price = (res.locals[PRICE] as Price | undefined) ?? null;
            this.tags.set(request, { etag, versions, json: JSON.stringify(data), price, operationName: name });
            response.http.headers.set('etag', etag);
          },
        };
      },
    };
  }
}

/** Only `availability` (and `__typename`) at the top: every other field may change without a notification. */
function readsOnlyAvailability(document: DocumentNode, operationName?: string | null): boolean {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : null;
  if (!operation || operation.operation !== 'query') return false;
  const fields = operation.selectionSet.selections;
  return (
    fields.every((s) => s.kind === Kind.FIELD && (s.name.value === 'availability' || s.name.value === '__typename')) &&
    fields.some((s) => s.kind === Kind.FIELD && s.name.value === 'availability')
  );
}

/**
 * What names a request's answer: its document, operation and variables as sent (GET parameters or the
 * JSON body, after a trusted document's id became its text), and who pays (a key may run what an address
 * may not). Null without a document.
 */
function requestIdentity(req: Request, payer: Spender | null | undefined): string | null {
  const params = (req.method === 'GET' ? req.query : req.body) as Record<string, unknown> | undefined;
  if (!params || typeof params.query !== 'string') return null;
  const variables = typeof params.variables === 'string' ? params.variables : JSON.stringify(params.variables ?? null);
  // A signed-in viewer's answers follow their booking window: theirs alone.
  const viewer = req.user ? `user:${req.user.id}:${req.user.membershipType}:${req.user.isAdmin}` : 'none';
  return JSON.stringify([params.query, params.operationName ?? null, variables, payer?.kind ?? viewer]);
}

/** Whether an If-None-Match header names the request's current ETag. */
function matches(header: string | undefined, tagged: Tagged): boolean {
  return header !== undefined && header.split(',').some((candidate) => candidate.trim() === tagged.etag);
}
