import { useCallback, useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { CardFieldsSetupDocument } from '../../gql/graphql';
import { BANK_DECLINED, PROCESSOR_UNAVAILABLE, withBankStep, type BankStep } from './bankStep';
import { loadProcessor, type ProcessorConfig } from './processor';

/** The bank's step in the processor's script (Stripe.js handleNextAction: its 3-D Secure dialog over the page). */
function processorBankStep(config: ProcessorConfig | null, refusal: string): BankStep {
  return async (clientSecret) => {
    const stripe = config ? await loadProcessor(config).catch(() => null) : null;
    if (!stripe) return { ok: false, declined: false, message: PROCESSOR_UNAVAILABLE };
    try {
      const { error } = await stripe.handleNextAction({ clientSecret });
      // The card holder failed or closed the bank's page: a decline, and nothing was charged.
      if (error) return { ok: false, declined: true, message: refusal };
    } catch {
      // Nothing left to do in the browser (the intent moved on meanwhile): the server says where it stands.
    }
    return { ok: true };
  };
}

/**
 * Runs a checkout mutation and takes the bank's step when the server asks for it (then the same
 * mutation again, same variables, same idempotency key). The processor's script starts loading at
 * once, so the step opens without a wait. Throws what the mutation throws, or a BankStepError
 * (`refusal` when the card holder's bank did not confirm).
 */
export function useBankStep(config: ProcessorConfig | null | undefined, refusal = BANK_DECLINED) {
  const publishableKey = config?.publishableKey;
  const scriptUrl = config?.scriptUrl;
  useEffect(() => {
    if (publishableKey && scriptUrl) loadProcessor({ publishableKey, scriptUrl }).catch(() => undefined);
  }, [publishableKey, scriptUrl]);
  return useCallback(
    <T>(send: () => Promise<T>): Promise<T> =>
      withBankStep(send, processorBankStep(publishableKey && scriptUrl ? { publishableKey, scriptUrl } : null, refusal)),
    [publishableKey, scriptUrl, refusal],
  );
}

/** The processor's configuration for screens that take a card without the saved-card list (adding a card, a renewal). */
export function usePaymentsSetup() {
  const { data, loading, error } = useQuery(CardFieldsSetupDocument);
  return { config: data?.siteConfig.payments ?? null, testMode: !!data?.siteConfig.paymentsTestMode, loading, error };
}
