import { z } from 'zod';
import type { Language } from './languages.js';
import { formatRupees } from './money.js';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from './orders.js';
import { GrievanceOfficerSchema, TaxSettingsSchema } from './settings.js';

/**
 * What the shop tells every visitor about itself and its rules (Consumer Protection (E-Commerce)
 * Rules, 2020; decision 048): who it is and how to reach it, its grievance officer, and the tax,
 * payment and delivery rules as the settings hold them now. The pages, the footer and /terms.pdf all
 * say these sentences, so none of them can disagree with what checkout charges.
 */
export const ShopTermsSchema = z.object({
  legalName: z.string(),
  /** The address as the settings hold it, city, state and pincode last. */
  addressLines: z.array(z.string()),
  customerCare: z.object({ email: z.string(), phones: z.array(z.string()) }),
  /** The officer in the page's language (`?lang=hi`: the Hindi designation, where given). */
  grievanceOfficer: GrievanceOfficerSchema.omit({ translations: true }),
  tax: TaxSettingsSchema,
  /** The payment methods checkout offers now, Cash on Delivery first. */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** Rupees. */
  deliveryFee: z.number(),
  freeDeliveryThreshold: z.number(),
  codMaxOrderValue: z.number(),
});
export type ShopTerms = z.infer<typeof ShopTermsSchema>;

/** How prices carry GST, in each language the shop writes in (decision 075). */
const TAX_TERMS: Record<Language, { unregistered: string; included: string; added: string }> = {
  en: {
    unregistered: 'We are not registered under GST, so no GST is charged on our prices.',
    included:
      'Prices include GST: the price shown is the price you pay for the piece, and your tax invoice shows the GST it contains.',
    added: 'GST is added at checkout, at the rate for each piece, and shown before you place the order.',
  },
  hi: {
    unregistered: 'हम GST में रजिस्टर्ड नहीं हैं, इसलिए हमारी कीमतों पर कोई GST नहीं लगता।',
    included:
      'सभी कीमतों में GST शामिल है: जो कीमत दिखती है, वही आप चुकाते हैं, और आपके टैक्स इनवॉइस में उसमें शामिल GST अलग से लिखा होता है।',
    added: 'GST चेकआउट पर हर पीस की दर के हिसाब से जोड़ा जाता है, और ऑर्डर करने से पहले ही दिखा दिया जाता है।',
  },
};

/** "Prices include GST" / "GST is added at checkout" / "not registered under GST", in a language. */
export function taxTermsText(terms: Pick<ShopTerms, 'tax'>, language: Language = 'en'): string {
  const words = TAX_TERMS[language];
  if (!terms.tax.registered) return words.unregistered;
  return terms.tax.pricesIncludeGst ? words.included : words.added;
}

const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** The payment methods checkout offers, and the Cash on Delivery limit. */
export function paymentTermsText(terms: Pick<ShopTerms, 'paymentMethods' | 'codMaxOrderValue'>): string {
  const methods = listOf(terms.paymentMethods.map((method) => PAYMENT_METHOD_LABELS[method]));
  const cod = terms.paymentMethods.includes('cod')
    ? ` Cash on Delivery is available on orders up to ${formatRupees(terms.codMaxOrderValue)}.`
    : '';
  return `You can pay by ${methods}.${cod}`;
}

/** The delivery fee and the subtotal (after any discount) from which delivery is free. */
export function deliveryTermsText(terms: Pick<ShopTerms, 'deliveryFee' | 'freeDeliveryThreshold'>): string {
  if (terms.deliveryFee <= 0) return 'Delivery is free on every order.';
  const threshold = formatRupees(terms.freeDeliveryThreshold);
  return `Delivery costs ${formatRupees(terms.deliveryFee)} on orders below ${threshold} (after any discount), and is free from ${threshold}.`;
}
