import type { Request, Response } from 'express';
import { execute, Kind, OperationTypeNode, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { createLoaders } from '../graphql/loaders.js';
import type { TrustedDocuments } from '../graphql/trusted-documents.js';
import { currentUserJson } from '../rest/current-user.js';
import type { Services } from '../services.js';
import { addDays, isValidLocalDate, localDateOf } from '../shared/time.js';

/** One query's answer as the page's first render reads it from Apollo's cache (null: in `cache`, below). */
interface BootQuery {
  operation: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown> | null;
}

/** What a page's first render needs, sent inside its HTML: GET /api/user's answer (null: signed out) and queries. */
export interface BootData {
  user: unknown;
  queries: BootQuery[];
  /** A page rendered on the server: the GraphQL cache it rendered from (Apollo's normalized form), for the browser. */
  cache?: unknown;
}

/** The query every page carries, which the first load reads without the GraphQL client (frontend/src/app/boot.ts). */
export const FIRST_LOAD_QUERY = 'Locations';

type Data = Record<string, unknown>;
type Run = (operation: string, variables?: Data) => Promise<Data | null>;

/** At most this many days are read ahead for a booking page whose first days are full. */
const MAX_OPENING_DAYS = 7;
/**
 * A page waits no longer than this for its data: past it, the page goes without and the app asks itself.
 * A page rendered on the server (http/spa.ts) waits longer: without its data it would go out empty.
 */
const BOOT_BUDGET_MS = 250;

interface Availability {
  /** Null: no limit (staff); the loop's own cap applies. */
  lastBookableDate: string | null;
  bays: { slots: { state: string }[] }[];
}

/**
 * The booking page opens on the first day with a free start (frontend features/booking/utils/opening.ts):
 * today, then each next day inside the viewer's window until one has one. A link's own date is read as it is.
 */
async function bookingPage(run: Run, slug: string, linkDate: string | null): Promise<void> {
  const [venues] = await Promise.all([run('BookingLocations'), run('MembershipPlans')]);
  const venue = (venues?.locations as { slug: string; timeZone: string }[] | undefined)?.find((l) => l.slug === slug);
  if (!venue) return;
  if (linkDate !== null) {
    if (isValidLocalDate(linkDate)) await run('BookingAvailability', { location: slug, date: linkDate });
    return;
  }
  let date = localDateOf(new Date(), venue.timeZone);
  for (let day = 0; day < MAX_OPENING_DAYS; day++) {
    const answer = (await run('BookingAvailability', { location: slug, date }))?.availability as Availability | undefined;
    if (!answer || (answer.lastBookableDate !== null && date >= answer.lastBookableDate)) return;
    if (answer.bays.some((b) => b.slots.some((s) => s.state === 'FREE'))) return;
    date = addDays(date, 1);
  }
}

/**
 * Each page's first reads, by path: the operations (the app's own documents, by name) its first render
 * asks for. Every page shows the venues (navigation, footer, guards); a page not listed reads them alone.
 */
const PAGES: { path: RegExp; read: (run: Run, match: RegExpExecArray, search: URLSearchParams) => Promise<unknown> }[] = [
  { path: /^\/booking\/([a-z0-9-]+)\/?$/, read: (run, m, search) => bookingPage(run, m[1]!, search.get('date')) },
  { path: /^\/memberships\/?$/, read: (run) => run('MembershipPlans') },
  { path: /^\/events\/?$/, read: (run) => Promise.all([run('UpcomingEvents', { location: null }), run('MembershipPlans')]) },
  { path: /^\/leagues(?:\/([a-z0-9-]+))?\/?$/, read: (run, m) => run('LeagueSchedule', { location: m[1] ?? null }) },
  { path: /^\/lessons(?:\/([a-z0-9-]+))?\/?$/, read: (run, m) => run('LessonCoaches', { location: m[1] ?? null }) },
  { path: /^\/leagues\/[a-z0-9-]+\/([0-9a-f-]{36})\/?$/i, read: (run, m) => run('LeagueDetail', { id: m[1]! }) },
  { path: /^\/lessons\/coaches\/([0-9a-f-]{36})\/?$/i, read: (run, m) => run('CoachProfile', { id: m[1]! }) },
  // Sign-in's Google button waits on the site's client id; the new-account form offers the venues.
  { path: /^\/auth\/?$/, read: (run) => Promise.all([run('AuthGoogleConfig'), run('AuthLocationChoices')]) },
];

/**
 * A page's data, read on the server while it sends the page: the first render then shows the page whole,
 * instead of a spinner, then the page, then each part as its query answers (a waterfall of round trips and
 * re-renders on a phone: issue 13). It reads exactly what the app would ask for, with the visitor's own
 * session, through the app's trusted documents; anything that fails or is late is left for the app.
 */
export function createPageBoot({
  schema,
  documents,
  services,
}: {
  schema: GraphQLSchema;
  documents: TrustedDocuments;
  services: Services;
}) {
  const queries = new Map<string, DocumentNode>();
  for (const text of documents.all()) {
    const document = parse(text);
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    if (operation?.operation === OperationTypeNode.QUERY && operation.name) queries.set(operation.name.value, document);
  }

  return async function pageBoot(req: Request, res: Response, budgetMs = BOOT_BUDGET_MS): Promise<BootData | null> {
    const boot: BootData = { user: null, queries: [] };
    const contextValue = { services, logger: req.log, loaders: createLoaders(services), req, res };
    const run: Run = async (operation, variables = {}) => {
      const document = queries.get(operation);
      if (!document) return null;
      const result = await execute({ schema, document, variableValues: variables, contextValue });
      if (result.errors?.length || !result.data) return null;
      const data = result.data as Data;
      boot.queries.push({ operation, variables, data });
      return data;
    };
    const url = new URL(req.originalUrl, 'http://page');
    const page = PAGES.map((p) => ({ p, m: p.path.exec(url.pathname) })).find((x) => x.m);
    const reads = Promise.all([
      req.user ? currentUserJson(services, req.user).then((u) => (boot.user = u)) : null,
      run(FIRST_LOAD_QUERY),
      page ? page.p.read(run, page.m!, url.searchParams) : null,
    ]);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, budgetMs, 'late')));
    try {
      if ((await Promise.race([reads, late])) === 'late') {
        reads.catch(() => undefined); // finishes unread
        req.log.warn({ path: url.pathname }, `page data took over ${budgetMs} ms: sent without it`);
        return null;
      }
      // In a stable order (the reads answer in any order): the same data is the same page (http/page-cache.ts).
      const keyOf = (q: BootQuery) => `${q.operation} ${JSON.stringify(q.variables)}`;
      boot.queries.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
      return boot;
    } catch (err) {
      req.log.warn({ err, path: url.pathname }, 'page data failed: sent without it');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

export type PageBoot = ReturnType<typeof createPageBoot>;

/** The boot data as a JSON script element's text: `<` escaped, so no text in it can close the element. */
export function bootScript(boot: BootData): string {
  return `<script type="application/json" id="boot">${JSON.stringify(boot).replace(/</g, '\\u003c')}</script>`;
}
