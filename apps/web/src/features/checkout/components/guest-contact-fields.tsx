import { describedBy, FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import type { GuestContactView } from '../hooks/use-guest-contact';

const HINT =
  'Your order confirmation and updates come here. Your name and mobile number are taken from the address below.';

/**
 * A guest's contact at checkout (decision 040): the e-mail the order's mails go to. The name and
 * mobile number (how a guest finds the order again) are the shipping address's, asked once there.
 */
export function GuestContactFields({ view, disabled }: { view: GuestContactView; disabled?: boolean }) {
  const id = 'contact-email';
  const error = view.errors.email;
  return (
    <FormField id={id} label="E-mail" error={error} hint={HINT}>
      <Input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        value={view.values.email}
        onChange={(event) => view.change('email', event.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, HINT)}
      />
    </FormField>
  );
}
