import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { clearOnServer, removeOnServer, saveOnServer, serverWishlistQuery } from '../api/server-wishlist';
import type { WishlistItem } from './wishlist-store';

type Change =
  { kind: 'save'; product: WishlistItem } | { kind: 'remove'; product: WishlistItem } | { kind: 'clear' };

// eslint-disable-next-line lingui/no-unlocalized-strings -- a mutation key, not words
const CHANGE_KEY = ['wishlist', 'change'];
const NOTHING: WishlistItem[] = [];

function applied(items: WishlistItem[], change: Change): WishlistItem[] {
  if (change.kind === 'clear') return [];
  const without = items.filter((item) => item.id !== change.product.id);
  return change.kind === 'save' ? [...without, change.product] : without;
}

function send(change: Change): Promise<WishlistItem[]> {
  if (change.kind === 'clear') return clearOnServer();
  return change.kind === 'save' ? saveOnServer(change.product.id) : removeOnServer(change.product.id);
}

/**
 * The signed-in shopper's wishlist, read from and written to the server. A change shows at once
 * (the heart fills before the server answers) and is undone, with a message, if the server refuses.
 */
export function useServerWishlist(enabled: boolean) {
  const t = useT();
  const queryClient = useQueryClient();
  const key = serverWishlistQuery.queryKey;
  const query = useQuery({ ...serverWishlistQuery, enabled });
  const { mutate } = useMutation({
    mutationKey: CHANGE_KEY,
    mutationFn: send,
    onMutate: async (change: Change) => {
      // An answer already on its way would overwrite the change shown below.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, applied(before ?? NOTHING, change));
      return { before };
    },
    onError: (error, _change, context) => {
      queryClient.setQueryData(key, context?.before);
      // Other changes were made on top of the restored list: ask the server for the truth.
      if (queryClient.isMutating({ mutationKey: CHANGE_KEY }) > 1)
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      toastError(t('wishlist.toast.notUpdated'), errorMessage(error, t('wishlist.toast.checkConnection')));
    },
    onSuccess: (items) => {
      // Each answer is the whole list; only the last change's answer has every change in it.
      if (queryClient.isMutating({ mutationKey: CHANGE_KEY }) === 1) queryClient.setQueryData(key, items);
    },
  });
  const items = query.data ?? NOTHING;
  return {
    items,
    isLoading: enabled && query.isPending,
    save: (product: WishlistItem) => mutate({ kind: 'save', product }),
    remove: (product: WishlistItem) => mutate({ kind: 'remove', product }),
    clear: () => mutate({ kind: 'clear' }),
  };
}
