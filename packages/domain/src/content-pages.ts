import { z } from 'zod';
import { strictBody } from './api.js';
import { hindiText } from './catalog-admin.js';
import { mergedHindi, type HindiFields, type Language } from './languages.js';
import { formatIndianNumber } from './indian-numbers.js';
import { formatRupees } from './money.js';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from './orders.js';
import { shopWordsIn, type ShopSettings } from './settings.js';
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

/** A page's Hindi (decision 075): its title and Markdown; the slug is the same in both languages. */
export const PAGE_HINDI_FIELDS = ['title', 'markdown'] as const;
export type PageHindi = HindiFields<(typeof PAGE_HINDI_FIELDS)[number]>;

/** A page's Hindi as staff send it: a field left out keeps what is stored, '' or null clears it. */
const PageTranslationsInputSchema = z.strictObject({
  hi: z
    .strictObject({
      title: hindiText(PAGE_TITLE_MAX, 'title'),
      markdown: hindiText(PAGE_MARKDOWN_MAX, 'page text'),
    })
    .optional(),
});

/** A page's Hindi as staff read it: every field, null where none (the page then reads the English). */
const PageTranslationsSchema = z.object({
  hi: z.object({ title: z.string().nullable(), markdown: z.string().nullable() }),
});

/** What the owner saves: a title and the page's Markdown (placeholders kept as written), and its Hindi. */
export const ContentPageInputSchema = strictBody({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(PAGE_TITLE_MAX, `Title must be at most ${PAGE_TITLE_MAX} characters`),
  markdown: z
    .string({ error: 'Page text is required' })
    .max(PAGE_MARKDOWN_MAX, `Page text must be at most ${formatIndianNumber(PAGE_MARKDOWN_MAX)} characters`),
  translations: PageTranslationsInputSchema.optional(),
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

/** A page as staff edit it: the English as written, and its Hindi as written beside it. */
export const StaffContentPageSchema = ContentPageSchema.extend({ translations: PageTranslationsSchema });
export type StaffContentPage = z.infer<typeof StaffContentPageSchema>;
export const StaffContentPageResultSchema = z.object({ page: StaffContentPageSchema });

export const ContentPageSummarySchema = z.object({
  slug: ContentPageSlugSchema,
  title: z.string(),
  updatedAt: z.iso.datetime().nullable(),
});
export const ContentPageListSchema = z.object({
  pages: z.array(ContentPageSummarySchema),
  /** The placeholders a page (and the announcement) may use, with what each says now, in English and in Hindi. */
  placeholders: z.array(
    z.object({ name: z.string(), description: z.string(), value: z.string(), hindiValue: z.string() }),
  ),
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

/** The sentences the placeholders say, in each language: typed alike, so a missing one does not compile. */
interface PlaceholderWords {
  freeDelivery: string;
  deliveryRule: (fee: string, freeAbove: string) => string;
  paymentMethods: Record<PaymentMethod, string>;
  or: string;
}

const PLACEHOLDER_WORDS: Record<Language, PlaceholderWords> = {
  en: {
    freeDelivery: 'Delivery is free on every order.',
    deliveryRule: (fee, freeAbove) =>
      `Delivery costs ${fee} on orders below ${freeAbove} (after any discount), and is free from ${freeAbove}.`,
    paymentMethods: PAYMENT_METHOD_LABELS,
    or: ' or ',
  },
  hi: {
    freeDelivery: 'हर ऑर्डर पर डिलीवरी मुफ़्त है।',
    deliveryRule: (fee, freeAbove) =>
      `${freeAbove} से कम के ऑर्डर पर (छूट के बाद) डिलीवरी चार्ज ${fee} है, और ${freeAbove} या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है।`,
    paymentMethods: { cod: 'कैश ऑन डिलीवरी', upi: 'UPI' },
    or: ' या ',
  },
};

/**
 * What each placeholder says, from the settings as they stand now, in the page's language: a Hindi
 * page says the rules in Hindi, and the owner's hours and officer's designation in their Hindi.
 */
export function placeholderValues(
  settings: ShopSettings,
  language: Language = 'en',
): Record<PagePlaceholder, string> {
  const { shop, delivery, business, payments, shipping, grievanceOfficer: officer } = settings;
  const words = PLACEHOLDER_WORDS[language];
  const own = shopWordsIn(settings, language);
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
    hours: [own.hours.weekdays, own.hours.sunday].filter(Boolean).join(', '),
    deliveryFee: fee,
    freeDeliveryAbove: freeAbove,
    deliveryRule:
      delivery.fee <= 0 || delivery.freeAbove <= 0 ? words.freeDelivery : words.deliveryRule(fee, freeAbove),
    returnWindowDays: String(settings.returns.windowDays),
    paymentMethods: methods.map((method) => words.paymentMethods[method]).join(words.or),
    codLimit: formatRupees(shipping.codMaxOrderValue),
    gstNote: taxTermsText(settings, language),
    grievanceOfficer: `${officer.name}, ${own.officerDesignation}, ${officer.email}, ${officer.phone}`,
  };
}

/** `{{name}}` replaced by its value; a name that is not a placeholder stays as written. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? whole) : whole,
  );
}

/** What each placeholder says in each language: a text is filled in the language it is written in. */
export type PlaceholderValuesByLanguage = Record<Language, Record<string, string>>;

export const placeholderValuesByLanguage = (
  settings: ShopSettings,
): Record<Language, Record<PagePlaceholder, string>> => ({
  en: placeholderValues(settings, 'en'),
  hi: placeholderValues(settings, 'hi'),
});

/**
 * One of the owner's texts as a page in `language` shows it: its Hindi where written, else its
 * English (decision 075), with the placeholders (when given) filled in the words of the language
 * the text is written in: an English paragraph on a Hindi page, as every page saved before it had
 * Hindi reads, says its rules in English rather than with Hindi sentences dropped into it.
 */
export function shownText(
  text: { english: string; hindi: string | null | undefined },
  language: Language,
  values?: PlaceholderValuesByLanguage,
): string {
  const { english, hindi } = text;
  if (language === 'hi' && hindi?.trim()) return values ? fillPlaceholders(hindi, values.hi) : hindi;
  return values ? fillPlaceholders(english, values.en) : english;
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

/** The home page's words in Hindi (decision 075): the hero's and the announcement's; links and picture are one. */
export const HOME_HINDI_FIELDS = [
  'heroTitle',
  'heroText',
  'primaryLabel',
  'secondaryLabel',
  'announcementText',
] as const;
export type HomeHindi = HindiFields<(typeof HOME_HINDI_FIELDS)[number]>;

/** The home page's Hindi as staff send it: a field left out keeps what is stored, '' or null clears it. */
const HomeTranslationsInputSchema = z.strictObject({
  hi: z
    .strictObject({
      heroTitle: hindiText(120, 'title'),
      heroText: hindiText(400, 'text'),
      primaryLabel: hindiText(40, 'button label'),
      secondaryLabel: hindiText(40, 'button label'),
      announcementText: hindiText(160, 'announcement'),
    })
    .optional(),
});

export const HomeContentInputSchema = strictBody({
  hero: HeroInputSchema,
  announcement: AnnouncementInputSchema,
  translations: HomeTranslationsInputSchema.optional(),
});
export type HomeContentInput = z.output<typeof HomeContentInputSchema>;

/** The home content as the shop keeps it: the English, and its Hindi with every field (null where none). */
export type WrittenHome = Omit<HomeContentInput, 'translations'> & { translations: { hi: HomeHindi } };

/** Saved home content (checked again, as the rules may have grown) as kept; undefined if it no longer passes. */
export function writtenHomeOf(saved: unknown): WrittenHome | undefined {
  const parsed = HomeContentInputSchema.safeParse(saved);
  if (!parsed.success) return undefined;
  const { translations, ...english } = parsed.data;
  return { ...english, translations: { hi: mergedHindi(HOME_HINDI_FIELDS, translations?.hi) } };
}

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

/** The home content as staff edit it: the English as written, and its Hindi beside it. */
export const StaffHomeContentSchema = HomeContentSchema.extend({
  translations: z.object({
    hi: z.object({
      heroTitle: z.string().nullable(),
      heroText: z.string().nullable(),
      primaryLabel: z.string().nullable(),
      secondaryLabel: z.string().nullable(),
      announcementText: z.string().nullable(),
    }),
  }),
});
export type StaffHomeContent = z.infer<typeof StaffHomeContentSchema>;

/** What a new shop's home page says until the owner changes it, in English and in Hindi. */
export const DEFAULT_HOME_CONTENT: WrittenHome = {
  hero: {
    title: 'Pieces with a maker’s touch',
    text: 'Jhumkas, kurtis, stoles and potli bags, shaped slowly by our artisans and sent to your door with Cash on Delivery.',
    imageId: null,
    primary: { label: 'Shop Collection', href: '/jewelry' },
    secondary: { label: 'Our Story', href: '/about' },
  },
  announcement: { enabled: false, text: 'Free delivery above {{freeDeliveryAbove}}', href: '' },
  translations: {
    hi: {
      heroTitle: 'हर पीस में कारीगर के हाथों का हुनर',
      heroText:
        'झुमके, कुर्तियाँ, स्टोल और पोटली बैग: हमारे कारीगरों के हाथों इत्मीनान से गढ़े गए, और कैश ऑन डिलीवरी के साथ सीधे आपके घर तक।',
      primaryLabel: 'कलेक्शन देखें',
      secondaryLabel: 'हमारी कहानी',
      announcementText: '{{freeDeliveryAbove}} से ज़्यादा के ऑर्डर पर फ़्री डिलीवरी',
    },
  },
};

/**
 * The home content in a language, as shoppers read it: each Hindi text where the owner gave one,
 * its English where not (decision 075), each filled (when `values` are given) in the language it is
 * written in. Links and the picture are the same in both languages.
 */
export function homeContentIn(
  content: WrittenHome,
  language: Language,
  values?: PlaceholderValuesByLanguage,
): Omit<HomeContentInput, 'translations'> {
  const { translations, hero, announcement } = content;
  const hindi = translations.hi;
  const shown = (english: string, translated: string | null) =>
    shownText({ english, hindi: translated }, language, values);
  return {
    hero: {
      ...hero,
      title: shown(hero.title, hindi.heroTitle),
      text: shown(hero.text, hindi.heroText),
      primary: { ...hero.primary, label: shown(hero.primary.label, hindi.primaryLabel) },
      secondary: { ...hero.secondary, label: shown(hero.secondary.label, hindi.secondaryLabel) },
    },
    announcement: { ...announcement, text: shown(announcement.text, hindi.announcementText) },
  };
}
