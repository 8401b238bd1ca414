import { z } from 'zod';
import { isIndianPhone, PHONE_MESSAGE } from './complaints.js';
import { FIELD_MESSAGES, PINCODE_PATTERN } from './field-rules.js';
import { SHOP_STATE } from './gst.js';
import { gstinField } from './gstin-field.js';
import { hindiText } from './catalog-admin.js';
import { translatedOr, type Language } from './languages.js';
import { INDIAN_STATES } from './indian-states.js';
import { DEFAULT_SHOP_INFO } from './shop.js';
import { DEFAULT_PAYMENT_SETTINGS, PaymentSettingsSchema } from './payments.js';
import { formatRupees } from './money.js';

/**
 * The shop's own settings, kept in the database and edited by staff on /admin/settings: what a tax
 * invoice says about the seller, and how parcels travel. Every field has a default, so a new field
 * never invalidates settings stored before it existed.
 */

export const COURIERS = [
  'India Post',
  'Delhivery',
  'Blue Dart',
  'DTDC',
  'Ekart',
  'Xpressbees',
  'Shiprocket',
  'Other',
] as const;
export const CourierSchema = z.enum(COURIERS, { error: `Courier must be one of ${COURIERS.join(', ')}` });
export type Courier = z.infer<typeof CourierSchema>;

/** Where a tracking template puts the AWB number. */
export const AWB_PLACEHOLDER = '{awb}';

const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min > 0 ? `${label} is required` : undefined)
    .max(max, `${label} must be at most ${max} characters`);

// Not registered yet: invoices say so.
const GstinSchema = gstinField({ allowEmpty: true });

/**
 * The invoice series' prefix. An invoice number is `<prefix>/<yy-yy>/<6 digits>` and GST allows 16
 * characters, so the prefix has at most 3.
 */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,3}$/;

export const BusinessSettingsSchema = z.object({
  legalName: text('Legal name', 120),
  addressLines: z
    .array(text('Address line', 120), { error: 'Address lines are required' })
    .min(1, 'Give at least one address line')
    .max(4, 'At most 4 address lines'),
  city: text('City', 80),
  pincode: z
    .string({ error: 'Pincode is required' })
    .trim()
    .regex(PINCODE_PATTERN, FIELD_MESSAGES.pincodeInvalid),
  state: z.enum(INDIAN_STATES, { error: FIELD_MESSAGES.stateInvalid }),
  gstin: GstinSchema,
  invoicePrefix: z
    .string({ error: 'Invoice prefix is required' })
    .trim()
    .toUpperCase()
    .regex(INVOICE_PREFIX_PATTERN, 'Invoice prefix: 1 to 3 letters or digits'),
});
export type BusinessSettings = z.output<typeof BusinessSettingsSchema>;

const TrackingTemplateSchema = z
  .string()
  .trim()
  .max(300, 'A tracking address must be at most 300 characters')
  .refine(
    (value) => value === '' || (/^https?:\/\/\S+$/.test(value) && value.includes(AWB_PLACEHOLDER)),
    `A tracking address starts with https:// and contains ${AWB_PLACEHOLDER} where the AWB number goes`,
  );

const days = (label: string) =>
  z
    .number({ error: `${label} must be a number of days` })
    .int(`${label} must be whole days`)
    .min(1, `${label} must be at least 1 day`)
    .max(60, `${label} must be at most 60 days`);

export const ShippingSettingsSchema = z.object({
  /** Per courier, the tracking page with `{awb}`; empty when the courier has none. */
  trackingUrls: z.object(
    Object.fromEntries(COURIERS.map((courier) => [courier, TrackingTemplateSchema])) as Record<
      Courier,
      typeof TrackingTemplateSchema
    >,
  ),
  deliveryDays: z.object({
    sameCity: days('Same city'),
    sameState: days('Same state'),
    restOfIndia: days('Rest of India'),
    northEastAndIslands: days('North-east and islands'),
  }),
  codExcludedPincodes: z
    .array(z.string().trim().regex(PINCODE_PATTERN, 'Each excluded pincode must be 6 digits'))
    .max(5000, 'At most 5,000 excluded pincodes'),
  codExcludedStates: z.array(z.enum(INDIAN_STATES, { error: 'Choose states of India' })),
  /** Rupees: above this an order cannot be paid on delivery. */
  codMaxOrderValue: z
    .number({ error: 'Cash on Delivery limit must be a number' })
    .int('Cash on Delivery limit must be whole rupees')
    .min(0, 'Cash on Delivery limit cannot be negative')
    .max(10_00_000, 'Cash on Delivery limit must be at most ₹10,00,000'),
});
export type ShippingSettings = z.output<typeof ShippingSettingsSchema>;

