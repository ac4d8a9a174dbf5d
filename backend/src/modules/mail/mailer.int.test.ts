import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../shared/logger.js';
import { makeTempDir } from '../../../test/support/throwaway-database.js';
import { startSmtpServer } from '../../../test/support/smtp.js';
import { createOutboxMailer, createSmtpMailer } from './mailer.js';

describe('mailers', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanup) await c();
  });

  it('SMTP: delivers to a real SMTP server and reports it healthy', async () => {
    const smtp = await startSmtpServer();
    cleanup.push(smtp.stop);
    const mailer = createSmtpMailer(smtp.url, '"Back Nine" <no-reply@backnine.golf>');
    expect(await mailer.verify()).toBe(true);
    await mailer.send({ to: 'guest@example.com', subject: 'Hello', text: 'See you on the tee.' });
    expect(await smtp.waitFor('guest@example.com')).toMatchObject({ subject: 'Hello', text: 'See you on the tee.\n' });
    mailer.close();
  });

  it('SMTP: reports an unreachable server as unhealthy', async () => {
    const mailer = createSmtpMailer('smtp://127.0.0.1:1', 'x@y.z');
    expect(await mailer.verify()).toBe(false);
    mailer.close();
  });

  it('development outbox: writes an .eml file any mail client opens', async () => {
    const dir = await makeTempDir('venue-outbox-');
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const mailer = createOutboxMailer(dir, 'no-reply@backnine.golf', createLogger('silent'));
    await mailer.send({ to: 'guest@example.com', subject: 'Your link', text: 'https://example.com/reset-password?token=abc' });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, files[0]), 'utf8');
    expect(eml).toContain('To: guest@example.com');
    expect(eml).toContain('Subject: Your link');
    expect(eml).toContain('reset-password?token=abc');
  });
});
