import { toast } from '@/components/ui/use-toast';

/** What every change to the wishlist says, wherever the list is kept (SPEC.md's toasts). */
export const tellSaved = (name: string) =>
  toast({ title: 'Added to wishlist', description: name, variant: 'success' });

export const tellRemoved = (name: string) => toast({ title: 'Removed from wishlist', description: name });

export const tellCleared = () =>
  toast({ title: 'Wishlist cleared', description: 'All items have been removed from your wishlist' });
