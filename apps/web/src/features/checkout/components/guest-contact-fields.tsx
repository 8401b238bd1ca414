import { describedBy, FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n/i18n';
import type { GuestContactView } from '../hooks/use-guest-contact';

/**
 * A guest's contact at checkout (decision 040): the e-mail the order's mails go to. The name and
 * mobile number (how a guest finds the order again) are the shipping address's, asked once there.
 */
export function GuestContactFields({ view, disabled }: { view: GuestContactView; disabled?: boolean }) {
  const t = useT();
  const id = 'contact-email';
  const hint = t('checkout.guest.emailHint');
  const error = view.errors.email;
  return (
    <FormField id={id} label={t('checkout.guest.email')} error={error} hint={hint}>
      <Input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        value={view.values.email}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a field's key, not a word
        onChange={(event) => view.change('email', event.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FormField>
  );
}
