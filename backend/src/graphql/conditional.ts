import { createHash, randomBytes } from 'node:crypto';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { ApiBudgetService, Spender } from '../modules/api-keys/api-budget.service.js';
import type { AnswerVersion, AvailabilityCache } from '../modules/bookings/availability.cache.js';
import type { GraphQLContext } from './context.js';

/**
 * Conditional requests of the public schedule (RFC 9110 ETag / If-None-Match). An answer made only of
 * `availability` fields, each read from this instance's fresh cache, carries a weak ETag named after
 * the request and the versions of the cached answers it read (a new version comes with every change of
 * the day, and with each new hour): not a hash of the body. A request that sends it back while every one
 * of those answers is still the current one gets 304 Not Modified here, before GraphQL parses anything,
 * for one budget point. Another instance has other versions: its first answer is a 200 with its own ETag.
 * The same request without If-None-Match (or with an old one) gets the data it was last answered with while
 * those answers are current: GraphQL still parses, checks, prices and charges it, but executes nothing.
 */

/** The answers a request read (res.locals), for its ETag; a null is a read past the cache (no ETag then). */
const VERSIONS = 'answerVersions';

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
  data: Record<string, unknown>;
}

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
    private readonly now: () => number = Date.now,
  ) {}

  /** Before GraphQL: 304 for an If-None-Match naming an ETag of this same request whose answers are all still current. */
  middleware(): RequestHandler {
    return async (req: Request, res: Response, next: NextFunction) => {
      const header = req.headers['if-none-match'];
      if (!header || (req.method !== 'GET' && req.method !== 'POST')) return next();
      const facts = res.locals.publicApi as { key?: string | null; caller?: unknown; payer?: Spender | null } | undefined;
      if (facts?.key !== undefined && !facts.caller) return next(); // an invalid key is told so (401)
      const request = requestIdentity(req, res);
      if (request === null) return next();
      const tagged = await this.current(request, req);
      if (!tagged || !header.split(',').some((candidate) => candidate.trim() === tagged.etag)) return next();
      if (facts?.payer && this.budgets) this.budgets.charge(facts.payer, 1);
      res.setHeader('ETag', tagged.etag);
      if (req.headers.origin) res.set({ 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'ETag' });
      res.status(304).end();
    };
  }

  /** The answer last given to this request, while every cached answer it read is still current. */
  private async current(request: string, req: Request): Promise<Tagged | null> {
    const tagged = this.tags.get(request);
    if (!tagged) return null;
    const now = this.now();
    const window = ` ${String(await this.windowOf(req.user ?? null))}`;
    return tagged.versions.every((v) => v.key.endsWith(window) && this.cache.isCurrent(v, now)) ? tagged : null;
  }

  /** Gives an answer read wholly from the cache its ETag; answers a request it answered before, while current, without executing. */
  plugin(): ApolloServerPlugin<GraphQLContext> {
    return {
      requestDidStart: async () => {
        let cacheable = false;
        return {
          didResolveOperation: async ({ document, operationName }) => {
            cacheable = readsOnlyAvailability(document, operationName);
          },
          // After didResolveOperation: the document was checked, priced and paid for like any other.
          responseForOperation: async ({ contextValue }) => {
            const res = contextValue.res;
            if (!cacheable || !res) return null;
            const request = requestIdentity(contextValue.req, res);
            const tagged = request === null ? null : await this.current(request, contextValue.req);
            if (!tagged) return null;
            res.locals[VERSIONS] = [...tagged.versions];
            this.cache.noteHits(tagged.versions.length);
            return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: { data: tagged.data } } };
          },
          willSendResponse: async ({ response, contextValue }) => {
            const res = contextValue.res;
            if (!cacheable || !res || response.body.kind !== 'single' || response.body.singleResult.errors) return;
            if (response.http.status !== undefined && response.http.status !== 200) return;
            const seen = res.locals[VERSIONS] as (AnswerVersion | null)[] | undefined;
            if (!seen?.length || seen.some((v) => v === null)) return;
            const request = requestIdentity(contextValue.req, res);
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
            this.tags.set(request, { etag, versions, data });
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
function requestIdentity(req: Request, res: Response): string | null {
  const params = (req.method === 'GET' ? req.query : req.body) as Record<string, unknown> | undefined;
  if (!params || typeof params.query !== 'string') return null;
  const variables = typeof params.variables === 'string' ? params.variables : JSON.stringify(params.variables ?? null);
  const payer = (res.locals.publicApi as { payer?: Spender | null } | undefined)?.payer;
  // A signed-in viewer's answers follow their booking window: theirs alone.
  const viewer = req.user ? `user:${req.user.id}:${req.user.membershipType}:${req.user.isAdmin}` : 'none';
  return JSON.stringify([params.query, params.operationName ?? null, variables, payer?.kind ?? viewer]);
}
