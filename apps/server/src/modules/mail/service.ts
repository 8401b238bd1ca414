import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on a reminder. */
  headers?: Record<string, string>;
  /** Inline pictures, named in the HTML as `cid:<cid>` (the shop's logo). */
  attachments?: { filename: string; content: Buffer; cid: string; contentType: string }[];
}

/** `sent`: handed to the SMTP server; `logged`: no mail server is set, so only the log has it. */
export type MailOutcome = 'sent' | 'logged';

export interface Mailer {
  send(message: MailMessage): Promise<MailOutcome>;
  close(): void;
}

/** The part of a logger the mailer uses (pino's signature), so this module stays framework-free. */
export interface MailLog {
  info(object: object, message: string): void;
}

export interface MailSettings {
  smtpUrl?: string | undefined;
  mailFrom: string;
  /** In tests a mail with a live reset link must not land in any log. */
  env: 'development' | 'production' | 'test';
}

/**
 * Sends through SMTP when `SMTP_URL` is set (e.g. `smtp://user:pass@host:587`,
 * `smtps://host:465`, options such as `?ignoreTLS=true` in the query); otherwise writes the mail to
 * the server log, so a shop without a mail server can still hand out reset links.
 */
export function createMailer(settings: MailSettings, log: MailLog): Mailer {
  if (!settings.smtpUrl) {
    return {
      async send(message) {
        if (settings.env !== 'test') {
          log.info(
            { mail: { to: message.to, subject: message.subject, text: message.text } },
            'mail (no SMTP_URL set)',
          );
        }
        return 'logged';
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: settings.mailFrom, ...message });
      return 'sent';
    },
    close() {
      transport.close();
    },
  };
}
