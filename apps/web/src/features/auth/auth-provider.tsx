import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { useLatest } from '@/lib/use-latest';
import { STORAGE_KEYS } from '@/lib/storage';
import { getMe } from './api/get-me';
import { login, sendSignInCode } from './api/login';
import { logout } from './api/logout';
import { refreshToken } from './api/refresh-token';
import { signup } from './api/signup';
import { updateMe } from './api/update-me';
import { forgetUserQueries } from './query-reset';
import {
  clearStoredSession,
  isSessionAuthenticated,
  readAuthResult,
  readStoredSession,
  readUserResult,
  saveSession,
  saveToken,
  saveUser,
  SIGNED_OUT,
  type StoredSession,
} from './session-store';
import type { AuthUser, SignInOutcome } from './types';
import type { SignupBody } from '@shop/domain';

/** The sign-up body (the domain's); names are trimmed and empty ones left out before sending. */
export type SignUpInput = SignupBody;

export interface SignOutOptions {
  /** The toast's title; the navbar says 'Signed out successfully', the profile page 'Logged out'. */
  title?: string;
}

export interface AuthContextValue {
  user: AuthUser | null;
  token: string | null;
  isAuthenticated: boolean;
  /** Decision 008: true while initialising, signing up, signing in and updating the profile. */
  isLoading: boolean;
  /** True only while the stored session is being checked at start (what the route guard waits for). */
  isInitializing: boolean;
  /** True while signing out: the screen being left must not send the visitor to /auth. */
  isSigningOut: boolean;
  /**
   * The password step: signed in, or (two-step sign-in on, issue 29) the token the code is sent with
   * to `completeSignIn`.
   */
  signIn: (email: string, password: string) => Promise<SignInOutcome>;
  /** Sign-in's second step: the authenticator's code or a recovery code. */
  completeSignIn: (mfaToken: string, code: string) => Promise<AuthUser>;
  signUp: (input: SignUpInput) => Promise<AuthUser>;
  updateProfile: (fullName: string) => Promise<AuthUser>;
  refresh: () => Promise<void>;
  /** Reads the signed-in user again (after a change the server made, such as two-step sign-in). */
  reloadUser: () => Promise<void>;
  signOut: (options?: SignOutOptions) => Promise<void>;
  /** Forgets the local session without asking the server (it has already ended it, e.g. a reset). */
  forgetSession: () => void;
  /** Starts the session another call answered as sign-in does (the first-run setup, issue 26). */
  adoptSession: (answer: unknown) => Promise<AuthUser>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * What this browser kept while signed out, joining the account on sign-in and sign-up (decision
 * 034): given by the app layer, which may reach the features that keep those lists (they depend on
 * auth, so auth cannot import them). It runs once the new session is stored and before any screen
 * sees it, so the screens load the joined lists; it must not throw.
 */
export type JoinBrowserLists = (queryClient: QueryClient, t: Translate) => Promise<void>;

export function AuthProvider({
  children,
  joinBrowserLists,
}: {
  children: ReactNode;
  joinBrowserLists?: JoinBrowserLists;
}) {
  // Pages are rendered on the server, which never sees the browser's storage: the first render is a
  // visitor's on both sides (so hydration matches); the stored session counts from the next render.
  const hydrated = useHydrated();
  const stored = useMemo(() => (hydrated ? readStoredSession() : SIGNED_OUT), [hydrated]);
  // Set once this tab signs in or out, updates the user or hears of another tab doing so.
  const [changed, setChanged] = useState<StoredSession | null>(null);
  const session = changed ?? stored;
  const setSession = useCallback(
    (next: StoredSession | ((current: StoredSession) => StoredSession)) =>
      setChanged((current) => (typeof next === 'function' ? next(current ?? readStoredSession()) : next)),
    [],
  );
  // Only a stored session needs checking (GET /auth/me); a visitor has nothing to wait for.
  const [checking, setChecking] = useState(true);
  const isInitializing = !hydrated || (checking && stored.token !== null);
  const [pending, setPending] = useState(0);
  // The history entry being left on sign-out; signing out is over once the browser is elsewhere.
  const [signingOutAt, setSigningOutAt] = useState<string | null>(null);
  const navigate = useNavigate();
  const t = useT();
  const location = useLocation();
  const isSigningOut = signingOutAt !== null && signingOutAt === location.key;
  const queryClient = useQueryClient();

  const track = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setPending((count) => count + 1);
    try {
      return await work();
    } finally {
      setPending((count) => count - 1);
    }
  }, []);

  const endSessionLocally = useCallback(() => {
    clearStoredSession();
    setSession(SIGNED_OUT);
    forgetUserQueries(queryClient);
  }, [queryClient, setSession]);

  // The stored token may have been revoked (sign-out elsewhere, deactivation, password reset): ask.
  useEffect(() => {
    if (!readStoredSession().token) return;
    const controller = new AbortController();
    getMe(controller.signal)
      .then((data) => {
        const user = readUserResult(data);
        saveUser(user);
        setSession((current) => (current.token ? { ...current, user } : current));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The api client has already cleared storage on a 401; offline, the stored session stays.
        if (error instanceof ApiError && error.status === 401) endSessionLocally();
      })
      .finally(() => {
        if (!controller.signal.aborted) setChecking(false);
      });
    return () => controller.abort();
  }, [endSessionLocally, setSession]);

  // Read by signOut (an event handler), which must not change identity on every navigation. A tap
  // on "Sign Out" right after a navigation must read the new address, or the guard sends the visitor
  // to /auth instead of home (a journey failed once so under Preact, decision 078).
  const locationKey = useLatest(location.key);

  // Another tab signing in or out (or the api client clearing a dead session) changes storage.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) {
        setSession(readStoredSession());
        forgetUserQueries(queryClient);
      }
    };

    window.addEventListener('storage', onStorage);

    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient, setSession]);

  const startSession = useCallback(
    async (data: unknown): Promise<AuthUser> => {
      const result = readAuthResult(data);
      saveSession(result);
      // The cart and every other per-user answer load afresh for the new user.
      forgetUserQueries(queryClient);
      await joinBrowserLists?.(queryClient, t);
      setSession(result);
      return result.user;
    },
    [queryClient, setSession, joinBrowserLists, t],
  );

  const signIn = useCallback(
    (email: string, password: string) =>
      track(async (): Promise<SignInOutcome> => {
        const answer = await login({ email: email.trim(), password });
        if ('mfaRequired' in answer) return { mfaToken: answer.mfaToken };
        return { user: await startSession(answer) };
      }),
    [track, startSession],
  );

  const completeSignIn = useCallback(
    (mfaToken: string, code: string) =>
      track(async () => startSession(await sendSignInCode({ mfaToken, code }))),
    [track, startSession],
  );

  const signUp = useCallback(
    (input: SignUpInput) =>
      track(async () =>
        startSession(
          await signup({
            email: input.email.trim(),
            password: input.password,
            ...(input.fullName?.trim() ? { fullName: input.fullName.trim() } : {}),
            ...(input.firstName?.trim() ? { firstName: input.firstName.trim() } : {}),
            ...(input.lastName?.trim() ? { lastName: input.lastName.trim() } : {}),
          }),
        ),
      ),
    [track, startSession],
  );

  const updateProfile = useCallback(
    (fullName: string) =>
      track(async () => {
        const user = readUserResult(await updateMe({ fullName: fullName.trim() }));
        saveUser(user);
        setSession((current) => ({ ...current, user }));
        return user;
      }),
    [track, setSession],
  );

  const reloadUser = useCallback(async () => {
    const user = readUserResult(await getMe());
    saveUser(user);
    setSession((current) => ({ ...current, user }));
  }, [setSession]);

  const refresh = useCallback(async () => {
    const { token } = await refreshToken();
    saveToken(token);
    setSession((current) => ({ ...current, token }));
  }, [setSession]);

  const signOut = useCallback(
    async (options: SignOutOptions = {}) => {
      const token = readStoredSession().token;
      // Gone locally first, so no request goes out with a token the server is about to revoke; the
      // guard of the screen being left waits (until the location changes) instead of sending the
      // visitor to /auth.
      setSigningOutAt(locationKey.current);
      endSessionLocally();
      // Replacing the entry: Back must not return to a screen of the signed-out account.
      void navigate('/', { replace: true });
      toast({ title: options.title ?? t('auth.signedOut'), description: t('auth.seeYouSoon') });
      if (!token) return;
      try {
        await logout(token);
      } catch {
        // Logout clears the local session even if the call fails (decision 008).
      }
    },
    [navigate, endSessionLocally, t, locationKey],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session.user,
      token: session.token,
      isAuthenticated: isSessionAuthenticated(session),
      isLoading: isInitializing || pending > 0,
      isInitializing,
      isSigningOut,
      signIn,
      completeSignIn,
      signUp,
      updateProfile,
      refresh,
      reloadUser,
      signOut,
      forgetSession: endSessionLocally,
      adoptSession: startSession,
    }),
    [
      session,
      isInitializing,
      isSigningOut,
      pending,
      signIn,
      completeSignIn,
      signUp,
      updateProfile,
      refresh,
      reloadUser,
      signOut,
      endSessionLocally,
      startSession,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
