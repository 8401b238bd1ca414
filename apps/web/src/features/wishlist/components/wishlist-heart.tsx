import { Heart } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { useWishlist, type WishlistItem } from '../hooks/use-wishlist';

/** The heart on product cards and pages: fills when the product is saved. */
export function WishlistHeart({ product, className }: { product: WishlistItem; className?: string }) {
  const t = useT();
  const { has, toggle } = useWishlist();
  const saved = has(product.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={
        saved
          ? t('wishlist.heart.remove', { name: product.name })
          : t('wishlist.heart.add', { name: product.name })
      }
      onClick={(event) => {
        // Hearts sit on top of links to the product; saving must not also navigate.
        event.preventDefault();
        event.stopPropagation();
        toggle(product);
      }}
      className={cn(
        'grid size-11 place-items-center rounded-full bg-card/90 text-ink shadow-sm backdrop-blur transition-transform hover:scale-105 active:scale-95',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn('size-5 transition-colors', saved ? 'fill-accent text-accent' : 'text-ink-soft')}
        strokeWidth={1.9}
      />
    </button>
  );
}
