import type { Product } from '@shop/domain';
import { ProductCard, productCardCorner } from '@/components/product/product-card';
import { CardCartButtons } from '@/features/cart';
import { WishlistHeart } from '@/features/wishlist';
import { HydrateLater } from '@/lib/hydration-waves';

/**
 * The catalogue's card: the wishlist heart in its corner, the cart's buttons under the price. On a
 * server-rendered page each card hydrates in a task of its own (decision 084): a grid of 24 was one
 * task of 150–300 ms on a slowed phone.
 */
export function CatalogProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  return (
    <HydrateLater wave="items" part={product.id}>
      <ProductCard
        product={product}
        priority={priority}
        corner={<WishlistHeart product={product} className={productCardCorner} />}
        actions={<CardCartButtons product={product} />}
      />
    </HydrateLater>
  );
}
