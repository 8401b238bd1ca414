import { DEFAULT_SHOP_SETTINGS, ShopSettingsSchema } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { checkDraft, draftOf, serverErrorsOf, settingsOf } from './settings-draft';

describe('the settings form’s draft', () => {
  it('gives back the settings it was made from', () => {
    expect(ShopSettingsSchema.parse(settingsOf(draftOf(DEFAULT_SHOP_SETTINGS)))).toEqual(
      DEFAULT_SHOP_SETTINGS,
    );
  });

  it('reads address lines one per line and pincodes separated by commas, spaces or new lines', () => {
    const draft = {
      ...draftOf(DEFAULT_SHOP_SETTINGS),
      addressText: ' Shop 14 \n\n Alpha 1 ',
      codExcludedPincodesText: '744101, 682555\n737101 ',
    };
    const settings = settingsOf(draft);
    expect(settings.business.addressLines).toEqual(['Shop 14', 'Alpha 1']);
    expect(settings.shipping.codExcludedPincodes).toEqual(['744101', '682555', '737101']);
  });

  it('reads phone numbers one per line and the delivery charge as typed rupees (issue 26)', () => {
    const draft = {
      ...draftOf(DEFAULT_SHOP_SETTINGS),
      phonesText: ' +91 98100 12345 \n\n+91 120 432 1098',
      deliveryFee: '79',
      freeDeliveryAbove: '2,000',
    };
    const settings = settingsOf(draft);
    expect(settings.shop.phones).toEqual(['+91 98100 12345', '+91 120 432 1098']);
    expect(settings.delivery).toEqual({ fee: 79, freeAbove: 2000 });
    expect(checkDraft({ ...draft, deliveryFee: '' })['delivery.fee']).toBeDefined();
    expect(checkDraft({ ...draft, shop: { ...draft.shop, whatsapp: '123' } })['shop.whatsapp']).toBeDefined();
  });

  it('names each wrong field by its path, a list as one field', () => {
    const draft = {
      ...draftOf(DEFAULT_SHOP_SETTINGS),
      gstin: '09AAACK1234F1ZZ',
      codExcludedPincodesText: '744101, 12345',
      deliveryDays: { ...draftOf(DEFAULT_SHOP_SETTINGS).deliveryDays, sameCity: '' },
    };
    const errors = checkDraft(draft);
    expect(errors['business.gstin']).toMatch(/check character/);
    expect(errors['shipping.codExcludedPincodes']).toMatch(/6 digits/);
    expect(errors['shipping.deliveryDays.sameCity']).toMatch(/number of days/);
    expect(checkDraft(draftOf(DEFAULT_SHOP_SETTINGS))).toEqual({});
  });

  it('places the server’s 422 details under the same fields', () => {
    const error = new ApiError('Invalid', 422, 'VALIDATION_FAILED', [
      { field: 'business.gstin', message: 'Wrong GSTIN' },
      { field: 'shipping.codExcludedPincodes.1', message: 'Six digits' },
    ]);
    expect(serverErrorsOf(error)).toEqual({
      'business.gstin': 'Wrong GSTIN',
      'shipping.codExcludedPincodes': 'Six digits',
    });
  });
});
