import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  /** The raw message as it came over the wire. */
  body: string;
  subject: string;
  /** The plain-text and HTML parts, decoded. */
  text: string;
  html: string;
  /** Content ids of inline attachments (the logo). */
  inline: string[];
}

/**
 * A real SMTP server on a loopback port: the mail goes over the wire exactly as in production.
 * `refuse(true)` makes it answer every message with a temporary failure (451), as a mail server
 * that is down for maintenance does; `refuse(false)` accepts again.
 */
export async function startSmtp() {
  const inbox: Received[] = [];
  let refusing = false;
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refusing) return callback();
      refusals += 1;
      callback(Object.assign(new Error('Mail service down for maintenance'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            inbox.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              body: raw.toString('utf8'),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              inline: parsed.attachments.flatMap((item) => (item.contentId ? [item.contentId] : [])),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    inbox,
    port,
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    refuse(on: boolean) {
      refusing = on;
    },
    refusals: () => refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits (generously: CI is a loaded machine) until `check` holds, polling; fails with `what`. */
export async function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  timeoutMs = 30_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
