import { Trans } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@shop/domain';
import { ArrowLeft } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { HydrateLater } from '@/lib/hydration-waves';
import { Link, useNavigate } from '@/lib/router';
import { QueryFrame } from '@/components/query-frame';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toastError } from '@/components/ui/use-toast';
import { CheckoutAddress, useCheckoutAddress } from '@/features/addresses';
import { useAuth } from '@/features/auth';
import {
  cartQuery,
  EmptyCart,
  guestCart,
  OrderSummary,
  useCart,
  useExpectedGuestLines,
} from '@/features/cart';
import { CheckoutDelivery } from '@/features/delivery';
import { PaymentChoice, usePaymentMethods } from '@/features/payments';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { usePlaceOrder } from '../api/place-order';
import { BusinessInvoiceFields, useBusinessInvoice } from '../components/business-invoice';
import { GuestDetailsCard } from '../components/guest-details-card';
import { CONTACT_FROM_ADDRESS, useGuestContact } from '../hooks/use-guest-contact';
import { createCheckoutAttempt } from '../lib/checkout-attempt';

/** The order summary's place while the cart is priced. */
function SummarySkeleton() {
  return <Skeleton className="h-72 rounded-[var(--radius-card)]" />;
}

function CheckoutSkeleton() {
  const t = useT();
  return (
    <div
      className="mt-6 grid gap-6 lg:grid-cols-[1fr_360px]"
      aria-busy="true"
      aria-label={t('checkout.loading')}
    >
      <Skeleton className="h-[420px] rounded-[var(--radius-card)]" />
      <SummarySkeleton />
    </div>
  );
}

/** One titled card of the checkout's form, hydrated in a task of its own (`part`). */
function FormCard({ part, title, children }: { part: string; title: string; children: ReactNode }) {
  return (
    <HydrateLater wave="items" part={part}>
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-lg">{title}</CardTitle>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </HydrateLater>
  );
}

/**
 * Checkout (decision 006): the address, the way to pay (Cash on Delivery, or UPI when the shop takes
 * it: decision 038), the server's totals, one order per attempt. A UPI order goes on to its payment page.
 */
