import { afterEach, describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  isSessionAuthenticated,
  readAuthResult,
  readStoredSession,
  readUserResult,
  saveSession,
} from './session-store';

const user = {
  id: '0b5c1a52-0a43-4d4e-9a7b-3c1f5f6f2a11',
  email: 'asha@example.com',
  fullName: 'Asha Verma',
  role: 'customer' as const,
  isActive: true,
  createdAt: '2025-01-02T03:04:05.000Z',
};

afterEach(() => localStorage.clear());

describe('stored session (decision 008)', () => {
  it('keeps the token and the whole user under the keys token and user', () => {
    saveSession({ token: 'tok', user });
    expect(localStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(readStoredSession()).toEqual({ token: 'tok', user });
  });

  it('starts signed out unless both a token and a user are stored', () => {
    localStorage.setItem('token', 'tok');
    expect(readStoredSession()).toEqual({ token: null, user: null });
    localStorage.clear();
    localStorage.setItem('user', JSON.stringify(user));
    expect(readStoredSession()).toEqual({ token: null, user: null });
  });

  it('discards a stored user that is not valid JSON', () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', '{not json');
    expect(readStoredSession().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('counts as authenticated only while user, session token and stored token are all present', () => {
    saveSession({ token: 'tok', user });
    expect(isSessionAuthenticated({ token: 'tok', user })).toBe(true);
    expect(isSessionAuthenticated({ token: null, user })).toBe(false);
    expect(isSessionAuthenticated({ token: 'tok', user: null })).toBe(false);
    localStorage.removeItem('token');
    expect(isSessionAuthenticated({ token: 'tok', user })).toBe(false);
  });

  it('clears both keys', () => {
    saveSession({ token: 'tok', user });
    clearStoredSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('reading answers (decision 008)', () => {
  it('accepts the auth result wrapped in data or not', () => {
    expect(readAuthResult({ token: 't', user, session: {} })).toEqual({ token: 't', user });
    expect(readAuthResult({ data: { token: 't', user } })).toEqual({ token: 't', user });
  });

  it('refuses an empty answer or one without token or user', () => {
    expect(() => readAuthResult(null)).toThrow('No data received from server');
    expect(() => readAuthResult({ user })).toThrow('Invalid response format: missing token or user');
    expect(() => readAuthResult({ token: 't' })).toThrow('Invalid response format: missing token or user');
  });

  it('finds the user under data.user, user, data or the body', () => {
    expect(readUserResult({ data: { user } })).toEqual(user);
    expect(readUserResult({ user })).toEqual(user);
    expect(readUserResult({ data: user })).toEqual(user);
    expect(readUserResult(user)).toEqual(user);
    expect(() => readUserResult({})).toThrow();
  });
});
