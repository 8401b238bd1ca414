import { z } from 'zod';
import { GST_MODES } from './pricing.js';

/** The shop's identity: one object with sensible defaults, overridable by settings (decision 008). */
export const ShopInfoSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  addressLines: z.array(z.string()),
  phones: z.array(z.string()),
  email: z.string(),
  /** WhatsApp number in international form without '+', e.g. 919876543210. */
  whatsappNumber: z.string(),
  hours: z.object({ weekdays: z.string(), sunday: z.string() }),
  mapsQuery: z.string(),
  /** Rupees: orders below this pay the delivery fee. */
  freeDeliveryThreshold: z.number(),
  deliveryFee: z.number(),
  gstPercent: z.number(),
});
export type ShopInfo = z.infer<typeof ShopInfoSchema>;

/**
 * What the storefront reads about the shop (`GET /api/shop`): its identity, how its prices carry
 * GST (decision 050) and its return window (decision 054), read from the settings on each request so
 * every app server says the same.
 */
export const StorefrontShopSchema = ShopInfoSchema.extend({
  gstMode: z.enum(GST_MODES),
  /** Days after delivery a shopper may ask for a return or exchange; 0: none (decision 054). */
  returnWindowDays: z.number().int(),
  /** The shop's pages elsewhere (issue 26); '' for none. */
  social: z
    .object({ instagram: z.string(), facebook: z.string(), youtube: z.string() })
    .default({ instagram: '', facebook: '', youtube: '' }),
  /** The uploaded logo, or null: the header then shows the shop's name. */
  logoUrl: z.string().nullable().default(null),
  /** The page's icon: the uploaded favicon, or null for the built-in one. */
  faviconUrl: z.string().nullable().default(null),
  /** Where shoppers reach the shop, e.g. https://kaarigar.studio (http://localhost:<port> until set). */
  publicUrl: z.string().default(''),
});
export type StorefrontShop = z.infer<typeof StorefrontShopSchema>;

export const DEFAULT_SHOP_INFO: ShopInfo = {
  name: 'Kaarigar Studio',
  tagline: 'Handcrafted jewellery, clothing and accessories from Greater Noida',
  addressLines: ['Shop 14, Alpha Commercial Belt', 'Alpha 1, Greater Noida', 'Uttar Pradesh 201310, India'],
  phones: ['+91 98765 43210', '+91 120 432 1098'],
  email: 'hello@kaarigar.studio',
  whatsappNumber: '919876543210',
  hours: { weekdays: 'Mon-Sat 10:00 AM-7:00 PM', sunday: 'Sunday by appointment' },
  mapsQuery: 'Alpha Commercial Belt, Greater Noida, Uttar Pradesh 201310',
  freeDeliveryThreshold: 1500,
  deliveryFee: 50,
  gstPercent: 18,
};

/** A WhatsApp chat link with URL-encoded prefilled text. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export function mapsSearchLink(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
