import { z } from 'zod';
import { strictBody, successEnvelope } from '../api.js';
import { LanguageQuerySchema } from '../catalog.js';
import {
  DeliverySettingsSchema,
  GrievanceOfficerInputSchema,
  ReturnSettingsSchema,
  SecuritySettingsSchema,
  ShopIdentityInputSchema,
  ShopSettingsSchema,
  TaxSettingsSchema,
} from '../settings.js';
import { ShopTermsSchema } from '../terms.js';
import { endpoint } from './endpoint.js';

const tags = ['settings'];
const settingsAnswer = successEnvelope(z.object({ settings: ShopSettingsSchema }));

/** The shop's own settings: staff read and write them whole on /admin/settings. */
export const settingsContract = {
  read: endpoint({
    method: 'GET',
    path: '/api/admin/settings',
    access: 'admin',
    tags,
    summary:
      'The shop’s settings: business details for tax invoices, couriers, delivery and Cash on Delivery rules',
    response: { 200: settingsAnswer },
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/settings',
    access: 'admin',
    tags,
    summary:
      'Replace the shop’s settings (a wrong GSTIN, tracking address or WhatsApp number is refused with 422, and so is registration for GST without a GSTIN); a body without `shop`, `delivery`, `tax`, `returns` or `security` keeps that section saved; `security` is the administrator’s alone (403 for other staff who change it); `shop.translations.hi` and `grievanceOfficer.translations.hi` carry the Hindi tagline, hours and designation, a field left out keeping what is stored',
    // `tax` came with decision 050: a back office loaded before it sends none, and keeps what is saved.
    // `returns` came with decision 054: without it, the saved return window stands.
    body: strictBody({
      ...ShopSettingsSchema.shape,
      tax: TaxSettingsSchema.optional(),
      returns: ReturnSettingsSchema.optional(),
      // The shop's identity and delivery charge came with issue 26: without them, the saved ones stand.
      shop: ShopIdentityInputSchema.optional(),
      // Issue 28: a Hindi field left out keeps what is stored (decision 075).
      grievanceOfficer: GrievanceOfficerInputSchema,
      delivery: DeliverySettingsSchema.optional(),
      // Issue 29: only the administrator may change it; a body without it keeps it.
      security: SecuritySettingsSchema.optional(),
    }),
    response: { 200: settingsAnswer },
  }),
  terms: endpoint({
    method: 'GET',
    path: '/api/shop/terms',
    access: 'public',
    tags,
    summary:
      'What the shop tells every visitor (decision 048): legal name, address, customer care, grievance officer, and the tax, payment and delivery rules as the settings hold them; `?lang=hi` answers the officer’s designation in Hindi where given',
    querystring: LanguageQuerySchema,
    response: { 200: successEnvelope(z.object({ terms: ShopTermsSchema })) },
  }),
};
