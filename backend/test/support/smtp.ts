import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, when there is one. */
  html: string;
  /** Header lines by lower-case name, as sent (List-Unsubscribe, …). */
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** A real SMTP server in this process: the app delivers over TCP, tests read what arrived. */
export async function startSmtpServer(
  options: {
    rejectRecipient?: (address: string) => boolean;
    onMail?: (mail: ReceivedMail) => void;
    /** Awaited before a mail is filed and acknowledged: a slow server, for tests of what waits for what. */
    holdBack?: (mail: ReceivedMail) => Promise<void>;
  } = {},
): Promise<{
  url: string;
  inbox: ReceivedMail[];
  /** The first mail to `to` from inbox[from] on, now or when it arrives. */
  waitFor(to: string, timeoutMs?: number, from?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}> {
  const inbox: ReceivedMail[] = [];
  const arrivals = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address))
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: Object.fromEntries(
              parsed.headerLines.map((h) => [
                h.key,
                h.line
                  .slice(h.line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content.toString('utf8'),
            })),
          };
          await options.holdBack?.(mail);
          inbox.push(mail);
          options.onMail?.(mail);
          for (const waiter of [...arrivals]) waiter();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    waitFor(to, timeoutMs = 5000, from = 0) {
      // Resolves on the delivery itself (each arrival wakes the waiters), not on a polling timer.
      const found = () => inbox.slice(from).find((m) => m.to.includes(to));
      const already = found();
      if (already) return Promise.resolve(already);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const waiter = () => {
          const mail = found();
          if (!mail) return;
          clearTimeout(deadline);
          arrivals.delete(waiter);
          resolve(mail);
        };
        const deadline = setTimeout(() => {
          arrivals.delete(waiter);
          reject(new Error(`no mail for ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        arrivals.add(waiter);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
