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
  options: { rejectRecipient?: (address: string) => boolean; onMail?: (mail: ReceivedMail) => void } = {},
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
        .then((mail) => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries(
              mail.headerLines.map((h) => [
                h.key,
                h.line
                  .slice(h.line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content.toString('utf8'),
            })),
          });
          options.onMail?.(inbox.at(-1)!);
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
