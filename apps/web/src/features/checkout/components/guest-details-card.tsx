import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SignInPrompt } from '@/features/auth';
import { useT } from '@/lib/i18n/i18n';
import type { GuestContactView } from '../hooks/use-guest-contact';
import { GuestContactFields } from './guest-contact-fields';

/** Checkout as a guest (decision 040): the contact, and a way to sign in instead. */
export function GuestDetailsCard({ view, disabled }: { view: GuestContactView; disabled?: boolean }) {
  const t = useT();
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">{t('checkout.guest.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SignInPrompt className="rounded-xl bg-sand/60 p-3">{t('checkout.guest.prompt')}</SignInPrompt>
        <GuestContactFields view={view} {...(disabled === undefined ? {} : { disabled })} />
      </CardContent>
    </Card>
  );
}
