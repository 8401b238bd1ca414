import { z } from 'zod';
import { strictBody } from './api.js';
import { formatRupees } from './money.js';
import { PAYMENT_METHOD_LABELS } from './orders.js';
import type { ShopSettings } from './settings.js';
import { taxTermsText } from './terms.js';

/**
 * The pages the owner writes in Markdown (issue 26): their addresses on the shop, one each. Their
 * starting texts live with the server's content-pages module; the owner replaces them from
 * /admin/pages.
 */
export const CONTENT_PAGE_SLUGS = ['about', 'faq', 'shipping', 'returns', 'privacy', 'terms'] as const;
export const ContentPageSlugSchema = z.enum(CONTENT_PAGE_SLUGS);
export type ContentPageSlug = z.infer<typeof ContentPageSlugSchema>;

export const isContentPageSlug = (slug: string): slug is ContentPageSlug =>
  (CONTENT_PAGE_SLUGS as readonly string[]).includes(slug);

export const PAGE_TITLE_MAX = 120;
export const PAGE_MARKDOWN_MAX = 50_000;

export const ContentPageParamsSchema = z.object({ slug: z.string().max(40) });

/** What the owner saves: a title and the page's Markdown (placeholders kept as written). */
export const ContentPageInputSchema = strictBody({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(PAGE_TITLE_MAX, `Title must be at most ${PAGE_TITLE_MAX} characters`),
  markdown: z
    .string({ error: 'Page text is required' })
    .max(
      PAGE_MARKDOWN_MAX,
      `Page text must be at most ${PAGE_MARKDOWN_MAX.toLocaleString('en-IN')} characters`,
    ),
});
export type ContentPageInput = z.input<typeof ContentPageInputSchema>;

/**
 * A page as the shop shows it: `markdown` as the owner wrote it (placeholders unfilled, for the
 * editor), `html` rendered from it with the settings filled in and sanitised. `updatedAt` is null
 * while the page still has its starting text.
 */
