import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../shared/logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  /** Extra headers (the weekly reminders' List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Whether the SMTP server answers (system health). */
  verify(): Promise<boolean>;
  close(): void;
}

/** A pooled transport's caps: open connections, messages per connection, messages per second. */
export interface SmtpPoolOptions {
  maxConnections: number;
  maxMessages: number;
  ratePerSecond: number;
}

/**
 * Real delivery over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). With `pool`, one
 * pooled transport keeps a few connections open and caps the rate (bulk mail: weekly reminders).
 */
export function createSmtpMailer(url: string, from: string, pool?: SmtpPoolOptions): Mailer {
  const transport = pool
    ? nodemailer.createTransport({
        url,
        pool: true,
        maxConnections: pool.maxConnections,
        maxMessages: pool.maxMessages,
        rateDelta: 1000,
        rateLimit: pool.ratePerSecond,
      })
    : nodemailer.createTransport(url);
  return {
    send: async (m) => {
      await transport.sendMail({ from, ...m });
    },
    verify: () =>
      transport.verify().then(
        () => true,
        () => false,
      ),
    close: () => transport.close(),
  };
}

/**
 * Without SMTP (a laptop, a demo): each message is written as a .eml file to the outbox folder,
 * which any mail client opens, and its text goes to the log so links can be followed at once.
 */
export function createOutboxMailer(dir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (m) => {
      const info = await transport.sendMail({ from, ...m });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ mail: { to: m.to, subject: m.subject, file }, text: m.text }, 'e-mail written to the development outbox');
    },
    verify: async () => true,
    close: () => transport.close(),
  };
}
