import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { constants } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// Where `npm run dev` finds the backend (GraphQL, the REST API, health checks).
const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';
const proxy = {
  '/graphql': { target: backend, ws: true }, // ws: subscriptions over graphql-ws
  '/api': { target: backend },
  '/healthz': { target: backend },
  '/readyz': { target: backend },
};

// The first load's libraries (React, MUI, Apollo, React Router...) in one "vendor" chunk that changes
// rarely and caches well: one request instead of four, and one brotli window over all of them (each
// response also carries about 1 KB of headers). Only modules of the first load ('$initial') go there: a
// library part that only a lazy page uses (a Dialog, a TextField, the date pickers) stays with that
// page. Route-level code (admin, pickers, grids, every page but the landing) is split with React.lazy.
// prop-types is in the first load's static graph (MUI imports it) but tree-shaken away there; only the
// card fields (@stripe/react-stripe-js) use it, so it keeps a chunk of its own that loads with them.
//
// Beyond the first load, rolldown's automatic chunks follow every distinct set of pages sharing a module: the
// booking page came in 56 scripts, most under 1 KB, each with about 1.1 KB of headers. So the public pages' code
// (router.tsx's `handle: SSR` routes) is grouped by which of those pages use it, each group with its modules'
// dependencies (rolldown's default): a module only the booking page uses goes with it, one the booking and event
// pages share in their chunk (/booking/tulsa: 321 KB in 56 scripts -> 248 KB in 8). A signed-in or admin page may
// load some public page's code beside its own. The first load's own modules are one `app` chunk ahead of them,
// so no group takes one of them off the first load. An earlier grouping that left dependencies out made chunks
// import each other in a cycle (a chunk ran before what it imports: styled(undefined) on /admin/coach-hours);
// the build now stops on any cycle (noChunkCycles below). The page data's query documents
// (app/boot-documents.ts) are one chunk, and so is the live-updates client (WebSocket).
const BOOT_DOCUMENTS = path.join(import.meta.dirname, 'src', 'app', 'boot-documents.ts');

const SOURCE = path.join(import.meta.dirname, 'src') + path.sep;
const PUBLIC_PAGES = [
  'booking/pages/BookingPage',
  'events/pages/EventsPage',
  'events/pages/EventDetailPage',
  'memberships/pages/MembershipsPage',
  'leagues/pages/LeaguesPage',
  'lessons/pages/LessonsPage',
  'franchise/pages/FranchisePage',
  'developers/pages/DevelopersPage',
  'locations/pages/LocationsPage',
  'locations/pages/SelectLocationPage',
].map((p) => path.join(import.meta.dirname, 'src', 'features', `${p}.tsx`));
for (const page of PUBLIC_PAGES) if (!existsSync(page)) throw new Error(`${page} is gone: update PUBLIC_PAGES in vite.config.ts`);

/**
 * The public pages whose code imports `id` (through static imports), by name; none for a module the entry
 * reaches (one of the first load, in index or vendor, or one its graph imports and tree-shakes). Memoized per build.
 */
