import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge } from '@/components/count-badge';
import { useWishlist } from '../hooks/use-wishlist';

export function WishlistButton() {
  const { count } = useWishlist();
  return (
    <Link
      to="/wishlist"
      aria-label={`Wishlist, ${count} item${count === 1 ? '' : 's'}`}
      className="relative grid size-11 place-items-center rounded-full text-ink transition-colors hover:bg-sand"
    >
      <Heart className="size-[22px]" strokeWidth={1.75} />
      <CountBadge count={count} />
    </Link>
  );
}
