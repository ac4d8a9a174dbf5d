import '@fontsource-variable/inter';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// The first render as a transition: React renders it in slices and lets the browser in between,
// instead of one long task. Main-thread blocking on a phone (4x slower CPU, 3 loads each, 2026-11-26):
// / 2.26 -> 1.81 s, /booking/tulsa 2.30 -> 2.01 s; what stays long is the modules' evaluation.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
