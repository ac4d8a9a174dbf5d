import { constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
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

// The first load's libraries (React, MUI, Apollo, react-query...) in one "vendor" chunk that changes
// rarely and caches well: one request instead of four, and one brotli window over all of them (each
// response also carries about 1 KB of headers). Only modules of the first load ('$initial') go there: a
// library part that only a lazy page uses (a Dialog, a TextField, the date pickers) stays with that
// page. Route-level code (admin, pickers, grids, every page but the landing) is split with React.lazy.
const vendorChunks = [{ name: 'vendor', tags: ['$initial'] as ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 10 }];

// Each text asset also as .br and .gz beside it, at the strongest levels (made once, at build time):
// the server (backend/src/http/spa.ts) sends the one the browser accepts. Source maps stay as they are.
const precompress = compression({
  include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
  threshold: 1024,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
});

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

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), preloadLatinFont, precompress],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorChunks } },
    },
  },
});