export const InventorySettingsSchema = z.object({
  /** A variant with this many in stock or fewer shows on the dashboard's low-stock list. */
  lowStockThreshold: z
    .number({ error: 'Low-stock level must be a number' })
    .int('Low-stock level must be a whole number')
    .min(0, 'Low-stock level cannot be negative')
    .max(1000, 'Low-stock level must be at most 1,000'),
});
export type InventorySettings = z.output<typeof InventorySettingsSchema>;

/**
 * How the shop charges GST (decision 050). Only a registered shop charges it and issues tax
 * invoices, and registration needs the business's GSTIN (checked with the whole settings).
 * `pricesIncludeGst`: the prices shown are what the buyer pays (Indian practice, and the default);
 * false adds GST on top as decision 005 did.
 */
export const TaxSettingsSchema = z.object({
  registered: z.boolean({ error: 'Say whether the shop is registered for GST' }),
  pricesIncludeGst: z.boolean({ error: 'Say whether prices include GST' }),
});
export type TaxSettings = z.output<typeof TaxSettingsSchema>;

export const GSTIN_REQUIRED_MESSAGE = 'A shop registered for GST needs its GSTIN';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The grievance officer the Consumer Protection (E-Commerce) Rules, 2020 ask a shop to name, with
 * contact details, on its site (decision 048): shown on /grievance and in the footer.
 */
/** A Hindi text as the settings answer it: null where the owner gave none (a field added since too). */
const hindiAnswer = z.string().nullable().default(null);

/** The grievance officer's designation in Hindi (decision 075); their name and contacts are one. */
export const OFFICER_HINDI_FIELDS = ['designation'] as const;
const OfficerTranslationsSchema = z
  .object({ hi: z.object({ designation: hindiAnswer }).default({ designation: null }) })
  .default({ hi: { designation: null } });
const OfficerTranslationsInputSchema = z.strictObject({
  hi: z.strictObject({ designation: hindiText(100, 'designation') }).optional(),
});

export const GrievanceOfficerSchema = z.object({
  name: text('Grievance officer’s name', 100),
  designation: text('Designation', 100),
  email: z
    .string({ error: 'E-mail is required' })
    .trim()
    .toLowerCase()
    .max(254, 'E-mail must be at most 254 characters')
    .regex(EMAIL_PATTERN, 'Enter a valid e-mail address'),
  phone: z.string({ error: 'Phone is required' }).trim().refine(isIndianPhone, PHONE_MESSAGE),
  translations: OfficerTranslationsSchema,
});
export type GrievanceOfficer = z.output<typeof GrievanceOfficerSchema>;

/** The officer as staff send them: a Hindi field left out keeps what is stored, '' or null clears it. */
export const GrievanceOfficerInputSchema = GrievanceOfficerSchema.extend({
  translations: OfficerTranslationsInputSchema.optional(),
});
export type GrievanceOfficerInput = z.output<typeof GrievanceOfficerInputSchema>;

/** How long after delivery a shopper may ask for a return or exchange (decision 054). */
export const ReturnSettingsSchema = z.object({
  windowDays: z
    .number({ error: 'Return window must be a number of days' })
    .int('Return window must be whole days')
    .min(0, 'Return window cannot be negative (0 takes no returns)')
    .max(90, 'Return window must be at most 90 days'),
});
export type ReturnSettings = z.output<typeof ReturnSettingsSchema>;

/**
 * A WhatsApp number as wa.me wants it: digits with the country code, no '+'. A 10-digit Indian
 * mobile (with or without +91, spaces or dashes) is taken and given its 91.
 */
export const WHATSAPP_MESSAGE =
  'Enter the WhatsApp number with its country code, for example +91 98765 43210';
