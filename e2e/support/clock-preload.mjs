// Loaded into the e2e app server (node --import) when the run's clock lags the real one: every
// `new Date()` and `Date.now()` in the server reads the run's clock (see clock.ts). Test-only.
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS);
if (!Number.isFinite(offset) || offset > 0)
  throw new Error(`E2E_CLOCK_OFFSET_MS must be 0 or less (got ${process.env.E2E_CLOCK_OFFSET_MS})`);
const RealDate = Date;
class RunClockDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }
  static now() {
    return RealDate.now() + offset;
  }
}
globalThis.Date = RunClockDate;
