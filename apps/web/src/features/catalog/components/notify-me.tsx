import { BellRing } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useRequestStockAlert } from '../api/request-stock-alert';

/**
 * Beside "Out of stock": one mail when the chosen piece is back (decision 029). The email is the
 * signed-in shopper's unless they change it; asking twice says so rather than failing.
 */
export function NotifyMe({ productId, variantId }: { productId: string; variantId: string | undefined }) {
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
        <BellRing className="size-5" /> Notify me when available
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
              ? `You are already on the list: we will write to ${data.alert.email} once it is back.`
              : `Thank you. We will write to ${data.alert.email} once, when it is back.`,
          }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-2" aria-label="Notify me when available">
      <label htmlFor="notify-me-email" className="text-sm font-medium text-ink">
        Email me when it is back
      </label>
      <div className="flex gap-2">
        <Input
          id="notify-me-email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="you@example.com"
          className="flex-1"
        />
        <Button type="submit" disabled={request.isPending}>
          Notify me
        </Button>
      </div>
      {request.isError && (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(request.error, 'Could not save your request. Please try again.')}
        </p>
      )}
    </form>
  );
}