export const WhatsappNumberSchema = z
  .string({ error: WHATSAPP_MESSAGE })
  .trim()
  // overwrite, not transform: the API's answers are encoded through these schemas too.
  .overwrite((value) => value.replace(/[\s\-().+]/g, ''))
  .overwrite((digits) => (/^[6-9]\d{9}$/.test(digits) ? `91${digits}` : digits))
  .refine((digits) => /^[1-9]\d{10,14}$/.test(digits), WHATSAPP_MESSAGE);

/** An https:// (or http://) address, or empty for none. Trailing slashes are dropped. */
const optionalWebAddress = (label: string) =>
  z
    .string({ error: `${label} must be a web address` })
    .trim()
    .max(300, `${label} must be at most 300 characters`)
    .overwrite((value) => value.replace(/\/+$/, ''))
    .refine(
      (value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
      `${label} must start with https:// (or leave it empty)`,
    );

const ImageIdSchema = z.uuid('Choose an uploaded picture').nullable();

/**
 * The shop's own words a shopper reads, in Hindi (decision 075): the tagline and the opening hours.
 * The name, contacts and address are the same in both languages.
 */
export const SHOP_HINDI_FIELDS = ['tagline', 'weekdayHours', 'sundayHours'] as const;
const NO_SHOP_HINDI = { tagline: null, weekdayHours: null, sundayHours: null };
const ShopTranslationsSchema = z
  .object({
    hi: z
      .object({ tagline: hindiAnswer, weekdayHours: hindiAnswer, sundayHours: hindiAnswer })
      .default(NO_SHOP_HINDI),
  })
  .default({ hi: NO_SHOP_HINDI });
const ShopTranslationsInputSchema = z.strictObject({
  hi: z
    .strictObject({
      tagline: hindiText(160, 'tagline'),
      weekdayHours: hindiText(80, 'opening hours'),
      sundayHours: hindiText(80, 'Sunday hours'),
    })
    .optional(),
});

/**
 * The shop's identity (issue 26): what the storefront, its pages, mails, invoices and WhatsApp links
 * say the shop is called and how to reach it. Seeded from the SHOP_* variables on a shop's first
 * start; afterwards only this screen changes it. The legal name and address live in `business`.
 */
export const ShopIdentitySchema = z.object({
  name: text('Shop name', 80),
  tagline: text('Tagline', 160, 0),
  email: z
    .string({ error: 'Customer-care e-mail is required' })
    .trim()
    .toLowerCase()
    .max(254, 'E-mail must be at most 254 characters')
    .regex(EMAIL_PATTERN, 'Enter a valid e-mail address'),
  phones: z
    .array(z.string().trim().refine(isIndianPhone, PHONE_MESSAGE), { error: 'Give a phone number' })
    .min(1, 'Give at least one customer-care phone number')
    .max(3, 'At most 3 phone numbers'),
  whatsapp: WhatsappNumberSchema,
  /**
   * Where shoppers reach the shop (`https://kaarigar.studio`): mail links, sitemap, JSON-LD. Empty
   * until the owner sets it: then `http://localhost:<PORT>`.
   */
  publicUrl: optionalWebAddress('The public address'),
  social: z.object({
    instagram: optionalWebAddress('Instagram'),
    facebook: optionalWebAddress('Facebook'),
    youtube: optionalWebAddress('YouTube'),
  }),
  hours: z.object({
    weekdays: text('Opening hours', 80, 0),
    sunday: text('Sunday hours', 80, 0),
  }),
  /** Uploaded like product pictures; null shows the shop's name as text and the built-in icon. */
  logoImageId: ImageIdSchema,
  faviconImageId: ImageIdSchema,
  /** Staff read every Hindi field, null where none; the storefront reads them in `?lang=hi` answers. */
  translations: ShopTranslationsSchema,
});
export type ShopIdentity = z.output<typeof ShopIdentitySchema>;

/** The identity as staff send it: a Hindi field left out keeps what is stored, '' or null clears it. */
export const ShopIdentityInputSchema = ShopIdentitySchema.extend({
  translations: ShopTranslationsInputSchema.optional(),
});
export type ShopIdentityInput = z.output<typeof ShopIdentityInputSchema>;

/** The shop's words a shopper reads, in a language: each Hindi field, or its English where none. */
export function shopWordsIn(settings: Pick<ShopSettings, 'shop' | 'grievanceOfficer'>, language: Language) {
  const { shop, grievanceOfficer: officer } = settings;
  const hindi = language === 'hi';
  const say = (translated: string | null, english: string) =>
    hindi ? translatedOr(translated, english) : english;
  return {
    tagline: say(shop.translations.hi.tagline, shop.tagline),
    hours: {
      weekdays: say(shop.translations.hi.weekdayHours, shop.hours.weekdays),
      sunday: say(shop.translations.hi.sundayHours, shop.hours.sunday),
    },
    officerDesignation: say(officer.translations.hi.designation, officer.designation),
  };
}

const rupees = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of rupees` })
    .int(`${label} must be whole rupees`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${formatRupees(max)}`);

