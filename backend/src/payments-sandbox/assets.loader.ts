// The browser scripts (browser/*.ts and the card rules they share with the server) as the sandbox
// serves them. The backend build compiles them into `public/` beside this file (dist); running from
// source (tests, `npm run dev`), there is no `public/`, and each is transpiled on first request with
// the `typescript` package (a dev dependency, so a production install never needs it).
import { readFile } from 'node:fs/promises';

/** What `/js/<path>` may serve: the browser scripts and the one server module they import. */
const BROWSER_SCRIPTS = ['browser/stripe-js.js', 'browser/card-frame.js', 'browser/three-ds.js', 'cards.rules.js'] as const;
export type BrowserScript = (typeof BROWSER_SCRIPTS)[number];

const cache = new Map<BrowserScript, Promise<string>>();

export function isBrowserScript(path: string): path is BrowserScript {
  return (BROWSER_SCRIPTS as readonly string[]).includes(path);
}

export function browserScript(path: BrowserScript): Promise<string> {
  let text = cache.get(path);
  if (!text) {
    text = load(path);
    text.catch(() => cache.delete(path));
    cache.set(path, text);
  }
  return text;
}

async function load(path: BrowserScript): Promise<string> {
  try {
    return await readFile(new URL(`./public/${path}`, import.meta.url), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const source = await readFile(new URL(`./${path.replace(/\.js$/, '.ts')}`, import.meta.url), 'utf8');
  const ts = (await import('typescript')).default;
  return ts.transpileModule(source, {
    fileName: path.replace(/\.js$/, '.ts'),
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ES2020, removeComments: false },
  }).outputText;
}
