import { ShoppingBag } from 'lucide-react';
import { Link } from '@/lib/router';
import { CountBadge } from '@/components/count-badge';
import { cartCount, useCart } from '../api/get-cart';
import { useT } from '@/lib/i18n/i18n';

export function CartButton() {
  const t = useT();
  const { data } = useCart();
  const count = cartCount(data);
  return (
    <Link
      to="/cart"
      aria-label={t('cart.button.label', { count })}
      className="relative grid size-11 place-items-center rounded-full text-ink transition-colors hover:bg-sand"
    >
      <ShoppingBag className="size-[22px]" strokeWidth={1.75} />
      <CountBadge count={count} />
    </Link>
  );
}
