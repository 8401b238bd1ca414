import { readJson, readString, removeKey, STORAGE_KEYS, writeJson, writeString } from '@/lib/storage';
import { rememberVisit } from '@/lib/visit-hint-cookie';
import { isAuthUser, type AuthUser } from './types';

export interface StoredSession {
  user: AuthUser | null;
  token: string | null;
}

export const SIGNED_OUT: StoredSession = { user: null, token: null };

/** Decision 008: signed in at start only when both a stored token and a stored user exist. */
export function readStoredSession(): StoredSession {
  const token = readString(STORAGE_KEYS.token);
  const user = readJson(STORAGE_KEYS.user, isAuthUser);
  return token && user ? { user, token } : SIGNED_OUT;
}

export function saveSession(session: { user: AuthUser; token: string }): void {
  writeString(STORAGE_KEYS.token, session.token);
  writeJson(STORAGE_KEYS.user, session.user);
  rememberVisit();
}

export function saveUser(user: AuthUser): void {
  writeJson(STORAGE_KEYS.user, user);
}

export function saveToken(token: string): void {
  writeString(STORAGE_KEYS.token, token);
}

export function clearStoredSession(): void {
  removeKey(STORAGE_KEYS.token);
  removeKey(STORAGE_KEYS.user);
  rememberVisit();
}

/**
 * Decision 008: authenticated only while the user, the session token and the stored token are all
 * present — a token removed from storage (another tab, a 401) ends the session here too.
 */
export function isSessionAuthenticated(session: StoredSession): boolean {
  return Boolean(session.user && session.token && readString(STORAGE_KEYS.token));
}

/**
 * Decision 008: an auth answer must carry a token and a user; the data may arrive wrapped in
 * a `data` field or not.
 */
export function readAuthResult(data: unknown): { token: string; user: AuthUser } {
  if (data === null || data === undefined || data === '') throw new Error('No data received from server');
  const record = data as Record<string, unknown>;
  const inner =
    typeof record.data === 'object' && record.data !== null
      ? (record.data as Record<string, unknown>)
      : record;
  const { token, user } = inner;
  if (typeof token !== 'string' || !token || !isAuthUser(user)) {
    throw new Error('Invalid response format: missing token or user');
  }
  return { token, user };
}

/** Decision 008: the profile answer's user may sit under data.user, user, data, or be the body itself. */
export function readUserResult(data: unknown): AuthUser {
  const record = (data ?? {}) as Record<string, unknown>;
  const nested = record.data as Record<string, unknown> | undefined;
  const candidates = [nested?.user, record.user, record.data, data];
  const user = candidates.find(isAuthUser);
  if (!user) throw new Error('No data received from server');
  return user;
}