export function CheckoutPage() {
  const t = useT();
  usePageTitle(t('checkout.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cartResult = useCart();
  const cart = cartResult.data;
  const placeOrder = usePlaceOrder();
  const attempt = useRef(createCheckoutAttempt()).current;
  const address = useCheckoutAddress();
  const { isAuthenticated } = useAuth();
  const contact = useGuestContact();
  const business = useBusinessInvoice();
  const offered = usePaymentMethods();
  // A guest pays Cash on Delivery; UPI needs an account (decision 040).
  const methods = isAuthenticated ? offered : offered.filter((method) => method === 'cod');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a payment method's key, not a word
  const [chosen, setChosen] = useState<PaymentMethod>('cod');
  // UPI withdrawn by the shop since it was chosen: back to what is offered.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a payment method's key, not a word
  const paymentMethod = methods.includes(chosen) ? chosen : 'cod';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A second click while the first is on its way would be the same order: ignore it.
    if (placeOrder.isPending) return;
    // A guest names the lines and a contact (decision 040); both forms show their errors at once.
    // The address first, the contact last: the contact is higher on the page, so its wrong field
    // takes the focus when both have one.
    const destination = address.resolve();
    const invoiceTo = business.resolve();
    // A guest's name and mobile number are the shipping address's, asked once.
    const guest = isAuthenticated ? null : contact.resolve(destination?.shippingAddress ?? null);
    if (!destination || !invoiceTo || (!isAuthenticated && !guest)) return;
    placeOrder.mutate(
      {
        ...destination,
        paymentMethod,
        ...invoiceTo,
        ...(guest ? { contact: guest, items: [...guestCart.lines()] } : {}),
        idempotencyKey: attempt.key(),
      },
      {
        onSuccess: (order) => {
          attempt.succeeded();
          if (order.userId === null) {
            guestCart.clear();
            void navigate('/order-placed', { state: { order } });
            return;
          }
          if (order.status === 'awaiting_payment') void navigate(`/orders/${order.id}/pay`);
          else void navigate(`/orders/${order.id}`, { state: { placed: true } });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // Stock moved on (or the cart was emptied elsewhere): show the cart as it is now.
            toastError(t('common.error'), error.message);
            void queryClient.invalidateQueries({ queryKey: cartQuery.queryKey });
            void navigate('/cart');
            return;
          }
          if (error instanceof ApiError && error.status === 422) {
            // The contact's name and mobile are the address's fields: their errors are shown there.
            address.showServerErrors(
              error.details.map((detail) => ({
                ...detail,
                field: CONTACT_FROM_ADDRESS[detail.field] ?? detail.field,
              })),
            );
            contact.showServerErrors(error.details);
            business.showServerErrors(error.details);
          }
          toastError(t('common.error'), errorMessage(error, t('checkout.placeFailed')));
        },
      },
    );
  };

  const blocked = cart?.items.some((item) => !item.available) ?? false;
  // A guest's form needs nothing of the priced cart: when the guest is known to have lines (this
  // browser's, or the visit hint's in the server's render; decision 064), it shows at once and only
  // the summary waits for the prices. Always in the same place, so typing survives the answer.
  const expectedLines = useExpectedGuestLines();
  const formBeforePrices = cartResult.isPending && (expectedLines ?? 0) > 0;
  const showForm = formBeforePrices || (!cartResult.isError && (cart?.items.length ?? 0) > 0);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 h-11">
        <Link to="/cart">
          <ArrowLeft className="size-4" /> {t('checkout.backToCart')}
        </Link>
      </Button>
      <h1 className="mt-2 text-3xl font-semibold text-ink sm:text-4xl">{t('checkout.title')}</h1>

      {showForm ? (
        <form
          noValidate
          onSubmit={submit}
          className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_360px]"
          aria-label={t('order.shippingAddress')}
        >
          {/*
            The form's cards hydrate a task each, in their order on the page (issue 27): together
            they were one task of over 100 ms on a phone. Their fields are disabled until the page
            is hydrated (decision 080), so no typing waits on them.
          */}
          <div className="grid gap-6">
            {!isAuthenticated && (
              <HydrateLater wave="items" part="checkout-contact">
                <GuestDetailsCard view={contact.view} disabled={placeOrder.isPending} />
              </HydrateLater>
            )}
            <FormCard part="checkout-address" title={t('order.shippingAddress')}>
              <CheckoutAddress view={address.view} disabled={placeOrder.isPending} />
              <div className="mt-4 border-t border-line pt-2">
                <BusinessInvoiceFields view={business.view} disabled={placeOrder.isPending} />
              </div>
            </FormCard>
            <FormCard part="checkout-payment" title={t('order.payment')}>
              <PaymentChoice
                methods={methods}
                value={paymentMethod}
                onChange={setChosen}
                disabled={placeOrder.isPending}
              />
            </FormCard>
          </div>

          {cart ? (
            <OrderSummary items={cart.items} summary={cart.summary} couponCode={cart.coupon?.code}>
              <CheckoutDelivery
                pincode={address.pincode}
                cartTotal={cart.summary.total}
                guest={!isAuthenticated}
              />
              {cart.coupon?.message ? (
                <p className="text-sm text-danger" role="status">
                  <Trans
                    id="checkout.couponProblem"
                    values={{ code: cart.coupon.code, message: cart.coupon.message }}
                    components={{ 0: <Link to="/cart" className="font-medium underline" /> }}
                  />
                </p>
              ) : null}
              {blocked ? (
                <p className="text-sm text-danger" role="status">
                  <Trans
                    id="checkout.blocked"
                    components={{ 0: <Link to="/cart" className="font-medium underline" /> }}
                  />
                </p>
              ) : null}
              <Button type="submit" size="lg" disabled={placeOrder.isPending || blocked}>
                {placeOrder.isPending ? (
                  <>
                    <Spinner className="size-4 text-white" label={t('checkout.placing')} />{' '}
                    {t('checkout.placingText')}
                  </>
                ) : paymentMethod === 'upi' ? (
                  t('checkout.placeAndPay')
                ) : (
                  t('checkout.place')
                )}
              </Button>
              <p className="text-xs text-muted">
                {paymentMethod === 'upi' ? t('checkout.upiNote') : t('checkout.codNote')}
              </p>
            </OrderSummary>
          ) : (
            <SummarySkeleton />
          )}
        </form>
      ) : (
        <QueryFrame
          query={cartResult}
          skeleton={<CheckoutSkeleton />}
          error={{ className: 'mt-6', message: t('cart.failed') }}
          isEmpty={(cart) => cart.items.length === 0}
          empty={<EmptyCart message={t('checkout.emptyMessage')} />}
        >
          {
            // Never reached: a cart with lines shows the form above.
            () => null
          }
        </QueryFrame>
      )}
    </div>
  );
}