export const ContentPageSchema = z.object({
  slug: ContentPageSlugSchema,
  title: z.string(),
  markdown: z.string(),
  html: z.string(),
  updatedAt: z.iso.datetime().nullable(),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

export const ContentPageResultSchema = z.object({ page: ContentPageSchema });

export const ContentPageSummarySchema = z.object({
  slug: ContentPageSlugSchema,
  title: z.string(),
  updatedAt: z.iso.datetime().nullable(),
});
export const ContentPageListSchema = z.object({
  pages: z.array(ContentPageSummarySchema),
  /** The placeholders a page (and the announcement) may use, with what each says now. */
  placeholders: z.array(z.object({ name: z.string(), description: z.string(), value: z.string() })),
});
export type ContentPageList = z.infer<typeof ContentPageListSchema>;

/** The placeholders the owner may write, `{{name}}`, each filled from the settings as they stand. */
export const PAGE_PLACEHOLDERS = [
  ['shopName', 'The shop’s name'],
  ['legalName', 'The business’s legal name'],
  ['address', 'The shop’s address'],
  ['email', 'Customer-care e-mail'],
  ['phone', 'Customer-care phone numbers'],
  ['whatsapp', 'WhatsApp number'],
  ['hours', 'Opening hours'],
  ['deliveryFee', 'The delivery charge'],
  ['freeDeliveryAbove', 'Order value from which delivery is free'],
  ['deliveryRule', 'The delivery charge in one sentence'],
  ['returnWindowDays', 'Days after delivery to ask for a return'],
  ['paymentMethods', 'How shoppers can pay (Cash on Delivery, and UPI when set)'],
  ['codLimit', 'Largest order for Cash on Delivery'],
  ['gstNote', 'How prices carry GST'],
  ['grievanceOfficer', 'The grievance officer and how to reach them'],
] as const;
export type PagePlaceholder = (typeof PAGE_PLACEHOLDERS)[number][0];

/** A WhatsApp number as people read it: +91 98765 43210. */
function readableWhatsapp(digits: string): string {
  const match = /^91(\d{5})(\d{5})$/.exec(digits);
  return match ? `+91 ${match[1]} ${match[2]}` : `+${digits}`;
}

/** What each placeholder says, from the settings as they stand now. */
export function placeholderValues(settings: ShopSettings): Record<PagePlaceholder, string> {
  const { shop, delivery, business, payments, shipping, grievanceOfficer: officer } = settings;
  const methods = ['cod', ...(payments.upiVpa ? (['upi'] as const) : [])] as const;
  const fee = formatRupees(delivery.fee);
  const freeAbove = formatRupees(delivery.freeAbove);
  return {
    shopName: shop.name,
    legalName: business.legalName,
    address: [...business.addressLines, `${business.city}, ${business.state} ${business.pincode}`].join(', '),
    email: shop.email,
    phone: shop.phones.join(' / '),
    whatsapp: readableWhatsapp(shop.whatsapp),
    hours: [shop.hours.weekdays, shop.hours.sunday].filter(Boolean).join(', '),
    deliveryFee: fee,
    freeDeliveryAbove: freeAbove,
    deliveryRule:
      delivery.fee <= 0 || delivery.freeAbove <= 0
        ? 'Delivery is free on every order.'
        : `Delivery costs ${fee} on orders below ${freeAbove} (after any discount), and is free from ${freeAbove}.`,
    returnWindowDays: String(settings.returns.windowDays),
    paymentMethods: methods.map((method) => PAYMENT_METHOD_LABELS[method]).join(' or '),
    codLimit: formatRupees(shipping.codMaxOrderValue),
    gstNote: taxTermsText(settings),
    grievanceOfficer: `${officer.name}, ${officer.designation}, ${officer.email}, ${officer.phone}`,
  };
}

/** `{{name}}` replaced by its value; a name that is not a placeholder stays as written. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? whole) : whole,
  );
}

// The home page (issue 26): its hero and the announcement bar above the header.

const LINK_MESSAGE = 'Link must be a page of the shop (starting with /) or an https:// address';
/** A site path (`/products?...`, not `//elsewhere`) or an https:// address. */
export const isSafeSiteLink = (href: string): boolean =>
  /^\/(?![/\\])[^\s]*$/.test(href) || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(href);

const siteLink = z
  .string({ error: 'Link is required' })
  .trim()
  .max(500, 'Link must be at most 500 characters')
  .refine(isSafeSiteLink, LINK_MESSAGE);

const shortText = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const HeroButtonSchema = z.strictObject({
  label: shortText('Button label', 40),
  href: siteLink,
});

export const HeroInputSchema = z.strictObject({
  title: shortText('Title', 120),
  text: shortText('Text', 400, 0),
  imageId: z.uuid('Choose an uploaded picture').nullable(),
  primary: HeroButtonSchema,
  secondary: HeroButtonSchema,
});

export const AnnouncementInputSchema = z
  .strictObject({
    enabled: z.boolean({ error: 'Say whether the announcement shows' }),
    text: shortText('Announcement', 160, 0),
    href: z
      .string({ error: 'Link must be text' })
      .trim()
      .max(500, 'Link must be at most 500 characters')
      .refine((href) => href === '' || isSafeSiteLink(href), LINK_MESSAGE),
  })
  .refine((announcement) => !announcement.enabled || announcement.text !== '', {
    path: ['text'],
    message: 'Write the announcement, or switch it off',
  });

export const HomeContentInputSchema = strictBody({
  hero: HeroInputSchema,
  announcement: AnnouncementInputSchema,
});
export type HomeContentInput = z.output<typeof HomeContentInputSchema>;

export const HomeContentSchema = z.object({
  hero: z.object({
    title: z.string(),
    text: z.string(),
    imageId: z.string().nullable(),
    /** The picture's address, or null for the built-in artwork. */
    imageUrl: z.string().nullable(),
    primary: z.object({ label: z.string(), href: z.string() }),
    secondary: z.object({ label: z.string(), href: z.string() }),
  }),
  announcement: z.object({ enabled: z.boolean(), text: z.string(), href: z.string() }),
});
export type HomeContent = z.infer<typeof HomeContentSchema>;

/** What a new shop's home page says until the owner changes it. */
export const DEFAULT_HOME_CONTENT: HomeContentInput = {
  hero: {
    title: 'Pieces with a maker’s touch',
    text: 'Jhumkas, kurtis, stoles and potli bags, shaped slowly by our artisans and sent to your door with Cash on Delivery.',
    imageId: null,
    primary: { label: 'Shop Collection', href: '/jewelry' },
    secondary: { label: 'Our Story', href: '/about' },
  },
  announcement: { enabled: false, text: 'Free delivery above {{freeDeliveryAbove}}', href: '' },
};
