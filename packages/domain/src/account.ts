import { z } from 'zod';
import { strictBody } from './api.js';
import { ProductSchema } from './catalog.js';
import { ShippingAddressOutSchema, ShippingAddressSchema } from './orders.js';
import type { Sentence } from './shopper-messages.js';

/**
 * The customer's own address book and wishlist (issue 12, "Less typing"; decision 034). A saved
 * address is checked exactly as checkout checks a shipping address: the same schema here, the same
 * pincode-and-state check on the server.
 */

/** How many addresses one account may keep: enough for home, work and family, not a mailing list. */
export const MAX_SAVED_ADDRESSES = 20;
export const addressBookFullMessage: Sentence = {
  en: `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Delete one you no longer use to add another.`,
  hi: `आप ज़्यादा से ज़्यादा ${MAX_SAVED_ADDRESSES} पते सेव कर सकते हैं। नया पता जोड़ने के लिए कोई पुराना पता हटाएँ।`,
};

/** An address to save: a shipping address, and whether it becomes the one checkout offers first. */
export const SavedAddressBodySchema = strictBody({
  ...ShippingAddressSchema.shape,
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional(),
});
export type SavedAddressBody = z.input<typeof SavedAddressBodySchema>;

export const SavedAddressSchema = ShippingAddressOutSchema.extend({
  id: z.uuid(),
  /** Exactly one of a customer's addresses is the default while they have any. */
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const AddressParamsSchema = z.object({ id: z.uuid({ error: 'Must be a valid address id' }) });
/** The default first, then the newest. */
export const AddressListSchema = z.object({ addresses: z.array(SavedAddressSchema) });
export const AddressResponseSchema = z.object({ address: SavedAddressSchema });

/** How many products one account's wishlist may hold on the server. */
export const MAX_WISHLIST_ITEMS = 200;
export const wishlistFullMessage: Sentence = {
  en: `Your wishlist can hold up to ${MAX_WISHLIST_ITEMS} pieces. Remove one to save another.`,
  hi: `आपकी विशलिस्ट में ज़्यादा से ज़्यादा ${MAX_WISHLIST_ITEMS} पीस रखे जा सकते हैं। नया पीस सेव करने के लिए कोई एक हटा दें।`,
};

export const WishlistItemParamsSchema = z.object({
  productId: z.uuid({ error: 'Must be a valid product id' }),
});

/** The browser's list, merged into the account's on sign-in (unknown or hidden ids are skipped). */
export const WishlistMergeBodySchema = strictBody({
  productIds: z
    .array(z.uuid({ error: 'Must be a valid product id' }), {
      error: 'productIds must be a list of product ids',
    })
    .max(MAX_WISHLIST_ITEMS, { error: `Send at most ${MAX_WISHLIST_ITEMS} product ids` }),
});

/** The saved products a shopper may see now, in the order they were saved. */
export const WishlistSchema = z.object({ products: z.array(ProductSchema) });
export type Wishlist = z.infer<typeof WishlistSchema>;
