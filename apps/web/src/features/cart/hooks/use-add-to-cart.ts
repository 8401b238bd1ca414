import { isAvailable, type Product } from '@shop/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast, toastError } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAddCartItem } from '../api/add-cart-item';

/** The product, or its chosen variant's stock on it: what the guard checks before asking the server. */
type CartProduct = Pick<Product, 'id' | 'name' | 'stockQuantity' | 'inStock'> & { madeToOrder?: boolean };

/** Which variant and note the line is for; a product without options needs neither. */
export interface LineChoice {
  variantId?: string | undefined;
  /** "M / Indigo", named in the toast. */
  variantTitle?: string | undefined;
  personalisationNote?: string | undefined;
}

function lineInput(product: CartProduct, quantity: number, choice: LineChoice) {
  const note = choice.personalisationNote?.trim();
  return {
    productId: product.id,
    quantity,
    ...(choice.variantId ? { variantId: choice.variantId } : {}),
    ...(note ? { personalisationNote: note } : {}),
  };
}

/**
 * The one way any screen puts a product in the cart. Visitors are asked to sign in and no call is
 * made; unavailable products are refused before asking the server (which checks stock again).
 */
export function useAddToCart() {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const mutation = useAddCartItem();

  /**
   * A refusal, told. A piece that has gained sizes since it was saved (a wishlist keeps a copy) is
   * refused with VARIANT_REQUIRED: its page, where the size is chosen, opens.
   */
  const refused = useCallback(
    (error: unknown, product: CartProduct) => {
      toastError('Error', errorMessage(error, 'Failed to add item to cart'));
      if (error instanceof ApiError && error.code === 'VARIANT_REQUIRED')
        void navigate(`/product/${product.id}`);
    },
    [navigate],
  );

  const guard = useCallback(
    (product: CartProduct): boolean => {
      if (!isAuthenticated) {
        toastError('Login required', 'Please login to add items to cart');
        return false;
      }
      if (!isAvailable(product)) {
        toastError('Out of stock', 'This product is currently unavailable');
        return false;
      }
      return true;
    },
    [isAuthenticated],
  );

  const addToCart = useCallback(
    async (product: CartProduct, quantity = 1, choice: LineChoice = {}): Promise<boolean> => {
      if (!guard(product)) return false;
      try {
        await mutation.mutateAsync(lineInput(product, quantity, choice));
        const named = choice.variantTitle ? `${product.name} (${choice.variantTitle})` : product.name;
        toast({
          title: 'Added to cart',
          description: `${named} has been added to your cart`,
          variant: 'success',
        });
        return true;
      } catch (error) {
        refused(error, product);
        return false;
      }
    },
    [guard, mutation, refused],
  );

  const buyNow = useCallback(
    async (product: CartProduct, choice: LineChoice = {}): Promise<void> => {
      if (!guard(product)) return;
      try {
        await mutation.mutateAsync(lineInput(product, 1, choice));
      } catch (error) {
        refused(error, product);
        return;
      }
      void navigate('/cart');
      toast({ title: 'Proceed with Cash on Delivery checkout' });
    },
    [guard, mutation, navigate, refused],
  );

  return { addToCart, buyNow, isAdding: mutation.isPending };
}
