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
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Whether the SMTP server answers (system health). */
  verify(): Promise<boolean>;
  close(): void;
}

/** Real delivery over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
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
