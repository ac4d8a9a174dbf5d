import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** A real SMTP server in this process: the app delivers over TCP, tests read what arrived. */
export async function startSmtpServer(): Promise<{
  url: string;
  inbox: ReceivedMail[];
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content.toString('utf8'),
            })),
          });
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
    async waitFor(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = inbox.find((m) => m.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