/** The delivery charge (issue 26): orders whose goods cost less than `freeAbove` pay `fee`. */
export const DeliverySettingsSchema = z.object({
  fee: rupees('Delivery fee', 10_000),
  /** 0: every order travels free. */
  freeAbove: rupees('Free-delivery threshold', 10_00_000),
});
export type DeliverySettings = z.output<typeof DeliverySettingsSchema>;

/**
 * How the back office is guarded (issue 29): whether every staff member must use two-step sign-in,
 * and how long the activity log keeps its entries. Only the administrator changes these.
 */
export const SecuritySettingsSchema = z.object({
  requireStaffTwoStep: z.boolean({ error: 'Say whether staff must use two-step sign-in' }),
  auditRetentionDays: z
    .number({ error: 'Keep the activity log for a number of days' })
    .int('Keep the activity log for whole days')
    .min(90, 'Keep the activity log for at least 90 days')
    .max(3650, 'Keep the activity log for at most 3650 days (ten years)'),
});
export type SecuritySettings = z.output<typeof SecuritySettingsSchema>;

export const ShopSettingsSchema = z.object({
  shop: ShopIdentitySchema,
  delivery: DeliverySettingsSchema,
  business: BusinessSettingsSchema,
  shipping: ShippingSettingsSchema,
  /** The shop's UPI ID and payee name (decision 038); UPI is offered only once they are set. */
  payments: PaymentSettingsSchema,
  inventory: InventorySettingsSchema,
  tax: TaxSettingsSchema,
  grievanceOfficer: GrievanceOfficerSchema,
  returns: ReturnSettingsSchema,
  security: SecuritySettingsSchema,
});
export type ShopSettings = z.output<typeof ShopSettingsSchema>;

/** The rule across sections: registration needs a GSTIN. A 422 naming `business.gstin`. */
export const CheckedShopSettingsSchema = ShopSettingsSchema.superRefine((settings, context) => {
  if (settings.tax.registered && settings.business.gstin === '') {
    context.addIssue({ code: 'custom', path: ['business', 'gstin'], message: GSTIN_REQUIRED_MESSAGE });
  }
});
export type ShopSettingsInput = z.input<typeof ShopSettingsSchema>;

const DEFAULT_BUSINESS: BusinessSettings = {
  legalName: 'Kaarigar Studio',
  addressLines: ['Shop 14, Alpha Commercial Belt', 'Alpha 1'],
  city: 'Greater Noida',
  pincode: '201310',
  state: SHOP_STATE,
  gstin: '',
  invoicePrefix: 'KS',
};

