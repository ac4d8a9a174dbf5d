import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { BANK_DECLINED, BankStepError, bankStepSecret, readPaymentError, withBankStep, type BankStepOutcome } from './bankStep';

/** A GraphQL answer as Apollo Client hands it to a mutation's caller. */
const answer = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, ...extra } }] });
const actionRequired = (clientSecret: string) =>
  answer('PAYMENT_ACTION_REQUIRED', 'Your bank wants to confirm this payment.', { clientSecret });
const declined = () => answer('PAYMENT_FAILED', 'Your card was declined. Please use another card.');

/** A checkout mutation that answers in turn what it is given, recording each time it is sent (with what). */
function mutation(answers: (unknown | (() => unknown))[], variables: object) {
  const sent: object[] = [];
  const send = async () => {
    sent.push(variables);
    const next = answers[sent.length - 1];
    const outcome = typeof next === 'function' ? (next as () => unknown)() : next;
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  return { send, sent };
}

/** The bank's step as the page would take it, recording the client secrets it was shown. */
function bank(...outcomes: BankStepOutcome[]) {
  const shown: string[] = [];
  const step = async (clientSecret: string) => {
    shown.push(clientSecret);
    return outcomes[shown.length - 1] ?? { ok: true as const };
  };
  return { step, shown };
}

describe('withBankStep', () => {
  const variables = { bookingId: 'b1', payment: { confirmationToken: 'ctoken_1' }, idempotencyKey: 'key-1' };

  it('sends once when the bank has nothing to ask', async () => {
    const m = mutation([{ ok: 'paid' }], variables);
    const b = bank();
    await expect(withBankStep(m.send, b.step)).resolves.toEqual({ ok: 'paid' });
    expect(m.sent).toHaveLength(1);
    expect(b.shown).toEqual([]);
  });

  it('takes the bank step, then sends the same mutation again with the same variables', async () => {
    const m = mutation([actionRequired('pi_1_secret_a'), { ok: 'paid' }], variables);
    const b = bank({ ok: true });
    await expect(withBankStep(m.send, b.step)).resolves.toEqual({ ok: 'paid' });
    expect(b.shown).toEqual(['pi_1_secret_a']);
    expect(m.sent).toEqual([variables, variables]);
    expect(m.sent[1]).toBe(m.sent[0]); // the very same variables: same token, same idempotency key
  });

  it('a bank that does not confirm is a decline, said in our words, and nothing is sent again', async () => {
    const m = mutation([actionRequired('pi_1_secret_a'), { ok: 'paid' }], variables);
    const b = bank({ ok: false, declined: true, message: BANK_DECLINED });
    const failure = await withBankStep(m.send, b.step).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BankStepError);
    expect(readPaymentError(failure)).toEqual({
      code: 'PAYMENT_FAILED',
      message: "Your bank couldn't confirm this payment. Please try again or use another card.",
    });
    expect(m.sent).toHaveLength(1);
  });

  it('a step that could not be shown is not a decline (the card was not refused)', async () => {
    const m = mutation([actionRequired('pi_1_secret_a')], variables);
    const b = bank({ ok: false, declined: false, message: 'We couldn’t reach our payment processor.' });
    const failure = await withBankStep(m.send, b.step).catch((e: unknown) => e);
    expect(readPaymentError(failure)).toEqual({ code: undefined, message: 'We couldn’t reach our payment processor.' });
  });

  it("passes the server's own refusal through: a decline after the bank's step is the server's decline", async () => {
    const m = mutation([actionRequired('pi_1_secret_a'), declined()], variables);
    const failure = await withBankStep(m.send, bank({ ok: true }).step).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CombinedGraphQLErrors);
    expect(readPaymentError(failure)).toMatchObject({
      code: 'PAYMENT_FAILED',
      message: 'Your card was declined. Please use another card.',
    });
    expect(m.sent).toHaveLength(2);
  });

  it('takes a second step when the bank asks again, and stops a bank that keeps asking', async () => {
    const twice = mutation([actionRequired('s1'), actionRequired('s2'), { ok: 'paid' }], variables);
    const b = bank();
    await expect(withBankStep(twice.send, b.step)).resolves.toEqual({ ok: 'paid' });
    expect(b.shown).toEqual(['s1', 's2']);

    const forever = mutation(
      Array.from({ length: 10 }, (_, i) => actionRequired(`s${i}`)),
      variables,
    );
    const failure = await withBankStep(forever.send, bank().step, 2).catch((e: unknown) => e);
    expect(readPaymentError(failure)).toEqual({ code: 'PAYMENT_FAILED', message: BANK_DECLINED });
    expect(forever.sent).toHaveLength(3);
  });

  it('leaves every other failure alone: no step for a lost connection or another code', async () => {
    const offline = new TypeError('Failed to fetch');
    const b = bank();
    await expect(withBankStep(mutation([offline], variables).send, b.step)).rejects.toBe(offline);
    const conflict = answer('CONFLICT', 'Your hold has ended.');
    await expect(withBankStep(mutation([conflict], variables).send, b.step)).rejects.toBe(conflict);
    expect(b.shown).toEqual([]);
  });
});

describe('bankStepSecret', () => {
  it("reads the client secret of PAYMENT_ACTION_REQUIRED, and nothing else's", () => {
    expect(bankStepSecret(actionRequired('seti_9_secret_z'))).toBe('seti_9_secret_z');
    expect(bankStepSecret(answer('PAYMENT_ACTION_REQUIRED', 'No secret'))).toBeNull();
    expect(bankStepSecret(declined())).toBeNull();
    expect(bankStepSecret(new Error('x'))).toBeNull();
  });
});
