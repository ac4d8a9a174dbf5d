import { existsSync, readFileSync } from 'node:fs';
import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { AppError } from '../shared/app-error.js';
import type { GraphQLContext } from './context.js';
import { sendGraphQLRefusal } from './errors.js';
import { isPublicScheduleOperation } from './public-schedule.js';

/**
 * The first-party app's operations, by id (codegen's persisted-documents.json: `sha256:<hex>` → text).
 * The browser sends only ids; the server runs the text it holds for each.
 */
export class TrustedDocuments {
  private readonly texts: Set<string>;

  constructor(private readonly byId: ReadonlyMap<string, string>) {
    this.texts = new Set(byId.values());
  }

  static load(file: string): TrustedDocuments {
    if (!existsSync(file)) return new TrustedDocuments(new Map());
    return new TrustedDocuments(new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)));
  }

  get size(): number {
    return this.byId.size;
  }

  text(id: string): string | undefined {
    return this.byId.get(id);
  }

  /** Every document's text (the server runs some of them itself: http/boot-data.ts). */
  all(): Iterable<string> {
    return this.texts;
  }

  /** A request that sends a known document's exact text is as trusted as one sending its id. */
  isKnownText(text: string): boolean {
    return this.texts.has(text);
  }
}

interface PersistedQueryExtension {
  sha256Hash?: unknown;
}

/**
 * Before Apollo reads the body: a request naming a trusted document by id gets its text; one sending a
 * known document's exact text counts as trusted too. `res.locals.trustedDocument` tells the plugin.
 * Apollo's own automatic persisted queries stay off, so nobody can register a document of their own.
 */
export function resolveTrustedDocuments(documents: TrustedDocuments) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET') return void (resolveGetDocument(documents, req, res) && next());
    const body = req.body as { query?: unknown; extensions?: { persistedQuery?: PersistedQueryExtension } } | undefined;
    if (!body || typeof body !== 'object') return next();
    const persisted = body.extensions?.persistedQuery;
    if (persisted) {
      const text = typeof persisted.sha256Hash === 'string' ? documents.text(persisted.sha256Hash) : undefined;
      if (!text || (body.query !== undefined && body.query !== text)) {
        // The page was built for another version of the site: reloading fetches the current one.
        sendGraphQLRefusal(res, 400, 'This page is out of date. Please reload it.', { code: 'PERSISTED_QUERY_NOT_FOUND' });
        return;
      }
      body.query = text;
      delete body.extensions!.persistedQuery;
      res.locals.trustedDocument = true;
    } else if (typeof body.query === 'string' && documents.isKnownText(body.query)) {
      res.locals.trustedDocument = true;
    }
    next();
  };
}

/**
 * The same for a GET (a conditional poll of the public schedule): `extensions={"persistedQuery":…}` in the URL
 * becomes `query=<text>` there, where Apollo reads a GET's parameters. False when it answered already.
 */
function resolveGetDocument(documents: TrustedDocuments, req: Request, res: Response): boolean {
  const at = req.url.indexOf('?');
  if (at < 0) return true;
  const params = new URLSearchParams(req.url.slice(at + 1));
  const query = params.get('query');
  let extensions: { persistedQuery?: PersistedQueryExtension } | null;
  try {
    extensions = JSON.parse(params.get('extensions') ?? 'null') as { persistedQuery?: PersistedQueryExtension } | null;
  } catch {
    return true; // Apollo answers a malformed parameter
  }
  const persisted = extensions && typeof extensions === 'object' ? extensions.persistedQuery : undefined;
  if (!persisted) {
    if (query !== null && documents.isKnownText(query)) res.locals.trustedDocument = true;
    return true;
  }
  const text = typeof persisted.sha256Hash === 'string' ? documents.text(persisted.sha256Hash) : undefined;
  if (!text || (query !== null && query !== text)) {
    sendGraphQLRefusal(res, 400, 'This page is out of date. Please reload it.', { code: 'PERSISTED_QUERY_NOT_FOUND' });
    return false;
  }
  delete extensions!.persistedQuery;
  params.set('query', text);
  if (Object.keys(extensions!).length) params.set('extensions', JSON.stringify(extensions));
  else params.delete('extensions');
  req.url = `${req.url.slice(0, at)}?${params.toString()}`;
  res.locals.trustedDocument = true;
  return true;
}

export const UNTRUSTED_DOCUMENT_MESSAGE =
  'Only the public schedule answers documents from outside this site: ' +
  'locations, availability, leagues, coaches, lessons, events and plans. See /developers.';

/**
 * With `enforce`, a document that is not one of the app's own runs only if it reads the public
 * schedule: signed-in operations and every mutation need a trusted document (403 FORBIDDEN otherwise).
 */
export function trustedDocumentsPlugin(mode: 'enforce' | 'off'): ApolloServerPlugin<GraphQLContext> {
  return {
    requestDidStart: async () => ({
      didResolveOperation: async ({ schema, document, operationName, contextValue }) => {
        if (mode === 'off' || contextValue.res.locals.trustedDocument) return;
        if (isPublicScheduleOperation(schema, document, operationName)) return;
        throw new GraphQLError(UNTRUSTED_DOCUMENT_MESSAGE, {
          originalError: new AppError('FORBIDDEN', UNTRUSTED_DOCUMENT_MESSAGE),
          extensions: { http: { status: 403 } },
        });
      },
    }),
  };
}
