import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
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

// Vendor chunks that change rarely and cache well, split by family; whatever else comes from
// node_modules goes to "vendor". Route-level code (admin, date pickers) is split with React.lazy.
// Only modules of the first load ('$initial') go into these groups: a library part that only a lazy
// page uses (a Dialog, a TextField) stays with that page instead of growing the first load of `/`.
const initial: ['$initial'] = ['$initial'];
const vendorChunks = [
  {
    name: 'react',
    tags: initial,
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  {
    name: 'mui',
    tags: initial,
    test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-is|react-transition-group|hoist-non-react-statics|clsx|prop-types|@babel[\\/]runtime)[\\/]/,
    priority: 20,
  },
  {
    name: 'apollo',
    tags: initial,
    test: /[\\/]node_modules[\\/](@apollo|graphql|graphql-tag|rxjs|@wry|optimism|tslib|@graphql-typed-document-node)[\\/]/,
    priority: 20,
  },
  { name: 'vendor', tags: initial, test: /[\\/]node_modules[\\/]/, priority: 10 },
];

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

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress],
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
