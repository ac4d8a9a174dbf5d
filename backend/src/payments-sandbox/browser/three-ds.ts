// The 3-D Secure test page's buttons: the answer goes to the sandbox (`POST /sandbox/3ds/:id`), then
// to the page that opened this one (the stand-in Stripe.js's dialog), at the origin it named.
(() => {
  const SOURCE: SandboxMessageSource = 'payments-sandbox';
  const query = new URLSearchParams(location.search);
  const intent = location.pathname.split('/').pop() ?? '';
  const clientSecret = query.get('client_secret') ?? '';
  const parentParam = query.get('parent');
  const parentOrigin = parentParam && new URL(parentParam).origin === parentParam ? parentParam : null;
  const status = document.getElementById('status')!;
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('button[data-outcome]')];

  const tell = (message: Unsourced<From3ds>) => {
    if (parentOrigin && window.parent !== window) window.parent.postMessage({ source: SOURCE, ...message }, parentOrigin);
  };

  async function answer(outcome: 'complete' | 'fail'): Promise<void> {
    for (const b of buttons) b.disabled = true;
    status.textContent = outcome === 'complete' ? 'Confirming…' : 'Refusing…';
    try {
      const res = await fetch(location.pathname, {
        method: 'POST',
        body: new URLSearchParams({ client_secret: clientSecret, outcome }),
        credentials: 'omit',
      });
      if (!res.ok) throw new Error(((await res.json()) as { error?: { message?: string } }).error?.message ?? `HTTP ${res.status}`);
      status.textContent = outcome === 'complete' ? 'Authentication complete.' : 'Authentication failed.';
      tell({ type: '3ds-done', intent, outcome });
    } catch (e) {
      status.textContent = `The answer did not reach the sandbox: ${(e as Error).message}`;
      status.className = 'error';
      for (const b of buttons) b.disabled = false;
    }
  }

  for (const b of buttons) {
    b.addEventListener('click', () => void answer(b.dataset.outcome === 'complete' ? 'complete' : 'fail'));
    b.disabled = false;
  }
  // Escape leaves the page, as closing the bank's dialog does (the opener treats it as a failure).
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') tell({ type: '3ds-cancel', intent });
  });
  buttons[0]?.focus();
})();
