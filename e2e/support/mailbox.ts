import { SMTPServer } from 'smtp-server';
import { freePort } from './server.js';

export interface Mailbox {
  port: number;
  /** Every message received, whole and raw. */
  messages: string[];
  close(): Promise<void>;
}

/** A real SMTP server on a loopback port that keeps every message it receives. */
export async function startMailbox(): Promise<Mailbox> {
  const port = await freePort();
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
