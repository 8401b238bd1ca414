import { REMOVE_DEMO_PHRASE, type RemoveDemoDataResult } from '@shop/domain';
import { CircleCheck, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { describedBy, FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { plural } from '@/lib/plural';
import { useRemoveDemoData } from '../api/remove-demo-data';

const GOES = [
  'The demo products, with their photos, reviews and categories',
  'Orders, carts and wishlists of the demo customers',
  'The demo accounts (manager@demo.shop, customer@demo.shop and the rest)',
];
const STAYS = [
  'Your settings and pages',
  'Products, categories and orders you added yourself',
  'Your own administrator account, even admin@demo.shop once you have changed its password (the demo’s is public)',
];

/** What was removed, in words: '38 products, 12 categories, …', leaving out what was none. */
function removedInWords({ removed }: RemoveDemoDataResult): string {
  const parts = [
    plural(removed.products, { one: 'product', other: 'products' }),
    plural(removed.categories, { one: 'category', other: 'categories' }),
    plural(removed.pictures, { one: 'photo', other: 'photos' }),
    plural(removed.reviews, { one: 'review', other: 'reviews' }),
    plural(removed.coupons, { one: 'coupon', other: 'coupons' }),
    plural(removed.orders, { one: 'order', other: 'orders' }),
    plural(removed.carts, { one: 'cart', other: 'carts' }),
    plural(removed.accounts, { one: 'account', other: 'accounts' }),
  ].filter((part) => !part.startsWith('0 '));
  return parts.length > 0 ? parts.join(', ') : 'nothing: the demo data was already gone';
}

function Summary({ result }: { result: RemoveDemoDataResult }) {
  const { kept } = result;
  return (
    <div className="grid gap-3 text-sm" role="status">
      <p className="flex items-start gap-2 text-ink">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-leaf" aria-hidden />
        <span>
          <strong>Removed:</strong> {removedInWords(result)}.
        </span>
      </p>
      {kept.ordersWithDemoProducts > 0 && (
        <p className="text-muted">
          {plural(kept.ordersWithDemoProducts, { one: 'real order holds', other: 'real orders hold' })} demo
          pieces: {kept.ordersWithDemoProducts === 1 ? 'it stays' : 'they stay'}, and{' '}
          {plural(kept.hiddenProducts, { one: 'piece is', other: 'pieces are' })} hidden from the shop instead
          of removed.
        </p>
      )}
      <p className="text-muted">
        A backup taken just before is saved in the shop&apos;s data folder, under backups:{' '}
        <span className="font-mono break-all text-ink">{result.backup}</span>
      </p>
    </div>
  );
}

/**
 * "Leave the demo" (administrator only; decision 056): what goes and what stays, and a dialog that
 * removes the demo data only once REMOVE DEMO DATA is typed.
 */
export function LeaveDemoSection() {
  const remove = useRemoveDemoData();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const confirmed = typed.trim() === REMOVE_DEMO_PHRASE;
  const hint = 'In capital letters, with the spaces, exactly as shown.';

  const openChange = (next: boolean) => {
    // Not while it runs: closing would hide the answer.
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      setTyped('');
      remove.reset();
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Leave the demo</CardTitle>
        <CardDescription>
          Ready to open your own shop? Remove the sample products, orders and accounts the shop started with.
          A backup is taken first.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <h3 className="font-semibold text-ink">What goes</h3>
            <ul className="mt-1.5 list-disc space-y-1 pl-5 text-muted">
              {GOES.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold text-ink">What stays</h3>
            <ul className="mt-1.5 list-disc space-y-1 pl-5 text-muted">
              {STAYS.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
        <div>
          <Button type="button" variant="destructive" onClick={() => openChange(true)}>
            <Trash2 className="size-4" /> Remove demo data…
          </Button>
        </div>
      </CardContent>

      <Dialog open={open} onOpenChange={openChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{remove.data ? 'The demo data is gone' : 'Remove the demo data?'}</DialogTitle>
            <DialogDescription>
              {remove.data
                ? 'Your shop now shows only what you added.'
                : 'This removes the demo products, orders and accounts for good. Your settings, pages and what you added stay.'}
            </DialogDescription>
          </DialogHeader>
          {remove.data ? (
            <Summary result={remove.data} />
          ) : (
            <form
              id={`${inputId}-form`}
              className="grid gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                if (confirmed && !remove.isPending) remove.mutate();
              }}
            >
              <FormField id={inputId} label="To confirm, type REMOVE DEMO DATA" hint={hint}>
                <Input
                  id={inputId}
                  value={typed}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  aria-describedby={describedBy(inputId, undefined, hint)}
                  onChange={(event) => setTyped(event.target.value)}
                />
              </FormField>
              <FormAlert
                message={
                  remove.error ? errorMessage(remove.error, 'The demo data could not be removed') : null
                }
              />
            </form>
          )}
          <DialogFooter>
            {remove.data ? (
              <DialogClose asChild>
                <Button type="button">Done</Button>
              </DialogClose>
            ) : (
              <>
                <DialogClose asChild>
                  <Button type="button" variant="outline" disabled={remove.isPending}>
                    Cancel
                  </Button>
                </DialogClose>
                <Button
                  type="submit"
                  form={`${inputId}-form`}
                  variant="destructive"
                  disabled={!confirmed || remove.isPending}
                >
                  {remove.isPending && <Spinner className="text-white" label="Removing the demo data" />}
                  Remove demo data
                </Button>
              </>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
