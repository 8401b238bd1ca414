import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge } from '@/components/count-badge';
import { useWishlist } from '../hooks/use-wishlist';
import { plural } from '@/lib/plural';

export function WishlistButton() {
  const { count } = useWishlist();
  return (
    <Link
      to="/wishlist"
      aria-label={`Wishlist, ${plural(count, { one: 'item', other: 'items' })}`}
      className="relative grid size-11 place-items-center rounded-full text-ink transition-colors hover:bg-sand"
    >
      <Heart className="size-[22px]" strokeWidth={1.75} />
      <CountBadge count={count} />
    </Link>
  );
}
