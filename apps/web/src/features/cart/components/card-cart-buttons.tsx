import type { Product } from '@shop/domain';
import { ShoppingBag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAddToCart } from '../hooks/use-add-to-cart';

/** 'Add to Cart' and 'Buy Now (COD)' for a product card's `actions`. */
export function CardCartButtons({ product }: { product: Product }) {
  const { addToCart, buyNow, isAdding } = useAddToCart();
  return (
    <>
      <Button
        variant="outline"
        size="touch"
        className="px-3"
        disabled={isAdding}
        onClick={() => void addToCart(product)}
      >
        <ShoppingBag className="size-4" /> Add to Cart
      </Button>
      <Button size="touch" className="px-3" disabled={isAdding} onClick={() => void buyNow(product)}>
        Buy Now (COD)
      </Button>
    </>
  );
}
