import { toast, toastError } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { useClearCart } from '../api/clear-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { guestCart } from '../lib/guest-cart-store';

function failed(t: Translate, error: unknown, fallback: string) {
  toastError(t('common.error'), errorMessage(error, fallback));
}

const removed = (t: Translate) =>
  toast({ title: t('cart.toast.removed'), description: t('cart.toast.removedBody'), variant: 'success' });

/**
 * What the cart page does to its lines: on the server for a signed-in shopper, in this browser for a
 * guest (a guest's line is known by its variant; decision 040). `onCleared` runs once the cart is empty.
 */
export function useCartActions() {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const clear = useClearCart();

  if (!isAuthenticated) {
    return {
      busyLine: () => false,
      clearing: false,
      setQuantity: (itemId: string, quantity: number) => guestCart.setQuantity(itemId, quantity),
      removeLine: (itemId: string) => {
        guestCart.setQuantity(itemId, 0);
        removed(t);
      },
      clearAll: (onCleared: () => void) => {
        guestCart.clear();
        onCleared();
      },
    };
  }

  return {
    busyLine: (itemId: string) =>
      (update.isPending && update.variables?.itemId === itemId) ||
      (remove.isPending && remove.variables === itemId) ||
      clear.isPending,
    clearing: clear.isPending,
    setQuantity: (itemId: string, quantity: number) =>
      update.mutate(
        { itemId, quantity },
        { onError: (error) => failed(t, error, t('cart.toast.updateFailed')) },
      ),
    removeLine: (itemId: string) =>
      remove.mutate(itemId, {
        onSuccess: () => removed(t),
        onError: (error) => failed(t, error, t('cart.toast.removeFailed')),
      }),
    clearAll: (onCleared: () => void) =>
      clear.mutate(undefined, {
        onSuccess: onCleared,
        onError: (error) => failed(t, error, t('cart.toast.clearFailed')),
      }),
  };
}
