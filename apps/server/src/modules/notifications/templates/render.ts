import { render, toPlainText } from '@react-email/render';
import { shopMarkPng } from '../../../lib/shop-mark.js';
import type { MailMessage } from '../../mail/index.js';
import type { Mail } from './order-mails.js';
import { LOGO_CID } from './layout.js';

/** The shop's mark for mails, as a PNG: mail clients do not show SVG. */
const logoPng = () => shopMarkPng(80);

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
