import { createHash, randomBytes } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
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
  request: string;
  versions: AnswerVersion[];
}

/** ETags handed out recently; past this many the oldest are forgotten (their next request is a 200). */
const MAX_TAGS = 20_000;

export class ConditionalAnswers {
  private readonly tags = new Map<string, Tagged>();
  /** Instances name their ETags apart: versions are counted per instance. */
  private readonly instance = randomBytes(4).toString('hex');

  constructor(
    private readonly cache: AvailabilityCache,
    private readonly budgets: ApiBudgetService | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** Before GraphQL: 304 for an If-None-Match naming an ETag of this same request whose answers are all still current. */
  middleware(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const header = req.headers['if-none-match'];
      if (!header || (req.method !== 'GET' && req.method !== 'POST')) return next();
      const facts = res.locals.publicApi as { key?: string | null; caller?: unknown; payer?: Spender | null } | undefined;
      if (facts?.key !== undefined && !facts.caller) return next(); // an invalid key is told so (401)
      const request = requestIdentity(req, res);
      if (request === null) return next();
      const now = this.now();
      const matched = header.split(',').some((candidate) => {
        const tagged = this.tags.get(candidate.trim());
        return tagged !== undefined && tagged.request === request && tagged.versions.every((v) => this.cache.isCurrent(v, now));
      });
      if (!matched) return next();
      if (facts?.payer && this.budgets) this.budgets.charge(facts.payer, 1);
      res.setHeader('ETag', header.trim());
      if (req.headers.origin) res.set({ 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'ETag' });
      res.status(304).end();
    };
  }

  /** Gives an answer read wholly from the cache its ETag. */
  plugin(): ApolloServerPlugin<GraphQLContext> {
    return {
      requestDidStart: async () => {
        let cacheable = false;
        return {
          didResolveOperation: async ({ document, operationName }) => {
            cacheable = readsOnlyAvailability(document, operationName);
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
            if (this.tags.size >= MAX_TAGS && !this.tags.has(etag)) this.tags.delete(this.tags.keys().next().value!);
            this.tags.set(etag, { request, versions });
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
