import { toast } from '@/components/ui/use-toast';
import type { Translate } from '@/lib/i18n/i18n';

/** What every change to the wishlist says, wherever the list is kept (SPEC.md's toasts). */
export const tellSaved = (t: Translate, name: string) =>
  toast({ title: t('wishlist.toast.added'), description: name, variant: 'success' });

export const tellRemoved = (t: Translate, name: string) =>
  toast({ title: t('wishlist.toast.removed'), description: name });

export const tellCleared = (t: Translate) =>
  toast({ title: t('wishlist.toast.cleared'), description: t('wishlist.toast.clearedBody') });
