import { createHash, randomBytes } from 'node:crypto';

/** A random opaque bearer token; 256 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash: a copy of the table cannot be replayed as sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
