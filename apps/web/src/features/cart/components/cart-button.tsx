import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge } from '@/components/count-badge';
import { cartCount, useCart } from '../api/get-cart';
import { plural } from '@/lib/plural';

export function CartButton() {
  const { data } = useCart();
  const count = cartCount(data);
  return (
    <Link
      to="/cart"
      aria-label={`Cart, ${plural(count, { one: 'item', other: 'items' })}`}
      className="relative grid size-11 place-items-center rounded-full text-ink transition-colors hover:bg-sand"
    >
      <ShoppingBag className="size-[22px]" strokeWidth={1.75} />
      <CountBadge count={count} />
    </Link>
  );
}
