import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SignInPrompt } from '@/features/auth';
import type { GuestContactView } from '../hooks/use-guest-contact';
import { GuestContactFields } from './guest-contact-fields';

/** Checkout as a guest (decision 040): the contact, and a way to sign in instead. */
export function GuestDetailsCard({ view, disabled }: { view: GuestContactView; disabled?: boolean }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Your details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SignInPrompt className="rounded-xl bg-sand/60 p-3">
          Checking out as a guest. Have an account? Sign in to use your saved addresses.
        </SignInPrompt>
        <GuestContactFields view={view} {...(disabled === undefined ? {} : { disabled })} />
      </CardContent>
    </Card>
  );
}
