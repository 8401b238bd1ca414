import { BellRing } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useRequestStockAlert } from '../api/request-stock-alert';
import { useT } from '@/lib/i18n/i18n';

/**
 * Beside "Out of stock": one mail when the chosen piece is back (decision 029). The email is the
 * signed-in shopper's unless they change it; asking twice says so rather than failing.
 */
export function NotifyMe({ productId, variantId }: { productId: string; variantId: string | undefined }) {
  const t = useT();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  // What the shopper typed, else their account's email: the session may arrive after the first render.
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? user?.email ?? '';
  const request = useRequestStockAlert();
  const [answer, setAnswer] = useState<{ variantId: string | undefined; text: string } | null>(null);

  // A new choice of size or colour starts again.
  if (answer && answer.variantId !== variantId) setAnswer(null);
  if (answer) {
    return (
      <p role="status" className="rounded-xl bg-leaf-soft px-3.5 py-2.5 text-sm text-leaf">
        {answer.text}
      </p>
    );
  }
  if (!open) {
    return (
      <Button variant="outline" size="lg" onClick={() => setOpen(true)}>
        <BellRing className="size-5" /> {t('product.notifyWhenAvailable')}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(
      { productId, variantId, email },
      {
        onSuccess: (data) =>
          setAnswer({
            variantId,
            text: data.alreadyRegistered
              ? t('product.notifyAlready', { email: data.alert.email })
              : t('product.notifyThanks', { email: data.alert.email }),
          }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-2" aria-label={t('product.notifyWhenAvailable')}>
      <label htmlFor="notify-me-email" className="text-sm font-medium text-ink">
        {t('product.notifyEmailLabel')}
      </label>
      <div className="flex gap-2">
        <Input
          id="notify-me-email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setTyped(event.target.value)}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an example address, the same in every language
          placeholder="you@example.com"
          className="flex-1"
        />
        <Button type="submit" disabled={request.isPending}>
          {t('product.notifyMe')}
        </Button>
      </div>
      {request.isError && (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(request.error, t('product.notifyError'))}
        </p>
      )}
    </form>
  );
}