export const DEFAULT_SHOP_IDENTITY: ShopIdentity = {
  name: DEFAULT_SHOP_INFO.name,
  tagline: DEFAULT_SHOP_INFO.tagline,
  email: DEFAULT_SHOP_INFO.email,
  phones: DEFAULT_SHOP_INFO.phones,
  whatsapp: DEFAULT_SHOP_INFO.whatsappNumber,
  publicUrl: '',
  social: { instagram: '', facebook: '', youtube: '' },
  hours: DEFAULT_SHOP_INFO.hours,
  logoImageId: null,
  faviconImageId: null,
  translations: { hi: NO_SHOP_HINDI },
};

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  shop: DEFAULT_SHOP_IDENTITY,
  delivery: { fee: DEFAULT_SHOP_INFO.deliveryFee, freeAbove: DEFAULT_SHOP_INFO.freeDeliveryThreshold },
  business: DEFAULT_BUSINESS,
  shipping: {
    trackingUrls: {
      'India Post':
        'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={awb}',
      Delhivery: 'https://www.delhivery.com/track/package/{awb}',
      'Blue Dart': 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={awb}',
      DTDC: 'https://www.dtdc.in/trace.asp?strCnno={awb}',
      Ekart: 'https://ekartlogistics.com/shipmenttrack/{awb}',
      Xpressbees: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}',
      Shiprocket: 'https://shiprocket.co/tracking/{awb}',
      Other: '',
    },
    deliveryDays: { sameCity: 2, sameState: 3, restOfIndia: 6, northEastAndIslands: 10 },
    codExcludedPincodes: [],
    codExcludedStates: [],
    codMaxOrderValue: 20_000,
  },
  payments: DEFAULT_PAYMENT_SETTINGS,
  inventory: { lowStockThreshold: 3 },
  // A new shop is not registered until its owner says so (with a GSTIN); the demo shop is.
  tax: { registered: false, pricesIncludeGst: true },
  grievanceOfficer: defaultGrievanceOfficer(DEFAULT_BUSINESS),
  returns: { windowDays: 7 },
  security: { requireStaffTwoStep: false, auditRetentionDays: 400 },
};

/**
 * Until the owner names someone, the business answers for itself: its legal name, as its grievance
 * officer, at the shop's customer-care address and number.
 */
export function defaultGrievanceOfficer(business: Pick<BusinessSettings, 'legalName'>): GrievanceOfficer {
  return {
    name: business.legalName,
    designation: 'Grievance Officer',
    email: DEFAULT_SHOP_INFO.email,
    phone: DEFAULT_SHOP_INFO.phones[0] ?? '',
    translations: { hi: { designation: 'शिकायत अधिकारी' } },
  };
}

/**
 * Stored settings over the defaults, section by section, so a field added since they were saved
 * takes its default. A section that no longer validates (a rule tightened since) falls back whole.
 */
export function settingsOverDefaults(stored: unknown): ShopSettings {
  const saved = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const section = <K extends keyof ShopSettings>(key: K, schema: z.ZodType<ShopSettings[K]>) => {
    const value = saved[key];
    // A saved section's Hindi is what was saved (none, if saved before it had any): the defaults'
    // Hindi says their English, not the owner's.
    const { translations: _defaultHindi, ...defaults } = DEFAULT_SHOP_SETTINGS[key] as object & {
      translations?: unknown;
    };
    const merged = typeof value === 'object' && value !== null ? { ...defaults, ...value } : {};
    const parsed = schema.safeParse(merged);
    return parsed.success ? parsed.data : DEFAULT_SHOP_SETTINGS[key];
  };
  const business = section('business', BusinessSettingsSchema);
  // Never saved: the officer follows the business details (decision 048).
  const officer = saved.grievanceOfficer;
  const grievanceOfficer =
    typeof officer === 'object' && officer !== null
      ? section('grievanceOfficer', GrievanceOfficerSchema)
      : defaultGrievanceOfficer(business);
  return {
    shop: section('shop', ShopIdentitySchema),
    delivery: section('delivery', DeliverySettingsSchema),
    business,
    shipping: section('shipping', ShippingSettingsSchema),
    payments: section('payments', PaymentSettingsSchema),
    inventory: section('inventory', InventorySettingsSchema),
    tax: taxOverDefaults(section('tax', TaxSettingsSchema), business),
    grievanceOfficer,
    returns: section('returns', ReturnSettingsSchema),
    security: section('security', SecuritySettingsSchema),
  };
}

/** Registration without a GSTIN (a GSTIN cleared since) charges no GST: no tax invoice lacks one. */
function taxOverDefaults(tax: TaxSettings, business: BusinessSettings): TaxSettings {
  return tax.registered && business.gstin === '' ? { ...tax, registered: false } : tax;
}

/** The parcel's tracking page, or null when the courier has no template. */
export function trackingUrl(settings: ShippingSettings, courier: Courier, awb: string): string | null {
  const template = settings.trackingUrls[courier];
  if (!template) return null;
  return template.split(AWB_PLACEHOLDER).join(encodeURIComponent(awb.trim()));
}
