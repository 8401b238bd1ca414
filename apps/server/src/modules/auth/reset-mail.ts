import { RESET_TOKEN_MINUTES } from '@shop/domain';
import { escapeHtml } from '../../lib/text.js';
import type { MailMessage } from '../mail/index.js';

/** The password-reset mail: plain text first (it is what most phones preview), HTML beside it. */
export function resetMail(input: {
  to: string;
  fullName: string;
  link: string;
  shopName: string;
}): MailMessage {
  const { to, fullName, link, shopName } = input;
  const text = [
    `Hello ${fullName},`,
    '',
    `Someone asked to reset the password of your ${shopName} account.`,
    `Open this link within ${RESET_TOKEN_MINUTES} minutes to choose a new password:`,
    '',
    link,
    '',
    'If it was not you, ignore this mail: your password stays as it is.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(fullName)},</p>`,
    `<p>Someone asked to reset the password of your ${escapeHtml(shopName)} account.`,
    ` Open this link within ${RESET_TOKEN_MINUTES} minutes to choose a new password:</p>`,
    `<p><a href="${escapeHtml(link)}">Reset your password</a></p>`,
    '<p>If it was not you, ignore this mail: your password stays as it is.</p>',
  ].join('');
  return { to, subject: `Reset your ${shopName} password`, text, html };
}
