import { LEFT_BEHIND_AFTER_HOURS, type AbandonedCart } from '@shop/domain';
import { ShoppingCart } from 'lucide-react';
import { Pagination } from '@/components/pagination';
import { QueryFrame } from '@/components/query-frame';
import { EmptyState, SkeletonBlocks } from '@/components/states';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { useShopInfo } from '@/lib/shop-info';
import { usePageTitle } from '@/lib/use-page-title';
import { useSearchParamsUpdate } from '@/lib/use-search-params-update';
import { useAbandonedCarts } from '../api/get-abandoned-carts';
import { useRemindByEmail } from '../api/remind-by-email';
import { AbandonedCartList } from '../components/abandoned-cart-list';

/** The spans staff choose from; the API takes any whole number of hours from 1. */
const SPANS = [
  { hours: LEFT_BEHIND_AFTER_HOURS, label: 'More than a day' },
  { hours: 72, label: 'More than 3 days' },
  { hours: 168, label: 'More than a week' },
];

/** Carts left behind (decision 043): who left what, and a nudge by WhatsApp or one email a week. */
export function AbandonedCartsPage() {
  usePageTitle('Carts left behind');
  const shop = useShopInfo();
  const [params, update] = useSearchParamsUpdate();
  const hours =
    SPANS.find((span) => String(span.hours) === params.get('hours'))?.hours ?? LEFT_BEHIND_AFTER_HOURS;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const carts = useAbandonedCarts({
    olderThanHours: hours,
    page,
  });
  const remind = useRemindByEmail();

  const email = (cart: AbandonedCart) =>
    remind.mutate(cart.cartId, {
      onSuccess: (sent) =>
        toast({
          title: 'Reminder on its way',
          description: `Emailed to ${sent.recipient}`,
          variant: 'success',
        }),
      onError: (error) => toastError('No reminder sent', errorMessage(error, 'Please try again')),
    });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold text-ink sm:text-4xl">Carts left behind</h1>
      <p className="mt-1 text-sm text-muted">
        Signed-in customers’ carts with pieces in them that nobody has touched for a while. Values are at
        today’s prices.
      </p>

      <div className="mt-4 grid max-w-xs gap-1.5">
        <Label htmlFor="untouched-for">Untouched for</Label>
        <NativeSelect
          id="untouched-for"
          value={String(hours)}
          onChange={(event) =>
            update({
              hours: event.target.value === String(LEFT_BEHIND_AFTER_HOURS) ? undefined : event.target.value,
              page: undefined,
            })
          }
        >
          {SPANS.map((span) => (
            <option key={span.hours} value={span.hours}>
              {span.label}
            </option>
          ))}
        </NativeSelect>
      </div>

      <QueryFrame
        query={carts}
        skeleton={
          <SkeletonBlocks
            label="Loading carts"
            count={4}
            className="mt-6 grid gap-2"
            blockClassName="h-20 rounded-xl"
          />
        }
        error={{ className: 'mt-6', message: 'Failed to load the carts' }}
        isEmpty={(data) => data.carts.length === 0}
        empty={
          <EmptyState
            className="mt-6"
            icon={<ShoppingCart />}
            title="No carts left behind"
            message="Carts appear here when a signed-in customer leaves pieces in theirs."
          />
        }
      >
        {(data) => (
          <div className={cn('mt-6', carts.isPlaceholderData && 'opacity-60')}>
            <p className="mb-3 text-sm text-muted">
              {plural(data.pagination.total, { one: 'cart', other: 'carts' })}
            </p>
            <AbandonedCartList
              carts={data.carts}
              shopName={shop.name}
              cartUrl={`${window.location.origin}/cart`}
              busyId={remind.isPending ? (remind.variables ?? null) : null}
              onEmail={email}
            />
            <Pagination
              className="mt-6 justify-center"
              icons={false}
              page={page}
              pagination={data.pagination}
              onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
            />
          </div>
        )}
      </QueryFrame>
    </div>
  );
}
