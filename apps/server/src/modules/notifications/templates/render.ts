import { render, toPlainText } from '@react-email/render';
import sharp from 'sharp';
import type { MailMessage } from '../../mail/index.js';
import type { Mail } from './order-mails.js';
import { LOGO_CID } from './layout.js';

/** The shop's mark (apps/web/public/favicon.svg), drawn once as a PNG: mail clients do not show SVG. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#a4452a"/><circle cx="32" cy="26" r="11" fill="none" stroke="#f5b544" stroke-width="4"/><path d="M20 44c4 6 20 6 24 0" fill="none" stroke="#fbf7f0" stroke-width="4" stroke-linecap="round"/><circle cx="32" cy="50" r="3" fill="#f5b544"/></svg>`;

let logo: Promise<Buffer> | undefined;
const logoPng = () => (logo ??= sharp(Buffer.from(LOGO_SVG)).resize(80, 80).png().toBuffer());

/** A mail as it is sent: HTML, the same words as plain text, and the logo inside it. */
export async function renderMail(to: string, mail: Mail): Promise<MailMessage> {
  const html = await render(mail.element);
  return {
    to,
    subject: mail.subject,
    ...(mail.headers ? { headers: mail.headers } : {}),
    html,
    text: toPlainText(html),
    attachments: [
      { filename: 'logo.png', content: await logoPng(), cid: LOGO_CID, contentType: 'image/png' },
    ],
  };
}
