/**
 * A real SMTP server for the tests and the soak (smtp-server): it keeps what it accepted,
 * holds a message's DATA while `stall` is set (its sender has to be killed, or give up),
 * and refuses messages with a temporary failure (451) while `refuse` is set, as a mail
 * server that is down for maintenance does.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  messageId: string | undefined;
  subject: string | undefined;
  replyTo: string | undefined;
  /** the whole message as it came, headers and body */
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  state: { stall: boolean; stalled: number; refuse: boolean; refused: number };
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const state = { stall: false, stalled: 0, refuse: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 30 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      const stalled = state.stall;
      if (stalled) state.stalled++;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // a stalled message is never accepted: its sender has to be killed, or to give up
        if (stalled) return;
        if (state.refuse) {
          state.refused++;
          callback(Object.assign(new Error('Service temporarily unavailable'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          messageId: header('Message-ID'),
          subject: header('Subject'),
          replyTo: header('Reply-To'),
          raw,
        });
        callback();
      });
    },
  });
  // a client killed mid-message resets its connection: the server carries on
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
