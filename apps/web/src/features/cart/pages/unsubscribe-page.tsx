import { UNSUBSCRIBE_TOKEN_MESSAGE, UNSUBSCRIBE_TOKEN_PATTERN } from '@shop/domain';
import { CircleCheck, MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * `/unsubscribe?token=…`, the cart reminder mail's link: works without signing in. Opening it
 * changes nothing (mail scanners open links); the shopper confirms with one press, a POST.
 */
export function UnsubscribePage() {
  usePageTitle('Unsubscribe from cart reminders');
  const [searchParams] = useSearchParams();
  const token = (searchParams.get('token') ?? '').trim();
  const unsubscribe = useUnsubscribe();
  const wellFormed = UNSUBSCRIBE_TOKEN_PATTERN.test(token);

  let body;
  if (unsubscribe.data) {
    body = (
      <div role="status" className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-leaf" />
        <div className="grid gap-1">
          <p className="font-display text-xl font-semibold text-ink">You are unsubscribed</p>
          <p className="text-sm text-ink-soft">
            We will not send cart reminders to {unsubscribe.data.email} any more. Order mails (confirmation,
            dispatch, delivery) still come, as they are about your orders.
          </p>
        </div>
      </div>
    );
  } else if (!wellFormed) {
    body = <FormAlert message={UNSUBSCRIBE_TOKEN_MESSAGE} />;
  } else {
    body = (
      <div className="grid gap-4">
        <p className="text-sm text-ink-soft">
          When pieces wait in your cart, we sometimes send an email to remind you. Press the button and we
          will not send these reminders again.
        </p>
        <FormAlert
          message={
            unsubscribe.error
              ? errorMessage(unsubscribe.error, 'Could not unsubscribe. Please try again.')
              : null
          }
        />
        <Button
          size="lg"
          className="justify-self-start"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {unsubscribe.isPending ? (
            <Spinner className="size-4 text-white" label="Unsubscribing" />
          ) : (
            <MailX aria-hidden="true" className="size-4" />
          )}
          Stop cart reminders
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold text-ink sm:text-4xl">Cart reminder emails</h1>
      <Card className="max-w-xl">
        <CardContent className="pt-6">{body}</CardContent>
      </Card>
      <p className="text-sm text-muted">
        <Link to="/" className="font-medium text-accent underline-offset-4 hover:underline">
          Back to the shop
        </Link>
      </p>
    </div>
  );
}
