// The payments sandbox's stand-in for Stripe.js (served at /v3/): `window.Stripe(publishableKey)`
// with what the app uses of it (Elements in deferred mode with the Payment Element,
// createConfirmationToken, handleNextAction, retrieving intents) and what @stripe/react-stripe-js
// checks for. The card fields live in an iframe of the sandbox's origin; this script only ever sees
// what they hand back (a ConfirmationToken). A plain script, not a module: it is loaded as Stripe.js is.
(() => {
  interface SandboxConfig {
    origin: string;
    palette: Record<'text' | 'textSecondary' | 'surface' | 'primary' | 'onPrimary' | 'backdrop' | 'shadow' | 'border', string>;
    mark: string;
  }
  // The serving sandbox puts its configuration here (sandbox.server.ts).
  const CONFIG = '__PAYMENTS_SANDBOX_CONFIG__' as unknown as SandboxConfig;
  const { origin: ORIGIN, palette: PALETTE } = CONFIG;
  const SOURCE: SandboxMessageSource = 'payments-sandbox';
  const LOAD_TIMEOUT_MS = 20_000;

  type Handler = (event?: unknown) => void;
  type Options = Record<string, unknown>;
  /** What the script reads of an intent. */
  interface IntentView {
    id: string;
    status: string;
    next_action?: { use_stripe_sdk?: { stripe_js?: unknown } } | null;
    last_payment_error?: { code?: string; message: string } | null;
    last_setup_error?: { code?: string; message: string } | null;
  }
  type Answer = { error?: SandboxApiError; token?: unknown };
  type ElementEvent = 'ready' | 'change' | 'focus' | 'blur' | 'escape' | 'loaderstart' | 'loaderror';

  class IntegrationError extends Error {
    override name = 'IntegrationError';
  }

  const unsupported = (what: string) => async () => ({
    error: { type: 'invalid_request_error', message: `${what} is not supported by the payments sandbox` },
  });

  function style(el: HTMLElement, css: Partial<CSSStyleDeclaration>): void {
    Object.assign(el.style, css);
  }

  /** The sandbox's API from the browser: the publishable key as a parameter (a simple CORS request, no preflight). */
  async function api(
    key: string,
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string>,
  ): Promise<{ ok: boolean; json: unknown }> {
    const body = new URLSearchParams({ ...params, key });
    const res = await fetch(method === 'GET' ? `${ORIGIN}${path}?${body}` : `${ORIGIN}${path}`, {
      method,
      body: method === 'POST' ? body : undefined,
      credentials: 'omit',
    });
    return { ok: res.ok, json: await res.json() };
  }

  const SECRET = /^((pi|seti)_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/;

  class PaymentElement {
    private readonly handlers = new Map<string, Set<Handler>>();
    private frame: HTMLIFrameElement | null = null;
    private wrapper: HTMLDivElement | null = null;
    private ready = false;
    private destroyed = false;
    private loadTimer = 0;
    private readonly waiting = new Map<number, (data: Answer) => void>();
    private readyWaiters: ((ok: boolean) => void)[] = [];
    private nextId = 1;
    private readonly onMessage = (event: MessageEvent) => this.receive(event);

    constructor(
      private readonly group: SandboxElements,
      private options: Options,
    ) {}

    mount(target: string | HTMLElement): void {
      if (this.destroyed) throw new IntegrationError('This Element has been destroyed and cannot be mounted.');
      const parent = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
      if (!parent) throw new IntegrationError(`The selector you specified (${String(target)}) applies to no DOM elements.`);
      if (this.wrapper) this.unmount();
      const wrapper = document.createElement('div');
      wrapper.className = '__PaymentsSandboxElement';
      style(wrapper, {
        margin: '0',
        padding: '0',
        border: 'none',
        display: 'block',
        background: 'transparent',
        position: 'relative',
        opacity: '1',
      });
      const frame = document.createElement('iframe');
      frame.title = 'Secure payment input frame';
      frame.setAttribute('frameborder', '0');
      frame.setAttribute('scrolling', 'no');
      style(frame, {
        border: '0',
        margin: '0',
        padding: '0',
        width: '1px',
        minWidth: '100%',
        height: '0px',
        display: 'block',
        overflow: 'hidden',
        colorScheme: 'light',
      });
      const config: SandboxFrameConfig = {
        parent: location.origin,
        key: this.group.stripe.key,
        appearance: this.group.options.appearance as SandboxAppearance | undefined,
        readOnly: !!this.options.readOnly,
      };
      frame.src = `${ORIGIN}/elements/card-frame.html#${encodeURIComponent(JSON.stringify(config))}`;
      wrapper.appendChild(frame);
      parent.appendChild(wrapper);
      this.frame = frame;
      this.wrapper = wrapper;
      this.ready = false;
      window.addEventListener('message', this.onMessage);
      this.emit('loaderstart', { elementType: 'payment' });
      this.loadTimer = window.setTimeout(() => {
        if (this.ready) return;
        this.emit('loaderror', {
          elementType: 'payment',
          error: { type: 'api_connection_error', message: 'The card fields could not be loaded from the payments sandbox.' },
        });
        for (const w of this.readyWaiters.splice(0)) w(false);
      }, LOAD_TIMEOUT_MS);
    }

    /** A message from this element's frame, and only from it. */
    private receive(event: MessageEvent): void {
      if (!this.frame || event.origin !== ORIGIN || event.source !== this.frame.contentWindow) return;
      const data = event.data as FromFrame;
      if (!data || data.source !== SOURCE) return;
      switch (data.type) {
        case 'ready':
          this.ready = true;
          window.clearTimeout(this.loadTimer);
          this.frame.style.height = `${data.height}px`;
          for (const w of this.readyWaiters.splice(0)) w(true);
          // The settings as they are now: an update sent while the frame was still loading reached no
          // listener, and the frame started from those in its URL (a page that unlocked the fields
          // before they loaded left them read-only for good: e2e, discounts on a phone, 2026-11-29).
          this.send({
            type: 'update',
            readOnly: !!this.options.readOnly,
            appearance: this.group.options.appearance as SandboxAppearance | undefined,
          });
          this.emit('ready', { elementType: 'payment' });
          break;
        case 'resize':
          this.frame.style.height = `${data.height}px`;
          break;
        case 'change':
          this.group.submittedOk = false;
          this.emit('change', {
            elementType: 'payment',
            complete: data.complete,
            empty: data.empty,
            collapsed: false,
            value: { type: 'card' },
          });
          break;
        case 'focus':
        case 'blur':
        case 'escape':
          this.emit(data.type, { elementType: 'payment' });
          break;
        case 'submitted':
        case 'token':
          this.waiting.get(data.id)?.(data);
          this.waiting.delete(data.id);
          break;
      }
    }

    private whenReady(): Promise<boolean> {
      if (this.ready) return Promise.resolve(true);
      if (!this.frame) return Promise.resolve(false);
      return new Promise((resolve) => this.readyWaiters.push(resolve));
    }

    private send(message: Record<string, unknown>): void {
      this.frame?.contentWindow?.postMessage({ source: SOURCE, ...message }, ORIGIN);
    }

    /** Asks the frame and waits for its answer. */
    async ask(message: { type: 'submit' } | { type: 'token'; params: Record<string, string> }): Promise<Answer> {
      if (!(await this.whenReady())) return { error: { type: 'validation_error', message: 'The card fields are not ready.' } };
      const id = this.nextId++;
      return new Promise((resolve) => {
        this.waiting.set(id, resolve);
        this.send({ ...message, id });
      });
    }

    on(event: ElementEvent, handler: Handler): this {
      let set = this.handlers.get(event);
      if (!set) this.handlers.set(event, (set = new Set()));
      set.add(handler);
      // A `ready` listener added after the fields were ready still hears it (react-stripe-js attaches
      // its listeners in an effect, which may run after a fast frame).
      if (event === 'ready' && this.ready) queueMicrotask(() => handler({ elementType: 'payment' }));
      return this;
    }

    once(event: ElementEvent, handler: Handler): this {
      const wrapped: Handler = (e) => {
        this.off(event, wrapped);
        handler(e);
      };
      return this.on(event, wrapped);
    }

    off(event: ElementEvent, handler?: Handler): this {
      if (handler) this.handlers.get(event)?.delete(handler);
      else this.handlers.delete(event);
      return this;
    }

    private emit(event: ElementEvent, payload: unknown): void {
      for (const h of [...(this.handlers.get(event) ?? [])]) {
        try {
          h(payload);
        } catch (e) {
          setTimeout(() => {
            throw e;
          });
        }
      }
    }

    update(options: Options): void {
      this.options = { ...this.options, ...options };
      if ('readOnly' in options) this.send({ type: 'update', readOnly: !!options.readOnly });
    }

    /** The group's appearance changed. */
    restyle(appearance: SandboxAppearance | undefined): void {
      this.send({ type: 'update', appearance });
    }

    focus(): void {
      this.frame?.focus();
      this.send({ type: 'focus' });
    }

    blur(): void {
      this.send({ type: 'blur' });
    }

    clear(): void {
      this.send({ type: 'clear' });
    }

    collapse(): this {
      return this;
    }

    unmount(): void {
      window.removeEventListener('message', this.onMessage);
      window.clearTimeout(this.loadTimer);
      this.wrapper?.remove();
      this.wrapper = null;
      this.frame = null;
      this.ready = false;
    }

    destroy(): void {
      this.unmount();
      this.handlers.clear();
      this.destroyed = true;
      this.group.forget(this);
    }
  }

  class SandboxElements {
    element: PaymentElement | null = null;
    /** `submit()` found the fields complete, and they have not changed since. */
    submittedOk = false;

    constructor(
      readonly stripe: SandboxStripe,
      public options: Options,
    ) {}

    create(type: string, options: Options = {}): PaymentElement {
      if (type !== 'payment') throw new IntegrationError(`The payments sandbox has only the payment Element, not ${type}.`);
      if (this.element) throw new IntegrationError('Can only create one Element of type payment.');
      this.element = new PaymentElement(this, options);
      return this.element;
    }

    getElement(type: string): PaymentElement | null {
      return type === 'payment' ? this.element : null;
    }

    forget(element: PaymentElement): void {
      if (this.element === element) this.element = null;
    }

    update(options: Options): this {
      this.options = { ...this.options, ...options };
      if ('appearance' in options) this.element?.restyle(this.options.appearance as SandboxAppearance | undefined);
      return this;
    }

    async submit(): Promise<{ error?: SandboxApiError }> {
      if (!this.element) return { error: { type: 'validation_error', message: 'There is no payment Element to submit.' } };
      const answer = await this.element.ask({ type: 'submit' });
      this.submittedOk = !answer.error;
      return answer.error ? { error: answer.error } : {};
    }

    async fetchUpdates(): Promise<Record<string, never>> {
      return {};
    }

    on(): this {
      return this;
    }

    off(): this {
      return this;
    }
  }

  class SandboxStripe {
    constructor(readonly key: string) {}

    elements(options: Options = {}): SandboxElements {
      return new SandboxElements(this, options);
    }

    async createConfirmationToken(p: {
      elements?: SandboxElements;
      params?: Options;
    }): Promise<{ confirmationToken?: unknown; error?: SandboxApiError }> {
      const elements = p?.elements;
      if (!(elements instanceof SandboxElements) || !elements.element)
        return {
          error: { type: 'invalid_request_error', message: 'createConfirmationToken needs `elements` with a mounted payment Element.' },
        };
      // As Stripe.js: the fields must have been checked with elements.submit() first.
      if (!elements.submittedOk)
        return {
          error: { type: 'invalid_request_error', message: 'elements.submit() must be called before stripe.createConfirmationToken().' },
        };
      const params: Record<string, string> = {};
      const usage = elements.options.setupFutureUsage ?? p.params?.setup_future_usage;
      if (usage) params.setup_future_usage = String(usage);
      if (p.params?.return_url) params.return_url = String(p.params.return_url);
      const answer = await elements.element.ask({ type: 'token', params });
      return answer.error ? { error: answer.error } : { confirmationToken: answer.token };
    }

    private async fetchIntent(
      clientSecret: string,
    ): Promise<{ kind: 'paymentIntent' | 'setupIntent'; intent?: IntentView; error?: SandboxApiError }> {
      const m = SECRET.exec(String(clientSecret ?? ''));
      if (!m)
        return {
          kind: 'paymentIntent',
          error: { type: 'invalid_request_error', message: "Invalid value for clientSecret: it should be an intent's client secret." },
        };
      const kind = m[2] === 'pi' ? 'paymentIntent' : 'setupIntent';
      try {
        const { ok, json } = await api(this.key, 'GET', `/v1/${kind === 'paymentIntent' ? 'payment_intents' : 'setup_intents'}/${m[1]}`, {
          client_secret: clientSecret,
        });
        return ok ? { kind, intent: json as IntentView } : { kind, error: (json as { error: SandboxApiError }).error };
      } catch {
        return { kind, error: { type: 'api_connection_error', message: 'We could not reach the payments sandbox.' } };
      }
    }

    async retrievePaymentIntent(clientSecret: string) {
      const r = await this.fetchIntent(clientSecret);
      return r.error ? { error: r.error } : { paymentIntent: r.intent };
    }

    async retrieveSetupIntent(clientSecret: string) {
      const r = await this.fetchIntent(clientSecret);
      return r.error ? { error: r.error } : { setupIntent: r.intent };
    }

    /** 3-D Secure: the sandbox's test page in a dialog over this page, then the intent as it ended. */
    async handleNextAction(p: { clientSecret: string }): Promise<Record<string, unknown>> {
      const first = await this.fetchIntent(p?.clientSecret);
      if (first.error) return { error: first.error };
      let intent = first.intent!;
      const url = intent.next_action?.use_stripe_sdk?.stripe_js;
      if (intent.status !== 'requires_action' || typeof url !== 'string' || new URL(url).origin !== ORIGIN) return { [first.kind]: intent };
      const page = new URL(url);
      page.searchParams.set('parent', location.origin);
      const answered = await challenge(page.toString(), intent.id);
      if (!answered) {
        // Closed without an answer: the bank's page was left, which fails the authentication.
        await api(this.key, 'POST', `/sandbox/3ds/${intent.id}`, { client_secret: p.clientSecret, outcome: 'fail' }).catch(() => undefined);
      }
      const after = await this.fetchIntent(p.clientSecret);
      if (after.error) return { error: after.error };
      intent = after.intent!;
      const failure = first.kind === 'paymentIntent' ? intent.last_payment_error : intent.last_setup_error;
      if (intent.status === 'requires_payment_method' && failure) {
        return {
          error: {
            type: 'invalid_request_error',
            code: failure.code,
            message: failure.message,
            [first.kind === 'paymentIntent' ? 'payment_intent' : 'setup_intent']: intent,
          },
        };
      }
      return { [first.kind]: intent };
    }

    // What @stripe/react-stripe-js checks a Stripe object by, and calls when present.
    createToken = unsupported('createToken');
    createPaymentMethod = unsupported('createPaymentMethod');
    confirmCardPayment = unsupported('confirmCardPayment');
    confirmPayment = unsupported('confirmPayment');
    confirmSetup = unsupported('confirmSetup');
    handleCardAction = unsupported('handleCardAction');
    _registerWrapper(): void {}
    registerAppInfo(): void {}
  }

  /**
   * The dialog holding the 3-D Secure page: over everything, the rest of the page inert (focus stays
   * in the dialog), closed by its Cancel button or Escape. True when the page answered.
   */
  function challenge(src: string, intentId: string): Promise<boolean> {
    return new Promise((resolve) => {
      const previous = document.activeElement as HTMLElement | null;
      const overlay = document.createElement('div');
      style(overlay, {
        position: 'fixed',
        inset: '0',
        zIndex: '2147483647',
        background: PALETTE.backdrop,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: '12px',
        boxSizing: 'border-box',
      });
      const dialog = document.createElement('div');
      const titleId = `payments-sandbox-3ds-${intentId}`;
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', titleId);
      style(dialog, {
        background: PALETTE.surface,
        color: PALETTE.text,
        borderRadius: '12px',
        boxShadow: `0 12px 40px ${PALETTE.shadow}`,
        width: '100%',
        maxWidth: '480px',
        maxHeight: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
      });
      const header = document.createElement('div');
      style(header, {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '8px',
        padding: '10px 12px 10px 16px',
        borderBottom: `1px solid ${PALETTE.border}`,
      });
      const title = document.createElement('h2');
      title.id = titleId;
      title.textContent = 'Confirm with your bank';
      style(title, { margin: '0', fontSize: '16px', fontWeight: '600', lineHeight: '1.3' });
      const close = document.createElement('button');
      close.type = 'button';
      close.textContent = 'Cancel';
      close.setAttribute('aria-label', 'Cancel authentication');
      style(close, {
        font: 'inherit',
        fontSize: '14px',
        fontWeight: '600',
        color: PALETTE.primary,
        background: 'transparent',
        border: `1px solid ${PALETTE.primary}`,
        borderRadius: '6px',
        padding: '6px 12px',
        minHeight: '36px',
        cursor: 'pointer',
      });
      const frame = document.createElement('iframe');
      frame.title = '3D Secure 2 Test Page';
      frame.src = src;
      style(frame, {
        border: '0',
        width: '100%',
        height: 'min(520px, calc(100vh - 100px))',
        display: 'block',
        background: PALETTE.surface,
      });
      header.append(title, close);
      dialog.append(header, frame);
      overlay.appendChild(dialog);

      // Everything else on the page is inert while the dialog is open: focus cannot leave it.
      const madeInert: Element[] = [];
      for (const el of Array.from(document.body.children)) {
        if (el !== overlay && !(el as HTMLElement).inert) {
          (el as HTMLElement).inert = true;
          madeInert.push(el);
        }
      }
      const scroll = document.documentElement.style.overflow;
      document.documentElement.style.overflow = 'hidden';
      document.body.appendChild(overlay);

      const finish = (answered: boolean) => {
        window.removeEventListener('message', onMessage);
        document.removeEventListener('keydown', onKey, true);
        overlay.remove();
        for (const el of madeInert) (el as HTMLElement).inert = false;
        document.documentElement.style.overflow = scroll;
        previous?.focus?.();
        resolve(answered);
      };
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
        const data = event.data as From3ds;
        if (!data || data.source !== SOURCE || data.intent !== intentId) return;
        finish(data.type === '3ds-done');
      };
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          finish(false);
        }
      };
      window.addEventListener('message', onMessage);
      document.addEventListener('keydown', onKey, true);
      close.addEventListener('click', () => finish(false));
      frame.addEventListener('load', () => frame.focus(), { once: true });
      frame.focus();
    });
  }

  function Stripe(key: string): SandboxStripe {
    if (typeof key !== 'string' || !/^pk_/.test(key))
      throw new IntegrationError('Invalid value for Stripe(): apiKey should be a publishable key (pk_…).');
    return new SandboxStripe(key);
  }
  Stripe.version = 3;
  (window as unknown as { Stripe: typeof Stripe }).Stripe = Stripe;
})();
