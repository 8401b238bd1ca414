import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { signInPath, useAuth } from '@/features/auth';

/**
 * The cart's way to checkout. Signed in: one button. A guest chooses, side by side, between
 * checking out as a guest (Cash on Delivery) and signing in, which brings them back to the cart
 * with these pieces added to their account's cart (decision 040).
 */
export function CheckoutChoice({ blocked }: { blocked: boolean }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (isAuthenticated) {
    return blocked ? (
      <Button size="lg" disabled>
        Place Order (Cash on Delivery)
      </Button>
    ) : (
      <Button asChild size="lg">
        <Link to="/checkout">Place Order (Cash on Delivery)</Link>
      </Button>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-2.5" data-testid="checkout-choice">
      {blocked ? (
        <Button size="lg" disabled className="px-3">
          Check out as guest
        </Button>
      ) : (
        <Button asChild size="lg" className="px-3">
          <Link to="/checkout">Check out as guest</Link>
        </Button>
      )}
      <Button asChild size="lg" variant="outline" className="px-3">
        <Link to={signInPath(location)}>
          <LogIn className="size-4" /> Sign in
        </Link>
      </Button>
    </div>
  );
}
