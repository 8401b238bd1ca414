import { isAvailable, type Product } from '@shop/domain';
import { useCallback } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { toast, toastError } from '@/components/ui/use-toast';
import { signInPath, useAuth } from '@/features/auth';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAddCartItem } from '../api/add-cart-item';
import { guestCart } from '../lib/guest-cart-store';
import { useT, type Translate } from '@/lib/i18n/i18n';

/** The product, or its chosen variant's stock on it: what the guard checks before asking the server. */
type CartProduct = Pick<Product, 'id' | 'name' | 'stockQuantity' | 'inStock'> & {
  madeToOrder?: boolean;
  /** A guest's line names its variant: a product without options has one (decision 040). */
  variants?: readonly { id: string }[];
};

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

/** Refused before asking the server (which checks stock again): nothing left to buy. */
function guard(product: CartProduct, t: Translate): boolean {
  if (!isAvailable(product)) {
    toastError(t('cart.toast.outOfStock'), t('cart.toast.unavailable'));
    return false;
  }
  return true;
}

/**
 * The one way any screen puts a product in the cart. A signed-in shopper's cart is on the server; a
 * guest's is kept in this browser and priced by the server on every view (decision 040).
 * Unavailable products are refused before asking the server (which checks stock again).
 */
export function useAddToCart() {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useAddCartItem();

  /**
   * A guest's add: the line is the variant and quantity only. A piece with options opens its page
   * to choose them; a personalised note needs an account, so the message offers "Sign in".
   */
  const addAsGuest = useCallback(
    (product: CartProduct, quantity: number, choice: LineChoice): boolean => {
      const variantId =
        choice.variantId ?? (product.variants?.length === 1 ? product.variants[0]?.id : undefined);
      if (!variantId) {
        void navigate(`/product/${product.id}`);
        return false;
      }
      if (choice.personalisationNote?.trim()) {
        toast({
          title: t('cart.toast.signInToPersonalise'),
          description: t('cart.toast.signInToPersonaliseBody'),
          action: { label: t('nav.signIn'), onSelect: () => void navigate(signInPath(location)) },
        });
        return false;
      }
      const inCart = guestCart.quantityOf(variantId);
      if (!product.madeToOrder && inCart + quantity > product.stockQuantity) {
        const stock = product.stockQuantity;
        toastError(
          t('common.error'),
          inCart > 0
            ? t('cart.toast.onlyLeftInCart', { stock, count: inCart })
            : t('cart.toast.onlyLeft', { stock }),
        );
        return false;
      }
      if (!guestCart.add({ productId: product.id, variantId, quantity })) {
        toastError(t('common.error'), t('cart.toast.full'));
        return false;
      }
      return true;
    },
    [location, navigate, t],
  );

  /**
   * A refusal, told. A piece that has gained sizes since it was saved (a wishlist keeps a copy) is
   * refused with VARIANT_REQUIRED: its page, where the size is chosen, opens.
   */
  const refused = useCallback(
    (error: unknown, product: CartProduct) => {
      toastError(t('common.error'), errorMessage(error, t('cart.toast.addFailed')));
      if (error instanceof ApiError && error.code === 'VARIANT_REQUIRED')
        void navigate(`/product/${product.id}`);
    },
    [navigate, t],
  );

  const addToCart = useCallback(
    async (product: CartProduct, quantity = 1, choice: LineChoice = {}): Promise<boolean> => {
      if (!guard(product, t)) return false;
      try {
        if (!isAuthenticated) {
          if (!addAsGuest(product, quantity, choice)) return false;
        } else await mutation.mutateAsync(lineInput(product, quantity, choice));
        const named = choice.variantTitle ? `${product.name} (${choice.variantTitle})` : product.name;
        toast({
          title: t('cart.toast.added'),
          description: t('cart.toast.addedBody', { name: named }),
          variant: 'success',
          // The way on from here is the cart; a guest may also sign in (or sign up) and come back
          // to this page with the cart (decision 040).
          action: { label: t('cart.toast.viewCart'), onSelect: () => void navigate('/cart') },
          ...(isAuthenticated
            ? {}
            : {
                secondaryAction: {
                  label: t('nav.signIn'),
                  onSelect: () => void navigate(signInPath(location)),
                },
              }),
        });
        return true;
      } catch (error) {
        refused(error, product);
        return false;
      }
    },
    [addAsGuest, isAuthenticated, location, mutation, navigate, refused, t],
  );

  const addAndViewCart = useCallback(
    async (product: CartProduct, choice: LineChoice = {}): Promise<void> => {
      if (!guard(product, t)) return;
      try {
        if (!isAuthenticated) {
          if (!addAsGuest(product, 1, choice)) return;
        } else await mutation.mutateAsync(lineInput(product, 1, choice));
      } catch (error) {
        refused(error, product);
        return;
      }
      // The cart says how the shop takes payment; no toast here would add to it.
      void navigate('/cart');
    },
    [addAsGuest, isAuthenticated, mutation, navigate, refused, t],
  );

  return { addToCart, addAndViewCart, isAdding: mutation.isPending };
}
