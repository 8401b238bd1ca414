import { randomBytes } from 'node:crypto';

/**
 * A new unsubscribe token: 32 random bytes (256 bits), base64url (43 characters). Kept in the
 * database, not derived from the address, so it cannot be forged, and every app server knows it.
 */
export const newUnsubscribeToken = () => randomBytes(32).toString('base64url');

/** "asha@example.in" → "a***@example.in": the page confirms whose mails stop without showing it all. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
