import { z } from 'zod';
import { strictBody } from './api.js';

/** The words the owner types to remove the demo data: a click alone must never empty the shop. */
export const REMOVE_DEMO_PHRASE = 'REMOVE DEMO DATA';

export const RemoveDemoDataBodySchema = strictBody({
  confirm: z.literal(REMOVE_DEMO_PHRASE, { error: `Type ${REMOVE_DEMO_PHRASE} to confirm` }),
});
export type RemoveDemoDataBody = z.infer<typeof RemoveDemoDataBodySchema>;

const count = z.number().int().nonnegative();

/** What leaving the demo removed, what it kept, and the backup taken just before (decision 056). */
export const RemoveDemoDataResultSchema = z.object({
  removed: z.object({
    products: count,
    categories: count,
    pictures: count,
    reviews: count,
    coupons: count,
    orders: count,
    carts: count,
    accounts: count,
  }),
  kept: z.object({
    /** Real shoppers' orders holding a demo product: kept, and the product hidden instead of removed. */
    ordersWithDemoProducts: count,
    /** Demo products kept (hidden from the shop) because such an order holds them. */
    hiddenProducts: count,
    /**
     * Demo categories kept: the three main ones the storefront's menu links to, and any holding
     * the owner's products or subcategories (or a hidden demo product).
     */
    categoriesInUse: count,
  }),
  /** The backup's file name, in the backups folder of the shop's data folder. */
  backup: z.string(),
});
export type RemoveDemoDataResult = z.infer<typeof RemoveDemoDataResultSchema>;
