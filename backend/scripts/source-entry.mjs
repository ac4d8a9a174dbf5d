// The app from its TypeScript source with the telemetry preload first, as the build runs under `npm start`
// (`node --import dist/telemetry/instrument.js dist/main.js`). Run with `--import @swc-node/register/esm-register`.
// Node 20 loads every `--import` before an earlier one's loader hooks apply, so a TypeScript preload cannot be a
// second `--import`: this entry imports it, then the app, once the TypeScript loader is in place.
await import('../src/telemetry/instrument.ts');
await import('../src/main.ts');
