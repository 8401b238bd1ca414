import type { Coupon } from '@shop/domain';
import { ArrowLeft, Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { QueryFrame } from '@/components/query-frame';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useCoupons } from '../api/get-coupons';
import { useSetCouponActive } from '../api/set-coupon-active';
import { CouponDialog } from '../components/coupon-dialog';
import { CouponsList } from '../components/coupons-list';

/** Coupons (staff): every code with its uses and revenue; create, edit, switch on and off. */
export function CouponsPage() {
  usePageTitle('Coupons');
  const coupons = useCoupons();
  const setActive = useSetCouponActive();
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [open, setOpen] = useState(false);

  const edit = (coupon: Coupon | null) => {
    setEditing(coupon);
    setOpen(true);
  };
  const toggle = (coupon: Coupon) =>
    setActive.mutate(
      { id: coupon.id, active: !coupon.active },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.active ? 'Coupon activated' : 'Coupon deactivated',
            description: saved.code,
            variant: 'success',
          }),
        onError: (error) =>
          toastError('Failed to change the coupon', errorMessage(error, 'Please try again')),
      },
    );

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2 h-11">
          <Link to="/">
            <ArrowLeft className="size-4" /> Back to Home
          </Link>
        </Button>
        <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl sm:text-4xl">Coupons</h1>
            <p className="mt-1 text-muted">
              Offer codes for the cart, their uses and the revenue they brought in.
            </p>
          </div>
          <Button onClick={() => edit(null)}>
            <Plus className="size-4" /> New coupon
          </Button>
        </div>
      </div>

      <section aria-label="Coupons" aria-busy={coupons.isFetching} className="grid grid-cols-1 gap-4">
        <QueryFrame
          query={coupons}
          skeleton={<Skeleton className="h-48 rounded-[var(--radius-card)]" />}
          error={{
            title: 'We could not load the coupons',
            message: (error) => errorMessage(error, 'Failed to fetch coupons'),
          }}
          empty={
            <EmptyState
              icon={<TicketPercent />}
              title="No coupons yet"
              message="Create a code for a festival offer or a first order."
            />
          }
        >
          {(list) => (
            <CouponsList
              coupons={list}
              busyId={setActive.isPending ? (setActive.variables?.id ?? null) : null}
              onEdit={edit}
              onToggle={toggle}
            />
          )}
        </QueryFrame>
      </section>

      <CouponDialog coupon={editing} open={open} onOpenChange={setOpen} />
    </div>
  );
}
