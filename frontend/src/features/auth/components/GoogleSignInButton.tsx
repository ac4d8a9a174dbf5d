import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import GoogleIcon from '@mui/icons-material/Google';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { AuthGoogleConfigDocument } from '../../../gql/graphql';
import { initializeGoogleIdentity, loadGoogleIdentity, promptForCredential, setCredentialHandler } from '../lib/googleIdentity';
import { GoogleSignInError } from '../utils/google';

interface GoogleSignInButtonProps {
  /** Google answered: the ID token, or nothing (no user). */
  onCredential: (credential: string | undefined) => void;
  /** Anything that went wrong before the server was asked. */
  onError: (error: unknown) => void;
  /** The server is checking a credential. */
  busy?: boolean;
}

const GOOGLE_BUTTON_MAX_WIDTH = 400; // GIS renders at most 400 px wide

/**
 * "Continue with Google". When the site has a Google client id, Google's own button takes this
 * place as soon as its script loads (it opens Google's popup); until then, and when Google sign-in
 * is not configured, our button stands here and reports why it cannot go on.
 */
export function GoogleSignInButton({ onCredential, onError, busy = false }: GoogleSignInButtonProps) {
  const { data, loading, error } = useQuery(AuthGoogleConfigDocument);
  const clientId = data?.siteConfig.googleClientId ?? null;
  const slot = useRef<HTMLDivElement>(null);
  const [googleButtonShown, setGoogleButtonShown] = useState(false);
  const [gisFailed, setGisFailed] = useState(false);

  const handlers = useRef({ onCredential, onError });
  handlers.current = { onCredential, onError };

  useEffect(() => setCredentialHandler((credential) => handlers.current.onCredential(credential)), []);

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((id) => {
        if (cancelled) return;
        initializeGoogleIdentity(id, clientId);
        const parent = slot.current;
        if (!parent) return;
        parent.replaceChildren();
        const width = Math.min(GOOGLE_BUTTON_MAX_WIDTH, Math.max(200, Math.floor(parent.getBoundingClientRect().width)));
        id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'pill',
          logo_alignment: 'center',
          width,
        });
        setGoogleButtonShown(parent.childElementCount > 0);
      })
      .catch(() => {
        if (!cancelled) setGisFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  const onPress = () => {
    if (error) return onError(new GoogleSignInError('unavailable'));
    if (!clientId) return onError(new GoogleSignInError('not_configured'));
    if (gisFailed) return onError(new GoogleSignInError('unavailable'));
    loadGoogleIdentity()
      .then((id) => {
        initializeGoogleIdentity(id, clientId);
        promptForCredential(id, (e) => handlers.current.onError(e));
      })
      .catch((e: unknown) => handlers.current.onError(e));
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={slot}
        aria-busy={busy || undefined}
        sx={{
          display: googleButtonShown ? 'flex' : 'none',
          justifyContent: 'center',
          minHeight: 44,
          opacity: busy ? 0.5 : 1,
          pointerEvents: busy ? 'none' : undefined,
        }}
      />
      {googleButtonShown ? null : (
        <Button
          type="button"
          variant="outlined"
          color="primary"
          size="large"
          fullWidth
          onClick={onPress}
          disabled={loading || busy}
          // Waiting on the site's settings: it becomes usable on its own, and says so to assistive technology.
          aria-busy={loading || undefined}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <GoogleIcon aria-hidden />}
          sx={{ bgcolor: 'background.paper' }}
        >
          Continue with Google
        </Button>
      )}
    </Box>
  );
}
