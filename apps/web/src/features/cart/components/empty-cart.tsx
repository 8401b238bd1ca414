import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';

/** The cart and checkout both meet an empty cart; only the line under the title differs. */
export function EmptyCart({ message }: { message: string }) {
  return (
    <EmptyState
      className="mt-6"
      icon={<ShoppingBag />}
      title="Your cart is empty"
      message={message}
      action={
        <Button asChild>
          <Link to="/">Start Shopping</Link>
        </Button>
      }
    />
  );
}
