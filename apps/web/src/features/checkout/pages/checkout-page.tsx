import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Banknote } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toastError } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { cartQuery, EmptyCart, OrderSummary, useCart } from '@/features/cart';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { usePlaceOrder } from '../api/place-order';
import { lookupPincode } from '../api/get-pincode';
import { AddressForm } from '../components/address-form';
import {
  addressPayload,
  EMPTY_ADDRESS,
  serverAddressErrors,
  validateAddress,
  validateAddressField,
  type AddressErrors,
  type AddressField,
  type AddressValues,
} from '../lib/address-validation';
import { createCheckoutAttempt } from '../lib/checkout-attempt';
import { readLastAddress, saveLastAddress } from '../lib/last-address';

function CheckoutSkeleton() {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_360px]" aria-busy="true" aria-label="Loading checkout">
      <Skeleton className="h-[420px] rounded-[var(--radius-card)]" />
      <Skeleton className="h-72 rounded-[var(--radius-card)]" />
    </div>
  );
}

/** Cash-on-Delivery checkout (decision 006): the address, the server's totals, one order per attempt. */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: cart, isPending, isError, refetch } = useCart();
  const placeOrder = usePlaceOrder();
  const attempt = useRef(createCheckoutAttempt()).current;

  const [lastAddress] = useState(() => (user ? readLastAddress(user.id) : null));
  const [values, setValues] = useState<AddressValues>(
    () => lastAddress ?? { ...EMPTY_ADDRESS, name: user?.fullName ?? '' },
  );
  const [errors, setErrors] = useState<AddressErrors>({});
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});

  // The city the pincode last filled in, so a later pincode may replace it but never the customer's own.
  const autofilledCity = useRef<string | null>(null);
  const fillFromPincode = (pincode: string) =>
    void lookupPincode(pincode).then((found) => {
      if (!found) return;
      if ('unknown' in found) {
        setErrors((previous) => ({ ...previous, pincode: found.unknown }));
        return;
      }
      setValues((previous) => {
        if (previous.pincode !== pincode) return previous; // typed on since
        const keepCity = previous.city.trim() !== '' && previous.city !== autofilledCity.current;
        autofilledCity.current = keepCity ? autofilledCity.current : found.city;
        return { ...previous, city: keepCity ? previous.city : found.city, state: found.state };
      });
      setErrors((previous) => ({ ...previous, pincode: undefined, city: undefined, state: undefined }));
    });

  const change = (field: AddressField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // Once a field has spoken up, it says when it is right again as the person types.
    if (touched[field])
      setErrors((previous) => ({ ...previous, [field]: validateAddressField(field, value) }));
    if (field === 'pincode' && value.length === 6) fillFromPincode(value);
  };
  const blur = (field: AddressField) => {
    setTouched((previous) => ({ ...previous, [field]: true }));
    setErrors((previous) => ({ ...previous, [field]: validateAddressField(field, values[field]) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A second click while the first is on its way would be the same order: ignore it.
    if (placeOrder.isPending) return;
    const found = validateAddress(values);
    setErrors(found);
    setTouched({ name: true, address: true, city: true, state: true, pincode: true, phone: true });
    const firstWrong = Object.keys(found)[0];
    if (firstWrong) {
      document.getElementById(`address-${firstWrong}`)?.focus();
      return;
    }
    const shippingAddress = addressPayload(values);
    placeOrder.mutate(
      { shippingAddress, idempotencyKey: attempt.key() },
      {
        onSuccess: (order) => {
          attempt.succeeded();
          if (user) saveLastAddress(user.id, shippingAddress);
          void navigate(`/orders/${order.id}`, { state: { placed: true } });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // Stock moved on (or the cart was emptied elsewhere): show the cart as it is now.
            toastError('Error', error.message);
            void queryClient.invalidateQueries({ queryKey: cartQuery.queryKey });
            void navigate('/cart');
            return;
          }
          if (error instanceof ApiError && error.status === 422) {
            setErrors(serverAddressErrors(error.details));
          }
          toastError('Error', errorMessage(error, 'Failed to place order'));
        },
      },
    );
  };

  const blocked = cart?.items.some((item) => !item.available) ?? false;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 h-11">
        <Link to="/cart">
          <ArrowLeft className="size-4" /> Back to cart
        </Link>
      </Button>
      <h1 className="mt-2 text-3xl font-semibold text-ink sm:text-4xl">Checkout</h1>
      <p className="mt-1 flex items-center gap-2 text-sm text-muted">
        <Banknote aria-hidden="true" className="size-4" /> Cash on Delivery: pay when your order arrives.
      </p>

      {isPending ? (
        <CheckoutSkeleton />
      ) : isError ? (
        <ErrorState className="mt-6" message="Failed to fetch cart" onRetry={() => void refetch()} />
      ) : cart.items.length === 0 ? (
        <EmptyCart message="Add a piece or two before checking out." />
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_360px]"
          aria-label="Shipping address"
        >
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-lg">Shipping address</CardTitle>
              {lastAddress && (
                <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
                  We filled in the address you used last time.
                  <button
                    type="button"
                    className="min-h-11 font-medium text-accent underline-offset-4 hover:underline"
                    onClick={() => {
                      setValues({ ...EMPTY_ADDRESS, name: user?.fullName ?? '' });
                      setErrors({});
                      setTouched({});
                    }}
                  >
                    Use a different address
                  </button>
                </p>
              )}
            </CardHeader>
            <CardContent>
              <AddressForm
                values={values}
                errors={errors}
                disabled={placeOrder.isPending}
                onChange={change}
                onBlur={blur}
              />
            </CardContent>
          </Card>

          <OrderSummary items={cart.items} summary={cart.summary} couponCode={cart.coupon?.code}>
            {cart.coupon?.message ? (
              <p className="text-sm text-danger" role="status">
                Code {cart.coupon.code}: {cart.coupon.message}.{' '}
                <Link to="/cart" className="font-medium underline">
                  Change it in your cart
                </Link>
                .
              </p>
            ) : null}
            {blocked ? (
              <p className="text-sm text-danger" role="status">
                Some pieces are not available in the quantity you chose.{' '}
                <Link to="/cart" className="font-medium underline">
                  Update your cart
                </Link>
                .
              </p>
            ) : null}
            <Button type="submit" size="lg" disabled={placeOrder.isPending || blocked}>
              {placeOrder.isPending ? (
                <>
                  <Spinner className="size-4 text-white" label="Placing order" /> Placing order...
                </>
              ) : (
                'Place Order (Cash on Delivery)'
              )}
            </Button>
            <p className="text-xs text-muted">You pay the total in cash when the order is delivered.</p>
          </OrderSummary>
        </form>
      )}
    </div>
  );
}
