import { isAvailable, type Product } from '@shop/domain';
import { Bell, ShoppingBag } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { useAddToCart } from '../hooks/use-add-to-cart';

/**
 * 'Add to Cart' and 'Add & view cart' (adds it, then opens the cart) for a product card's `actions`. A product with options (size,
 * colour…) cannot be added without choosing them (the API answers 422 VARIANT_REQUIRED), so its
 * card leads to its page instead: 'Choose options'. Nothing left to buy: one button that cannot be
 * pressed says so ("Out of stock", or "Sold" for a sold one-of-a-kind piece), and a piece that may
 * come back offers "Notify me" on its page, rather than buttons that only answer with an error.
 */
export function CardCartButtons({ product }: { product: Product }) {
  const t = useT();
  const { addToCart, addAndViewCart, isAdding } = useAddToCart();
  if (!isAvailable(product)) {
    return (
      <>
        <Button variant="outline" size="touch" className="px-3" disabled>
          {product.isSold ? t('product.sold') : t('cart.card.outOfStock')}
        </Button>
        {!product.isSold && (
          <Button asChild variant="ghost" size="touch" className="px-3">
            <Link
              to={`/product/${product.id}`}
              aria-label={t('cart.card.notifyLabel', { name: product.name })}
            >
              <Bell className="size-4" /> {t('cart.card.notify')}
            </Link>
          </Button>
        )}
      </>
    );
  }
  if (product.options.length > 0) {
    return (
      <Button asChild size="touch" className="px-3">
        <Link to={`/product/${product.id}`}>{t('cart.card.chooseOptions')}</Link>
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="outline"
        size="touch"
        className="px-3"
        disabled={isAdding}
        onClick={() => void addToCart(product)}
      >
        <ShoppingBag className="size-4" /> {t('cart.card.add')}
      </Button>
      <Button size="touch" className="px-3" disabled={isAdding} onClick={() => void addAndViewCart(product)}>
        {t('cart.card.addAndView')}
      </Button>
    </>
  );
}
