import { Heart } from 'lucide-react';
import { Link } from '@/lib/router';
import { CountBadge } from '@/components/count-badge';
import { useWishlist } from '../hooks/use-wishlist';
import { useT } from '@/lib/i18n/i18n';

export function WishlistButton() {
  const t = useT();
  const { count } = useWishlist();
  return (
    <Link
      to="/wishlist"
      aria-label={t('wishlist.button.label', { count })}
      className="relative grid size-11 place-items-center rounded-full text-ink transition-colors hover:bg-sand"
    >
      <Heart className="size-[22px]" strokeWidth={1.75} />
      <CountBadge count={count} />
    </Link>
  );
}
