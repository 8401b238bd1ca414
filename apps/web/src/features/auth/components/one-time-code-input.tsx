import type { ComponentProps } from 'react';
import { describedBy } from '@/components/form-field';
import { Input } from '@/components/ui/input';

/**
 * The field for a code from an authenticator app (issue 29): the phone offers its numeric keypad
 * and the code from a message or app; long enough for a recovery code too. `error` and `hintId`
 * make its description as every form field's.
 */
export function OneTimeCodeInput({
  id,
  error,
  hint = false,
  onCode,
  ...props
}: Omit<ComponentProps<typeof Input>, 'onChange'> & {
  id: string;
  error: string | undefined;
  /** Whether a `${id}-hint` paragraph describes the field. */
  hint?: boolean;
  onCode: (code: string) => void;
}) {
  return (
    <Input
      id={id}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={20}
      placeholder="123456"
      onChange={(event) => onCode(event.target.value)}
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy(id, error, hint ? 'hint' : undefined)}
      {...props}
    />
  );
}
