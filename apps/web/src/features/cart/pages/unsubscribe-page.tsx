import { UNSUBSCRIBE_TOKEN_PATTERN } from '@shop/domain';
import { CircleCheck, MailX } from 'lucide-react';
import { Link, useSearchParams } from '@/lib/router';
import { FormAlert } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * `/unsubscribe?token=…`, the cart reminder mail's link: works without signing in. Opening it
 * changes nothing (mail scanners open links); the shopper confirms with one press, a POST.
 */
export function UnsubscribePage() {
  const t = useT();
  usePageTitle(t('unsubscribe.pageTitle'));
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
          <p className="font-display text-xl font-semibold text-ink">{t('unsubscribe.done')}</p>
          <p className="text-sm text-ink-soft">
            {t('unsubscribe.doneBody', { email: unsubscribe.data.email })}
          </p>
        </div>
      </div>
    );
  } else if (!wellFormed) {
    body = <FormAlert message={t('unsubscribe.badLink')} />;
  } else {
    body = (
      <div className="grid gap-4">
        <p className="text-sm text-ink-soft">{t('unsubscribe.intro')}</p>
        <FormAlert
          message={unsubscribe.error ? errorMessage(unsubscribe.error, t('unsubscribe.failed')) : null}
        />
        <Button
          size="lg"
          className="justify-self-start"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {unsubscribe.isPending ? (
            <Spinner className="size-4 text-white" label={t('unsubscribe.pending')} />
          ) : (
            <MailX aria-hidden="true" className="size-4" />
          )}
          {t('unsubscribe.stop')}
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{t('unsubscribe.title')}</h1>
      <Card className="max-w-xl">
        <CardContent className="pt-6">{body}</CardContent>
      </Card>
      <p className="text-sm text-muted">
        <Link to="/" className="font-medium text-accent underline-offset-4 hover:underline">
          {t('unsubscribe.back')}
        </Link>
      </p>
    </div>
  );
}
