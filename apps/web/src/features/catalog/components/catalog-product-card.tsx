import type { Product } from '@shop/domain';
import { ProductCard, productCardCorner } from '@/components/product/product-card';
import { CardCartButtons } from '@/features/cart';
import { WishlistHeart } from '@/features/wishlist';

/** The catalogue's card: the wishlist heart in its corner, the cart's buttons under the price. */
export function CatalogProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  return (
    <ProductCard
      product={product}
      priority={priority}
      corner={<WishlistHeart product={product} className={productCardCorner} />}
      actions={<CardCartButtons product={product} />}
    />
  );
}
