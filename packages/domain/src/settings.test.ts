import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, settingsOverDefaults, ShopSettingsSchema, trackingUrl } from './settings.js';

const withBusiness = (business: object) => ({
  ...DEFAULT_SHOP_SETTINGS,
  business: { ...DEFAULT_SHOP_SETTINGS.business, ...business },
});

describe('shop settings', () => {
  it('accept their own defaults', () => {
    expect(ShopSettingsSchema.parse(DEFAULT_SHOP_SETTINGS)).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('take a GSTIN in any case and keep it in capitals; an empty one means not registered yet', () => {
    expect(ShopSettingsSchema.parse(withBusiness({ gstin: ' 27aapfu0939f1zv ' })).business.gstin).toBe(
      '27AAPFU0939F1ZV',
    );
    expect(ShopSettingsSchema.parse(withBusiness({ gstin: '' })).business.gstin).toBe('');
  });

  it('refuse a GSTIN whose check character is wrong, naming the field', () => {
    const result = ShopSettingsSchema.safeParse(withBusiness({ gstin: '27AAPFU0939F1ZW' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['business', 'gstin']);
    expect(result.error?.issues[0]?.message).toMatch(/check character/);
  });

  it('keep the invoice prefix short enough for a 16-character invoice number', () => {
    expect(
      ShopSettingsSchema.safeParse(withBusiness({ invoicePrefix: 'ks' })).data?.business.invoicePrefix,
    ).toBe('KS');
    expect(ShopSettingsSchema.safeParse(withBusiness({ invoicePrefix: 'KAAR' })).success).toBe(false);
    expect(ShopSettingsSchema.safeParse(withBusiness({ invoicePrefix: 'K/S' })).success).toBe(false);
  });

  it('refuse a tracking address without the AWB placeholder', () => {
    const shipping = {
      ...DEFAULT_SHOP_SETTINGS.shipping,
      trackingUrls: {
        ...DEFAULT_SHOP_SETTINGS.shipping.trackingUrls,
        Delhivery: 'https://www.delhivery.com/track',
      },
    };
    const result = ShopSettingsSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, shipping });
    expect(result.error?.issues[0]?.path).toEqual(['shipping', 'trackingUrls', 'Delhivery']);
  });

  it('fill fields stored before they existed with their defaults, section by section', () => {
    const stored = { business: { legalName: 'Kaarigar Crafts LLP', gstin: '09AAACK1234F1ZY' } };
    const settings = settingsOverDefaults(stored);
    expect(settings.business.legalName).toBe('Kaarigar Crafts LLP');
    expect(settings.business.invoicePrefix).toBe('KS');
    expect(settings.shipping).toEqual(DEFAULT_SHOP_SETTINGS.shipping);
    expect(settingsOverDefaults(null)).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('fall back to a section’s defaults when what was stored no longer validates', () => {
    expect(settingsOverDefaults({ business: { gstin: 'not a gstin' } }).business).toEqual(
      DEFAULT_SHOP_SETTINGS.business,
    );
  });
});

describe('tracking links', () => {
  it('put the AWB number into the courier’s page, encoded', () => {
    expect(trackingUrl(DEFAULT_SHOP_SETTINGS.shipping, 'Delhivery', ' 1234 5678 ')).toBe(
      'https://www.delhivery.com/track/package/1234%205678',
    );
  });

  it('give no link for a courier without a tracking page', () => {
    expect(trackingUrl(DEFAULT_SHOP_SETTINGS.shipping, 'Other', 'X1')).toBeNull();
  });
});
