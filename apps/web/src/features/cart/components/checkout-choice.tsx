import { LogIn } from 'lucide-react';
import { Link, useLocation } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { signInPath, useAuth } from '@/features/auth';
import { usePaymentMethods } from '@/features/payments';
import { useT, type Translate } from '@/lib/i18n/i18n';

/** How the shopper may pay, in the words of the shop's offer now (UPI only when the shop takes it). */
function paymentNote(methods: readonly string[], t: Translate): string {
  return methods.includes('upi') ? t('cart.payNote.upiOrCod') : t('cart.payNote.cod');
}

/**
 * The cart's way to checkout. Signed in: one button that says where it leads ("Checkout"; the order
 * is placed there), with the ways to pay on offer beneath. A guest chooses, side by side, between
 * checking out as a guest (Cash on Delivery) and signing in, which brings them back to the cart
 * with these pieces added to their account's cart (decision 040).
 */
export function CheckoutChoice({ blocked }: { blocked: boolean }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const methods = usePaymentMethods();
  if (isAuthenticated) {
    return (
      <div className="grid gap-2">
        {blocked ? (
          <Button size="lg" disabled>
            {t('cart.checkout')}
          </Button>
        ) : (
          <Button asChild size="lg">
            <Link to="/checkout">{t('cart.checkout')}</Link>
          </Button>
        )}
        <p className="text-xs text-muted">{paymentNote(methods, t)}</p>
      </div>
    );
  }
  // Side by side where both labels fit; stacked in a narrow summary (a 360 px phone, the desktop
  // sidebar), where "Check out as guest" was cut off. The summary's width decides, not the screen's.
  return (
    <div className="@container">
      <div className="grid gap-2.5 @xs:grid-cols-2" data-testid="checkout-choice">
        {blocked ? (
          <Button size="lg" disabled className="px-3">
            {t('cart.guestCheckout')}
          </Button>
        ) : (
          <Button asChild size="lg" className="px-3">
            <Link to="/checkout">{t('cart.guestCheckout')}</Link>
          </Button>
        )}
        <Button asChild size="lg" variant="outline" className="px-3">
          <Link to={signInPath(location)}>
            <LogIn className="size-4" /> {t('nav.signIn')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
