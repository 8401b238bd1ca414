import {
  CheckedShopSettingsSchema,
  type Courier,
  type IndianState,
  type ShopSettings,
  type ShopSettingsInput,
} from '@shop/domain';
import { ApiError } from '@/lib/api-client';

export type DeliveryZone = keyof ShopSettings['shipping']['deliveryDays'];

/** The settings as the form holds them: text as typed, so a half-typed number is not lost. */
export interface SettingsDraft {
  /** The shop's identity (issue 26); its phone numbers are edited as text, in `phonesText`. */
  shop: ShopSettings['shop'];
  /** Customer-care numbers, one per line (or separated by commas). */
  phonesText: string;
  deliveryFee: string;
  freeDeliveryAbove: string;
  legalName: string;
  addressText: string;
  city: string;
  pincode: string;
  state: IndianState;
  gstin: string;
  invoicePrefix: string;
  trackingUrls: Record<Courier, string>;
  deliveryDays: Record<DeliveryZone, string>;
  codMaxOrderValue: string;
  codExcludedPincodesText: string;
  codExcludedStates: IndianState[];
  upiVpa: string;
  upiPayeeName: string;
  lowStockThreshold: string;
  gstRegistered: boolean;
  pricesIncludeGst: boolean;
  grievanceOfficer: ShopSettings['grievanceOfficer'];
  returnWindowDays: string;
  requireStaffTwoStep: boolean;
  auditRetentionDays: string;
}

/** Problems by the settings' own field paths (`business.gstin`), as the server names them. */
export type SettingsErrors = Partial<Record<string, string>>;

/** What each part of the settings form gets: the draft, its problems, and a way to change it. */
export interface SectionProps {
  draft: SettingsDraft;
  errors: SettingsErrors;
  onChange: (patch: Partial<SettingsDraft>) => void;
}

export function draftOf(settings: ShopSettings): SettingsDraft {
  const { business, shipping, payments, inventory, tax, grievanceOfficer, returns, security } = settings;
  return {
    shop: { ...settings.shop, social: { ...settings.shop.social }, hours: { ...settings.shop.hours } },
    phonesText: settings.shop.phones.join('\n'),
    deliveryFee: String(settings.delivery.fee),
    freeDeliveryAbove: String(settings.delivery.freeAbove),
    legalName: business.legalName,
    addressText: business.addressLines.join('\n'),
    city: business.city,
    pincode: business.pincode,
    state: business.state,
    gstin: business.gstin,
    invoicePrefix: business.invoicePrefix,
    trackingUrls: { ...shipping.trackingUrls },
    deliveryDays: {
      sameCity: String(shipping.deliveryDays.sameCity),
      sameState: String(shipping.deliveryDays.sameState),
      restOfIndia: String(shipping.deliveryDays.restOfIndia),
      northEastAndIslands: String(shipping.deliveryDays.northEastAndIslands),
    },
    codMaxOrderValue: String(shipping.codMaxOrderValue),
    codExcludedPincodesText: shipping.codExcludedPincodes.join(', '),
    codExcludedStates: [...shipping.codExcludedStates],
    upiVpa: payments.upiVpa,
    upiPayeeName: payments.upiPayeeName,
    lowStockThreshold: String(inventory.lowStockThreshold),
    gstRegistered: tax.registered,
    pricesIncludeGst: tax.pricesIncludeGst,
    grievanceOfficer: { ...grievanceOfficer },
    returnWindowDays: String(returns.windowDays),
    requireStaffTwoStep: security.requireStaffTwoStep,
    auditRetentionDays: String(security.auditRetentionDays),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A typed number, or the text itself so the schema names it as not a number. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.replace(/,/g, '')));

export function settingsOf(draft: SettingsDraft): ShopSettingsInput {
  return {
    shop: {
      ...draft.shop,
      phones: draft.phonesText
        .split(/[\n,]+/)
        .map((phone) => phone.trim())
        .filter(Boolean),
    },
    delivery: { fee: numberOf(draft.deliveryFee), freeAbove: numberOf(draft.freeDeliveryAbove) },
    business: {
      legalName: draft.legalName,
      addressLines: lines(draft.addressText),
      city: draft.city,
      pincode: draft.pincode,
      state: draft.state,
      gstin: draft.gstin,
      invoicePrefix: draft.invoicePrefix,
    },
    shipping: {
      trackingUrls: draft.trackingUrls,
      deliveryDays: {
        sameCity: numberOf(draft.deliveryDays.sameCity),
        sameState: numberOf(draft.deliveryDays.sameState),
        restOfIndia: numberOf(draft.deliveryDays.restOfIndia),
        northEastAndIslands: numberOf(draft.deliveryDays.northEastAndIslands),
      },
      codMaxOrderValue: numberOf(draft.codMaxOrderValue),
      codExcludedPincodes: draft.codExcludedPincodesText.split(/[\s,;]+/).filter(Boolean),
      codExcludedStates: draft.codExcludedStates,
    },
    payments: { upiVpa: draft.upiVpa, upiPayeeName: draft.upiPayeeName },
    inventory: { lowStockThreshold: numberOf(draft.lowStockThreshold) },
    tax: { registered: draft.gstRegistered, pricesIncludeGst: draft.pricesIncludeGst },
    grievanceOfficer: draft.grievanceOfficer,
    returns: { windowDays: numberOf(draft.returnWindowDays) },
    security: {
      requireStaffTwoStep: draft.requireStaffTwoStep,
      auditRetentionDays: numberOf(draft.auditRetentionDays),
    },
  };
}

/** `shipping.codExcludedPincodes.3` → `shipping.codExcludedPincodes`: a list is one field on the form. */
const fieldOf = (path: readonly PropertyKey[]) =>
  path
    .filter((part) => typeof part !== 'number' && !/^\d+$/.test(String(part)))
    .map(String)
    .join('.');

function firstPerField(problems: { field: string; message: string }[]): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const { field, message } of problems) errors[field] ??= message;
  return errors;
}

/** The browser's own check, for comfort: the server checks the same rules again. */
export function checkDraft(draft: SettingsDraft): SettingsErrors {
  const result = CheckedShopSettingsSchema.safeParse(settingsOf(draft));
  if (result.success) return {};
  return firstPerField(
    result.error.issues.map((issue) => ({ field: fieldOf(issue.path), message: issue.message })),
  );
}

/** The server's 422 details by field; anything else becomes the form's own message. */
export function serverErrorsOf(error: unknown): SettingsErrors {
  if (!(error instanceof ApiError) || error.details.length === 0) return {};
  return firstPerField(
    error.details.map((detail) => ({ field: fieldOf(detail.field.split('.')), message: detail.message })),
  );
}
