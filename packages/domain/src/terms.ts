import { z } from 'zod';
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
  grievanceOfficer: GrievanceOfficerSchema,
  tax: TaxSettingsSchema,
  /** The payment methods checkout offers now, Cash on Delivery first. */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** Rupees. */
  deliveryFee: z.number(),
  freeDeliveryThreshold: z.number(),
  codMaxOrderValue: z.number(),
});
export type ShopTerms = z.infer<typeof ShopTermsSchema>;

/** "Prices include GST" / "GST is added at checkout" / "not registered under GST". */
export function taxTermsText(terms: Pick<ShopTerms, 'tax'>): string {
  if (!terms.tax.registered) {
    return 'We are not registered under GST, so no GST is charged on our prices.';
  }
  return terms.tax.pricesIncludeGst
    ? 'Prices include GST: the price shown is the price you pay for the piece, and your tax invoice shows the GST it contains.'
    : 'GST is added at checkout, at the rate for each piece, and shown before you place the order.';
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

/** The terms and conditions, section by section: /terms.pdf prints them, from the settings as they stand. */
export function termsSections(terms: ShopTerms, shopName: string): [heading: string, body: string][] {
  const officer = terms.grievanceOfficer;
  return [
    ['', 'These terms apply to every order placed on our website or over WhatsApp.'],
    [
      '1. Who we are',
      `${shopName} is run by ${terms.legalName}, ${terms.addressLines.join(', ')}, India. Customer care: ${terms.customerCare.email}, ${terms.customerCare.phones.join(', ')}.`,
    ],
    [
      '2. Our products',
      'Every piece is made by hand. Small differences in colour, print, size or stone setting from the pictures are part of handwork and are not defects. Pictures are taken in daylight; screens may show colours slightly differently.',
    ],
    [
      '3. Prices and taxes',
      `Prices are in Indian Rupees and include all making charges. ${taxTermsText(terms)} The price charged is the one shown when the order is placed.`,
    ],
    [
      '4. Orders and payment',
      `${paymentTermsText(terms)} We may call or message you to confirm an order before dispatch. We may cancel an order if a piece is no longer available or the address cannot be served, and will tell you why.`,
    ],
    [
      '5. Delivery',
      `${deliveryTermsText(terms)} Pieces in stock leave the studio within 2 working days; the delivery estimate for your pincode is shown before you order.`,
    ],
    [
      '6. Returns, exchanges and refunds',
      'Unused pieces with tags and original packaging may be returned or exchanged within 7 days of delivery. Earrings, nose pins, custom and final-sale pieces cannot be returned unless they arrive damaged. Refunds are paid to your bank account or UPI within 5 working days of the piece reaching us.',
    ],
    [
      '7. Complaints and the grievance officer',
      `Our grievance officer is ${officer.name}, ${officer.designation}, ${officer.email}, ${officer.phone}. File a complaint at /grievance or by e-mail: you get a ticket number, we acknowledge it within 48 hours and resolve it within one month.`,
    ],
    [
      '8. Accounts and privacy',
      'Keep your password private. We use your details only to run your account and deliver your orders, as described in our Privacy Policy on the website. We never sell your data.',
    ],
    [
      '9. Liability, law and disputes',
      'Our liability for any order is limited to the amount paid for it. Nothing in these terms limits your rights under the Consumer Protection Act, 2019. These terms are governed by the laws of India; disputes fall under the courts of Gautam Buddh Nagar, Uttar Pradesh.',
    ],
  ];
}