function publicPagesOf(id: string, ctx: Rolldown.ChunkingContext, memo: Map<string, string[]>): string[] {
  const known = memo.get(id);
  if (known) return known;
  const pages = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  for (let m = queue.pop(); m !== undefined; m = queue.pop()) {
    const info = ctx.getModuleInfo(m);
    if (info?.isEntry) return memo.set(id, []).get(id)!;
    if (PUBLIC_PAGES.includes(m)) pages.add(path.basename(m, '.tsx').replace(/Page$/, ''));
    for (const importer of info?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return memo.set(id, [...pages].sort()).get(id)!;
}

// The GraphQL client loads with the first page that queries (lib/apollo-slot: the landing page's first load
// leaves it out), as one chunk: the app's client (lib/apollo.ts, imported only dynamically, so no walk over
// importers finds its page) and the locations' GraphQL side, Apollo and what it runs on, and the few graphql-js
// modules Apollo uses (printing and visiting documents). A module missing from these lists only lands in
// another chunk.
const APOLLO_CLIENT = path.join(import.meta.dirname, 'src', 'lib', 'apollo.ts');
const LOCATIONS_CLIENT = path.join(import.meta.dirname, 'src', 'features', 'locations', 'api', 'locations-client.ts');
const APOLLO_PACKAGES =
  /[\\/]node_modules[\\/](?:@apollo[\\/]client(?![\\/]link[\\/]subscriptions)|rxjs|optimism|@wry[\\/][^\\/]+|tslib)[\\/]/;
const APOLLO_GRAPHQL_JS = ['ast', 'kinds', 'characterClasses', 'blockString', 'printString', 'printer', 'visitor']
  .map((m) => `language/${m}`)
  .concat('jsutils/devAssert', 'jsutils/inspect')
  .map((m) => path.join('node_modules', 'graphql', `${m}.mjs`));

// The rest of graphql-js is left to rolldown's own chunking: every one of its modules is imported by its index, which
// Apollo imports (so, by walking importers, every page's), although Apollo uses a few of them and the
// developers page most; rolldown links the index's re-exports away and places each by its real users.
const GRAPHQL_JS = /[\\/]node_modules[\\/]graphql[\\/]/;

/**
 * The public pages' code: the code the booking page shares with any other page in one chunk
 * (`booking-shared`), then one chunk per set of pages sharing the rest (each page's own code is the set of
 * one). Each group takes its modules' dependencies (rolldown's default: no chunk imports another in a cycle),
 * so the widest go first: a dependency is used by at least the pages of what imports it, and its own group
 * has taken it already. A chunk per set for the booking page's code too gave it 26 scripts; one group for all
 * sets let one page's chunk take modules it shares with another (the leagues page loaded the developers page's).
 */
const byPublicPages: Rolldown.CodeSplittingGroup[] = (() => {
  const memo = new Map<string, string[]>();
  const pagesOf = (id: string, ctx: Rolldown.ChunkingContext) => (GRAPHQL_JS.test(id) ? [] : publicPagesOf(id, ctx, memo));
  const bookingShared: Rolldown.CodeSplittingGroup = {
    name: (id, ctx) => {
      const pages = pagesOf(id, ctx);
      return pages.length > 1 && pages.includes('Booking') ? 'booking-shared' : null;
    },
    priority: 5.5,
  };
  const bySet = PUBLIC_PAGES.map((_, i): Rolldown.CodeSplittingGroup => {
    const sharedBy = PUBLIC_PAGES.length - i;
    return {
      name: (id, ctx) => {
        const pages = pagesOf(id, ctx);
        return pages.length === sharedBy ? pages.join('~') : null;
      },
      priority: 5 + sharedBy / 100,
    };
  });
  return [bookingShared, ...bySet];
})();

const vendorChunks: Rolldown.CodeSplittingGroup[] = [
  { name: 'prop-types', test: /[\\/]node_modules[\\/]prop-types[\\/]/, priority: 20 },
  { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 10 },
  {
    name: (id, ctx) => (id === BOOT_DOCUMENTS || ctx.getModuleInfo(id)?.importers.includes(BOOT_DOCUMENTS) ? 'page-documents' : null),
    priority: 9,
  },
  { name: 'app', tags: ['$initial'], test: (id: string) => id.startsWith(SOURCE), priority: 7 },
  // After the first load's (a group takes its modules' dependencies too: here Vite's preload helper) and ahead
  // of the live-updates client, which would otherwise take the parts of Apollo it uses.
  {
    name: 'apollo',
    priority: 6.5,
    test: (id: string) =>
      APOLLO_PACKAGES.test(id) || APOLLO_GRAPHQL_JS.some((m) => id.endsWith(m)) || id === APOLLO_CLIENT || id === LOCATIONS_CLIENT,
  },
  { name: 'live', priority: 6, test: /[\\/]node_modules[\\/](graphql-ws|@apollo[\\/]client[\\/]link[\\/]subscriptions)[\\/]/ },
  ...byPublicPages,
];

/** Chunks that import each other statically run in an order that can break a module: the build stops on one. */
const noChunkCycles: Plugin = {
  name: 'no-chunk-cycles',
  apply: 'build',
  generateBundle(_options, bundle) {
    const imports = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c.imports] as const] : [])));
    const done = new Set<string>();
    const visit = (file: string, path: string[]): void => {
      if (path.includes(file)) this.error(`chunks import each other in a cycle: ${[...path.slice(path.indexOf(file)), file].join(' -> ')}`);
      if (done.has(file)) return;
      for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
      done.add(file);
    };
    for (const file of imports.keys()) visit(file, []);
  },
};

// Each text asset also as .br and .gz beside it, at the strongest levels (made once, at build time):
// the server (backend/src/http/spa.ts) sends the one the browser accepts. Source maps stay as they are.
// Small files too (no threshold): the first load has several chunks under 1 KB (the runtime, shared
// constants) that brotli still halves; a copy that would not be smaller is not written.
const precompress = compression({
  include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
  threshold: 0,
  skipIfLargerOrEqual: true,
  // The plugin runs one compression at a time on 2 cores (cpus - 1); brotli at its strongest level is
  // most of the build's time (about 14 of 25 s here), so give it every core.
  scheduler: { limit: availableParallelism() },
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
});

// The first load's stylesheet (the font faces, about 2 KB) goes inside index.html: a <link> to it blocks the first
// paint until it arrives, and on a slow phone network it arrives behind the scripts and the font that start with
// it (Lighthouse mobile put the server-rendered page's first paint at 2.4 s). The link stays, disabled (a disabled
// stylesheet is never fetched): Vite's loader of lazy chunks looks for it before it adds the file again.
const FIRST_LOAD_CSS = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;
const inlineFirstLoadCss: Plugin = {
  name: 'inline-first-load-css',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, ctx) =>
      html.replace(FIRST_LOAD_CSS, (_link, file: string) => {
        const asset = ctx.bundle?.[file];
        if (asset?.type !== 'asset') throw new Error(`${file} is not in the build: update inlineFirstLoadCss`);
        return `<style>${String(asset.source).replace(/<\//g, '<\\/')}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`;
      }),
  },
};

