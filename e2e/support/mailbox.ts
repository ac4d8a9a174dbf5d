// The mail the e2e app sent: serve.ts runs a real SMTP server and files each message it receives
// as JSON in E2E_MAILBOX_DIR (see playwright.config.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** By lower-case header name. */
  headers: Record<string, string>;
}

async function all(): Promise<Mail[]> {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error('E2E_MAILBOX_DIR is not set (playwright.config.ts sets it)');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as Mail));
}

/** The first message to `to` whose subject matches, once it has arrived. */
export async function waitForMail(to: string, subject: RegExp, timeout = 20_000): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await all()).find((m) => m.to.includes(to) && subject.test(m.subject));
        return !!found;
      },
      { timeout, message: `a mail to ${to} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}
