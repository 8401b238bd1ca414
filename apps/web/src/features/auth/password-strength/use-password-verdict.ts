import { useEffect, useState } from 'react';
import type { PasswordOwner, PasswordVerdict } from '@shop/domain';
import type { judgePassword } from './estimator';

type Judge = typeof judgePassword;
let loading: Promise<Judge> | undefined;
/** zxcvbn and its dictionaries are large (~850 KB gzipped): fetched on demand, never with the storefront. */
const loadJudge = () => (loading ??= import('./estimator').then((module) => module.judgePassword));

/** How long typing must pause before the password is judged again. */
const SETTLE_MS = 150;

/**
 * The shop's verdict on a new password as it is typed, the same one the server gives; null while the
 * field is empty or the estimator is still loading.
 */
export function usePasswordVerdict(password: string, owner: PasswordOwner): PasswordVerdict | null {
  const [verdict, setVerdict] = useState<{ password: string; verdict: PasswordVerdict } | null>(null);
  const { email, fullName, firstName, lastName } = owner;
  // Fetched as soon as a new-password field is shown, so it is there by the first keystroke.
  useEffect(() => {
    void loadJudge();
  }, []);
  useEffect(() => {
    if (!password) return;
    let current = true;
    const timer = setTimeout(() => {
      void loadJudge().then((judge) => {
        if (current) {
          setVerdict({ password, verdict: judge(password, { email, fullName, firstName, lastName }) });
        }
      });
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, email, fullName, firstName, lastName]);
  return password && verdict ? verdict.verdict : null;
}
