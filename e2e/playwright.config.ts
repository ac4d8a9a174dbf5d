import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable } from './browser.js';
import { clockOffsetMs } from './support/clock.js';
import { appPort, stripeModePort } from './support/servers.js';

// The run's clock, fixed once here for the server (serve.ts) and every worker (they inherit the env).
process.env.E2E_CLOCK_OFFSET_MS ??= String(clockOffsetMs());
// Where the e2e server's SMTP server files each message (serve.ts), for specs that read mail (support/mailbox.ts).
process.env.E2E_MAILBOX_DIR ??= path.join(os.tmpdir(), `venue-e2e-mail-${process.env.E2E_PORT ?? 4173}-${Date.now()}`);

const port = appPort;
const stripePort = stripeModePort;
const executablePath = chromiumExecutable({ headlessShell: true });
// Flags that let Chromium run as root in a container with no network but loopback, and one for speed.
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // No optimizing JIT (Maglev, TurboFan): a test page lives seconds, and compiling its hot functions on
  // background threads cost more than it saved. Whole-machine CPU of guards + shell on desktop, two
  // runs each (2026-11-26): 286 and 275 s against 299 to 368 s; JavaScript's behaviour is the same.
  '--js-flags=--no-maglev,--no-opt',
];

export default defineConfig({
  testDir: '.',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './.artifacts/results', // separate runs side by side need separate folders
  fullyParallel: true,
  // Two browsers on two cores. Four were measured (2026-11-25): the browsers' CPU (axe scans, software
  // rendering) saturated both cores, no faster overall, and the timing-sensitive transition tests
  // failed. Three (2026-11-26): 15.2 min against 13.2 to 13.8 with two. E2E_WORKERS overrides it on
  // bigger machines.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // The longest flows (three pages and three axe scans) take half of this on a quiet machine; the
  // limit is for a test that hangs, and a passing run never waits for it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records DOM snapshots around every step of every test, kept or not: about 5-13 % of the
    // run's CPU (2026-11-26), and a CI run keeps no files. E2E_TRACE=1 records them to debug a failure.
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args },
    // Nothing loops on screen: software-rendered animations were most of the browsers' CPU, and two
    // browsers on two cores doubled every test's time. transitions.spec.ts tests motion itself.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: { executablePath, args } },
    },
    // Tests tagged @any-width check logic the width cannot change (routing, guards, a refusal's message,
    // a timing), on screens another test drives on the phone: once is enough. A test that takes a
    // phone-only path (a drawer, a bay switcher, a fixed bar, a list for a table) stays at both widths.
    // Tests tagged @desktop-only are admin flows: admin tools are used at a desk (the product owner's
    // call, issue 35), so they run at 1280 px only. The phone keeps one pass through the admin area
    // (admin-shell.spec.ts: the menu drawer, every tool's page opening and fitting 390 px); a
    // customer's part of an admin flow (a code at checkout, a waitlist offer) is a test of its own at
    // both widths, its admin setup made through the API.
    {
      name: 'mobile',
      grepInvert: /@any-width|@desktop-only/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        // The phone's layout at one device pixel per CSS pixel: the same media queries, touch and mobile
        // viewport, a seventh of the pixels to raster in software. On 23 phone tests, two runs each
        // (2026-11-26): 209 and 205 CPU-s against 222 and 227 at the Pixel's 2.625.
        deviceScaleFactor: 1,
        launchOptions: { executablePath, args },
      },
    },
  ],
  // The app as `npm start` runs it (payments on its own sandbox), and a second one in Stripe mode against
  // a fake of Stripe's API (serve.ts) for payments.spec.ts, which runs its checkout in both modes.
  webServer: [
    {
      command: 'node --import @swc-node/register/esm-register e2e/serve.ts',
      cwd: '..',
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: 'node --import @swc-node/register/esm-register e2e/serve.ts',
      cwd: '..',
      url: `http://127.0.0.1:${stripePort}/readyz`,
      env: { E2E_PAYMENTS: 'stripe', E2E_PORT: String(stripePort) },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