// The first screen's text is Inter, Latin subset (BRAND.md: one bundled sans family): preloaded, so it
// arrives with the scripts instead of after the first render, and its swap (font-display: swap, from
// @fontsource) does not move the page. The other subsets load only where a page uses their characters.
const preloadLatinFont: Plugin = {
  name: 'preload-latin-font',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, ctx) => {
      const font = Object.keys(ctx.bundle ?? {}).find((f) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(f));
      if (!font) throw new Error('the Inter Latin font is not in the build: update preloadLatinFont');
      const attrs = { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' };
      return [{ tag: 'link', attrs, injectTo: 'head' }];
    },
  },
};

// The typed GraphQL documents (codegen's client preset) are one module, src/gql/graphql.ts: bundled
// as it is, every document of every page sits in the first chunk (about 180 KB raw). In the build each
// document becomes a module of its own, imported where it is used, so a page's documents load with it.
const GQL_MODULE = path.join(import.meta.dirname, 'src', 'gql', 'graphql.ts');
const GQL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])((?:\.\.?\/)+gql\/graphql)(?:\.ts)?\2;?/g;
const DOCUMENT_PREFIX = 'virtual:gql-document/';
const gqlDocumentPerModule: Plugin = (() => {
  const documents = new Map<string, string>();
  return {
    name: 'gql-document-per-module',
    apply: 'build',
    buildStart() {
      documents.clear();
      for (const m of readFileSync(GQL_MODULE, 'utf8').matchAll(/^export const (\w+) = (.*) as unknown as DocumentNode<.*$/gm)) {
        documents.set(m[1]!, m[2]!);
      }
      if (documents.size === 0) throw new Error('no documents found in src/gql/graphql.ts: update gqlDocumentPerModule');
    },
    resolveId: (id) => (id.startsWith(DOCUMENT_PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${DOCUMENT_PREFIX}`)) return null;
      const name = id.slice(DOCUMENT_PREFIX.length + 1);
      return `export const ${name} = ${documents.get(name)};`;
    },
    // After the TypeScript transform: type-only names are gone, only the documents are imported.
    transform(code, id) {
      if (!id.startsWith(path.join(import.meta.dirname, 'src')) || id === GQL_MODULE || !code.includes('gql/graphql')) return null;
      const out = code.replace(GQL_IMPORT, (all, names: string) => {
        const specifiers = names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean);
        const parsed = specifiers.map((n) => /^(\w+)(?:\s+as\s+(\w+))?$/.exec(n));
        if (parsed.some((m) => !m || !documents.has(m[1]!))) return all; // anything else: leave the import alone
        return parsed.map((m) => `import { ${m![1]} as ${m![2] ?? m![1]} } from '${DOCUMENT_PREFIX}${m![1]}';`).join('\n');
      });
      return out === code ? null : { code: out, map: null };
    },
  };
})();

// `vite build --ssr src/entry-server.tsx --outDir dist-ssr` (issue 33): the server's renderer of the public
// pages, for the backend (http/spa.ts) to import from dist-ssr beside dist. Self-contained (libraries bundled
// in): the production image installs the backend's dependencies only. No source maps: 39 of its 56 MB.
const ssrBuild: Plugin = {
  name: 'ssr-build',
  apply: (_config, env) => env.isSsrBuild === true,
  config: () => ({ build: { copyPublicDir: false, target: 'node20', sourcemap: false }, ssr: { noExternal: true } }),
};
// react-router's package exports name its development build for every condition (remix-run/react-router
// issues 12532, 14753): its warnings and their checks would ship. The build takes its production files instead.
const ROUTER_DIST = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: path.join(ROUTER_DIST, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: path.join(ROUTER_DIST, 'dom-export.mjs') },
      ],
    },
  }),
};
const clientOnly = (plugin: Plugin): Plugin => ({ ...plugin, apply: (_config, env) => env.command === 'build' && !env.isSsrBuild });

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    gqlDocumentPerModule,
    reactRouterProduction,
    clientOnly(preloadLatinFont),
    clientOnly(inlineFirstLoadCss),
    clientOnly(noChunkCycles),
    clientOnly(precompress),
    ssrBuild,
  ],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // No polyfill for <link rel="modulepreload">: every browser the site is built for but Safari 16 has it natively
    // (there the modules still load, without that head start). It was all the entry's own chunk held besides the
    // import of `app`: index.html now names the first load's three chunks itself, one request less on every visit.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorChunks } },
    },
  },
});
