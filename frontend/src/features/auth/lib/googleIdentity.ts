// Google Identity Services (GIS), loaded only when Google sign-in is configured: the backend's CSP
// lets https://accounts.google.com/gsi/ in only then. The browser gets an ID token (credential);
// the server verifies it.
import { GoogleSignInError, failureForProviderCode } from '../utils/google';

const GIS_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

interface CredentialResponse {
  credential?: string;
}

interface PromptMomentNotification {
  isNotDisplayed?: () => boolean;
  getNotDisplayedReason?: () => string;
  isSkippedMoment?: () => boolean;
  getSkippedReason?: () => string;
  isDismissedMoment?: () => boolean;
  getDismissedReason?: () => string;
}

interface GsiButtonOptions {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  width?: number;
}

interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
    itp_support?: boolean;
    context?: 'signin' | 'signup' | 'use';
  }): void;
  prompt(listener?: (notification: PromptMomentNotification) => void): void;
  renderButton(parent: HTMLElement, options: GsiButtonOptions): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let loading: Promise<GoogleAccountsId> | null = null;

/** Loads the GIS script once; rejects with an "unavailable" failure when it cannot be reached. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  loading = new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT_SRC;
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else fail();
    };
    const fail = () => {
      loading = null;
      script.remove();
      reject(new GoogleSignInError('unavailable'));
    };
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return loading;
}

type CredentialHandler = (credential: string | undefined) => void;

// GIS keeps one configuration per page: the handler of whichever sign-in screen is showing.
let currentHandler: CredentialHandler | null = null;
let initializedFor: string | null = null;

/** Routes Google's answers to `handler` (the screen on show); returns the undo for unmount. */
export function setCredentialHandler(handler: CredentialHandler): () => void {
  currentHandler = handler;
  return () => {
    if (currentHandler === handler) currentHandler = null;
  };
}

export function initializeGoogleIdentity(id: GoogleAccountsId, clientId: string): void {
  if (initializedFor === clientId) return;
  id.initialize({
    client_id: clientId,
    callback: (response) => currentHandler?.(response.credential),
    ux_mode: 'popup',
    auto_select: false,
    cancel_on_tap_outside: true,
    use_fedcm_for_prompt: true,
    itp_support: true,
    context: 'signin',
  });
  initializedFor = clientId;
}

/**
 * Asks Google for a credential with its own prompt (used when our button is pressed before
 * Google's button could render). A prompt closed without an answer rejects with the catalogue's
 * failure ("Sign-in cancelled…"); a credential arrives through the handler.
 */
export function promptForCredential(id: GoogleAccountsId, onFailure: (error: GoogleSignInError) => void): void {
  id.prompt((n) => {
    if (n.isSkippedMoment?.()) {
      onFailure(new GoogleSignInError(failureForProviderCode(n.getSkippedReason?.()) ?? 'popup_closed'));
    } else if (n.isNotDisplayed?.()) {
      onFailure(new GoogleSignInError(failureForProviderCode(n.getNotDisplayedReason?.()) ?? 'unavailable'));
    } else if (n.isDismissedMoment?.() && n.getDismissedReason?.() !== 'credential_returned') {
      onFailure(new GoogleSignInError(failureForProviderCode(n.getDismissedReason?.()) ?? 'popup_closed'));
    }
  });
}
