import { useEffect, useState } from 'react';
import type { PasswordOwner, PasswordVerdict } from '@shop/domain';
import { checkPasswordStrength } from '../api/check-password-strength';

/**
 * How long typing must pause before the server is asked. The verdict comes from the server rather
 * than from zxcvbn in the browser: its dictionaries weigh ~850 KB gzipped, too much for a phone on
 * mobile data, and the server's answer is by definition the verdict the form will get on submit
 * (docs/decisions/013-password-strength.md).
 */
const SETTLE_MS = 300;

/**
 * The shop's verdict on a new password as it is typed; null while the field is empty or before the
 * first answer. While the person keeps typing the last verdict stays, so the meter does not flicker.
 */
export function usePasswordVerdict(password: string, owner: PasswordOwner): PasswordVerdict | null {
  const [verdict, setVerdict] = useState<{ password: string; verdict: PasswordVerdict } | null>(null);
  const { email, fullName, firstName, lastName } = owner;
  useEffect(() => {
    if (!password) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkPasswordStrength({ password, email, fullName, firstName, lastName }, controller.signal)
        .then((answer) => setVerdict({ password, verdict: answer }))
        // A meter that cannot be fed stays quiet; the server judges the submit itself.
        .catch(() => undefined);
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [password, email, fullName, firstName, lastName]);
  return password && verdict ? verdict.verdict : null;
}
