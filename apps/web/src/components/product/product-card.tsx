import { discountPercent, isAvailable, type Product } from '@shop/domain';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';
import { useT } from '@/lib/i18n/i18n';

/** Where a card's corner control sits: over the picture, top right, above the card-wide link (a tap on the heart must not open the product). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- class names
export const productCardCorner = 'absolute top-1.5 right-1.5 z-10';

const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/**
 * A product in a grid. What the shopper can do with it (save it, buy it) belongs to the cart and
 * wishlist features, so the caller passes those controls in: `corner` over the picture (placed with
 * `productCardCorner`), `actions` under the price.
 */
export function ProductCard({
  product,
  priority = false,
  corner,
  actions,
}: {
  product: Product;
  priority?: boolean;
  corner?: ReactNode;
  actions?: ReactNode;
}) {
  const t = useT();
  const off = discountPercent(product.price, product.originalPrice);
  const available = isAvailable(product);
  // Variants at several prices: the card names the cheapest, "from ₹…" (decision 024).
  const priceRange = product.priceMin < product.priceMax;
  const href = `/product/${product.id}`;

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-card shadow-[var(--shadow-soft)] transition-[box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-[var(--shadow-lift)]">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
        <ProductImage
          src={product.image}
          alt=""
          sizes={CARD_SIZES}
          priority={priority}
          imgClassName="transition-transform duration-500 group-hover:scale-[1.03]"
          className={cn(!available && 'opacity-70')}
        />
      </Link>
      <div className="pointer-events-none absolute top-2.5 left-2.5 flex flex-col items-start gap-1.5">
        {product.isNew && <Badge variant="highlight">{t('product.badgeNew')}</Badge>}
        {off > 0 && <Badge>{t('product.percentOff', { off })}</Badge>}
        {product.isOneOfAKind && <Badge variant="success">{t('product.oneOfAKind')}</Badge>}
        {product.madeToOrder && <Badge variant="success">{t('product.madeToOrderBadge')}</Badge>}
        {!available && (
          <Badge variant="secondary">{product.isSold ? t('product.sold') : t('product.outOfStock')}</Badge>
        )}
      </div>
      {corner}

      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="truncate text-[11px] font-semibold tracking-[0.12em] text-muted uppercase">
          {product.subcategoryName ?? product.categoryName}
        </p>
        <h3 className="line-clamp-2 font-display text-base leading-snug font-semibold text-ink sm:text-lg">
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        <p className="line-clamp-2 text-xs leading-relaxed text-muted sm:text-sm">{product.description}</p>
        <PriceTag
          price={priceRange ? product.priceMin : product.price}
          originalPrice={product.originalPrice}
          from={priceRange}
          className="mt-auto pt-1"
        />
        {/* Buttons sit above the card-wide link so they act on their own. */}
        {actions && <div className="relative z-10 mt-2 grid gap-2">{actions}</div>}
      </div>
    </article>
  );
}

function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-card">
      <Skeleton className="aspect-square rounded-none" />
      <div className="grid gap-2 p-3 sm:p-4">
        <Skeleton className="h-3 w-16" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-5 w-20" />
        <div className="mt-2 grid gap-2">
          <Skeleton className="h-11 rounded-full" />
          <Skeleton className="h-11 rounded-full" />
        </div>
      </div>
    </div>
  );
}

export const productGridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4';

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const t = useT();
  return (
    <div className={productGridClass} aria-busy="true" aria-label={t('product.loadingProducts')}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
