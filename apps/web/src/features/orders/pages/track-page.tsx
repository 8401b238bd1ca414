import { PackageSearch } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from '@/lib/router';
import { Form } from '@/components/form';
import { describedBy, FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { useTrackOrder } from '../api/track-order';
import { TrackedOrderView } from '../components/tracked-order';

/**
 * Follow an order without an account (decision 040): its number (from the confirmation page or
 * mail, `?order=`) and the mobile number it was placed with. A wrong pair is one message for every
 * case; the server limits look-ups per address.
 */
export function TrackPage() {
  const t = useT();
  usePageTitle(t('footer.track'));
  const [searchParams] = useSearchParams();
  const [orderNumber, setOrderNumber] = useState(searchParams.get('order') ?? '');
  const [phone, setPhone] = useState('');
  const track = useTrackOrder();
  const errors =
    track.error instanceof ApiError && track.error.status === 422 ? fieldErrorsOf(track.error) : {};
  const problem =
    track.error && !(track.error instanceof ApiError && track.error.status === 422)
      ? errorMessage(track.error, t('track.failed'))
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!track.isPending) track.mutate({ orderNumber, phone });
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{t('footer.track')}</h1>
        <p className="mt-1 text-sm text-muted">{t('track.intro')}</p>
      </div>
      <Card className="max-w-xl">
        <CardContent className="pt-6">
          <Form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('track.formLabel')}>
            <FormAlert message={problem} />
            <FormField
              id="track-order"
              label={t('track.orderNumber')}
              error={errors.orderNumber}
              hint={t('track.orderNumberHint')}
            >
              <Input
                id="track-order"
                name="orderNumber"
                autoComplete="off"
                // eslint-disable-next-line lingui/no-unlocalized-strings -- an input mode, not a word
                autoCapitalize="characters"
                value={orderNumber}
                onChange={(event) => setOrderNumber(event.target.value)}
                aria-invalid={errors.orderNumber ? true : undefined}
                aria-describedby={describedBy('track-order', errors.orderNumber, t('track.orderNumberHint'))}
              />
            </FormField>
            <FormField id="track-phone" label={t('track.mobile')} error={errors.phone}>
              <Input
                id="track-phone"
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                aria-invalid={errors.phone ? true : undefined}
                aria-describedby={describedBy('track-phone', errors.phone)}
              />
            </FormField>
            <Button type="submit" size="lg" disabled={track.isPending}>
              {track.isPending ? (
                <>
                  <Spinner className="size-4 text-white" label={t('track.lookingUpLabel')} />{' '}
                  {t('track.lookingUp')}
                </>
              ) : (
                <>
                  <PackageSearch className="size-4" /> {t('track.submit')}
                </>
              )}
            </Button>
          </Form>
        </CardContent>
      </Card>
      {track.data && <TrackedOrderView order={track.data} guest={track.variables} />}
    </div>
  );
}
