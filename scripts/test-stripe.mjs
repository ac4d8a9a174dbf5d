// `npm run test:stripe`: the payment integration tests against Stripe's own test mode instead of the
// payments sandbox, for whoever has a test key: it checks the sandbox (the tests' fake of Stripe)
// against the real thing. Tests that need the sandbox's 3-D Secure page or webhook delivery skip.
import { spawnSync } from 'node:child_process';

const key = process.env.STRIPE_SECRET_KEY ?? '';
if (!key.startsWith('sk_test_')) {
  console.log(
    "test:stripe skipped: set STRIPE_SECRET_KEY to a Stripe test-mode key (sk_test_…) to run the payment tests against Stripe's test mode.",
  );
  process.exit(0);
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'backend-int', 'backend/src/modules/payments/'], {
  stdio: 'inherit',
  env: { ...process.env, PAYMENTS_TEST_PROCESSOR: 'stripe' },
});
process.exit(run.status ?? 1);
