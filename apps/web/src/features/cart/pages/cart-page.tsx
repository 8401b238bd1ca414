import { whatsappLink } from '@shop/domain';
import { MessageCircle, Truck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from '@/lib/router';
import { QueryFrame } from '@/components/query-frame';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { useShopInfo } from '@/lib/shop-info';
import { useVisitHint } from '@/lib/visit-hint-context';
import { usePageTitle } from '@/lib/use-page-title';
import { cartCount, useCart, useExpectedGuestLines } from '../api/get-cart';
import { CartLine, CartLineSkeleton } from '../components/cart-line';
import { CheckoutChoice } from '../components/checkout-choice';
import { CouponField } from '../components/coupon-field';
import { EmptyCart } from '../components/empty-cart';
import { OrderSummary } from '../components/order-summary';
import { useCartActions } from '../hooks/use-cart-actions';
import { whatsappCartMessage } from '../lib/whatsapp-cart-message';
import { useT } from '@/lib/i18n/i18n';

/**
 * Asked only when a shopper taps "Clear cart": the dialog's code (Radix's dialog, focus trap and scroll
 * lock, some 10 KB gzipped) is fetched then, not with every cart's first load (issue 27).
 */
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** The lines a cart of unknown size is drawn with while it loads. */
const USUAL_SKELETON_LINES = 2;

/**
 * The height of the two-line skeleton with its margin (phone, tablet, desktop): the cart area keeps
 * it in every state when the cart's size is unknown in advance, so an empty cart that replaces the
 * skeleton does not pull the footer up (decision 064). Measured; change it with the skeleton.
 */
const SKELETON_HEIGHT = 'flow-root min-h-[43rem] sm:min-h-[44rem] lg:min-h-[22.5rem]';

/** As many line skeletons as the cart is expected to show (a guest's, decision 064), else two. */
function CartSkeleton({ lines = USUAL_SKELETON_LINES }: { lines?: number }) {
  const t = useT();
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_360px]" aria-busy="true" aria-label={t('cart.loading')}>
      <ul className="grid content-start gap-3">
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <CartLineSkeleton key={index} />
        ))}
      </ul>
      <Skeleton className="h-80 rounded-[var(--radius-card)]" />
    </div>
  );
}

export function CartPage() {
  const t = useT();
  usePageTitle(t('cart.title'));
  const shop = useShopInfo();
  const cartResult = useCart();
  const expectedLines = useExpectedGuestLines();
  // A guest's hint says what the first paint is (the empty cart, or N lines that are taller than
  // their skeleton): only without one (a member, a hint not ours) is the skeleton's height kept.
  const sizeKnownAhead = useVisitHint()?.kind === 'guest';
  const cart = cartResult.data;
  const { isAuthenticated } = useAuth();
  const { busyLine, clearing, setQuantity, removeLine, clearAll: clearLines } = useCartActions();
  const [confirmClear, setConfirmClear] = useState(false);
  // Mounted from the first "Clear cart" on, so the dialog can animate closed and open again.
  const [confirmAsked, setConfirmAsked] = useState(false);

  const clearAll = () =>
    clearLines(() => {
      setConfirmClear(false);
      toast({ title: t('cart.cleared'), description: t('cart.clearedBody') });
    });

  const count = cartCount(cart);
  const blocked = cart?.items.some((item) => !item.available) ?? false;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{t('cart.title')}</h1>
          {cart && cart.items.length > 0 ? (
            <p className="mt-1 text-sm text-muted">{t('cart.count', { count })}</p>
          ) : (
            // The count's line, kept while lines are known to come, so the cart does not move down.
            cartResult.isPending && (expectedLines ?? 0) > 0 && <Skeleton className="mt-1 h-5 w-32" />
          )}
        </div>
        {cart && cart.items.length > 0 && (
          <Button
            variant="ghost"
            className="text-danger"
            onPointerEnter={() => void import('@/components/ui/confirm-dialog')}
            onClick={() => {
              setConfirmAsked(true);
              setConfirmClear(true);
            }}
          >
            {t('cart.clear')}
          </Button>
        )}
      </div>

      <div className={sizeKnownAhead ? undefined : SKELETON_HEIGHT}>
        <QueryFrame
          query={cartResult}
          skeleton={<CartSkeleton lines={expectedLines} />}
          error={{ className: 'mt-6', message: t('cart.failed') }}
          isEmpty={(cart) => cart.items.length === 0}
          empty={<EmptyCart message={t('cart.emptyMessage')} />}
        >
          {(cart) => (
            <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_360px]">
              <ul className="grid gap-3" aria-label={t('cart.itemsLabel')}>
                {cart.items.map((item) => (
                  <CartLine
                    key={item.id}
                    item={item}
                    busy={busyLine(item.id)}
                    onQuantity={(quantity) => setQuantity(item.id, quantity)}
                    onRemove={() => removeLine(item.id)}
                  />
                ))}
              </ul>

              <OrderSummary items={cart.items} summary={cart.summary} couponCode={cart.coupon?.code}>
                {isAuthenticated ? (
                  <CouponField coupon={cart.coupon} />
                ) : (
                  <p className="text-sm text-ink-soft">{t('cart.couponSignIn')}</p>
                )}
                {blocked && (
                  <p className="text-sm text-danger" role="status">
                    {t('cart.blocked')}
                  </p>
                )}
                <div className="grid gap-2.5">
                  <CheckoutChoice blocked={blocked} />
                  <Button asChild size="lg" variant="whatsapp">
                    <a
                      href={whatsappLink(shop.whatsappNumber, whatsappCartMessage(cart, shop.name, t))}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <MessageCircle className="size-5" /> {t('cart.buyOnWhatsApp')}
                    </a>
                  </Button>
                  <Button asChild variant="ghost">
                    <Link to="/">{t('cart.continueShopping')}</Link>
                  </Button>
                </div>
                <p className="flex items-center gap-2 text-xs text-muted">
                  <Truck aria-hidden="true" className="size-4 shrink-0" /> {t('cart.payInCash')}
                </p>
              </OrderSummary>
            </div>
          )}
        </QueryFrame>
      </div>

      {confirmAsked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirmClear}
            onOpenChange={setConfirmClear}
            title={t('cart.clearConfirm.title')}
            description={t('cart.clearConfirm.body')}
            cancelLabel={t('cart.clearConfirm.keep')}
            confirmLabel={t('cart.clear')}
            destructive
            pending={clearing}
            onConfirm={clearAll}
          />
        </Suspense>
      )}
    </div>
  );
}
