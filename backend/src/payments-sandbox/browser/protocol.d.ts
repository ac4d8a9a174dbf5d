// What the sandbox's browser scripts say to each other: the stand-in Stripe.js on the merchant's
// page, its card fields' frame and its 3-D Secure page (both on the sandbox's origin). Messages go
// only by postMessage, each side naming the other's origin and checking it on receipt.

/** Every message carries this mark, so other scripts' messages are ignored. */
type SandboxMessageSource = 'payments-sandbox';

/** Stripe's Appearance API, the part the card fields honour. */
interface SandboxAppearance {
  theme?: string;
  variables?: Record<string, string | undefined>;
  rules?: Record<string, Record<string, string | undefined>>;
}

/** The card fields' settings, in the frame's URL (#…) and in `update` messages. */
interface SandboxFrameConfig {
  /** The merchant page's origin: the only one the frame talks to. */
  parent: string;
  /** The publishable key the frame makes tokens with. */
  key: string;
  appearance?: SandboxAppearance;
  readOnly?: boolean;
}

interface SandboxApiError {
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  payment_intent?: unknown;
  setup_intent?: unknown;
}

/** The page asks the card fields. */
type ToFrame =
  | { source: SandboxMessageSource; type: 'update'; appearance?: SandboxAppearance; readOnly?: boolean }
  | { source: SandboxMessageSource; type: 'submit'; id: number }
  | { source: SandboxMessageSource; type: 'token'; id: number; params: Record<string, string> }
  | { source: SandboxMessageSource; type: 'focus' | 'blur' | 'clear' };

/** The card fields tell the page. */
type FromFrame =
  | { source: SandboxMessageSource; type: 'ready' | 'resize'; height: number }
  | { source: SandboxMessageSource; type: 'change'; complete: boolean; empty: boolean }
  | { source: SandboxMessageSource; type: 'focus' | 'blur' | 'escape' }
  | { source: SandboxMessageSource; type: 'submitted'; id: number; error?: SandboxApiError }
  | { source: SandboxMessageSource; type: 'token'; id: number; token?: unknown; error?: SandboxApiError };

/** The 3-D Secure page tells the page that opened it that the card holder answered (or left). */
type From3ds =
  | { source: SandboxMessageSource; type: '3ds-done'; intent: string; outcome: 'complete' | 'fail' }
  | { source: SandboxMessageSource; type: '3ds-cancel'; intent: string };

/** A message before its `source` mark is added (each member of a union on its own). */
type Unsourced<M> = M extends unknown ? Omit<M, 'source'> : never;
