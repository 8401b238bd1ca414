import { z } from 'zod';
import { strictBody } from './api.js';
import { AuthResultSchema, EmailSchema, FullNameSchema, PasswordSchema } from './auth.js';
import { PaymentSettingsSchema } from './payments.js';
import {
  BusinessSettingsSchema,
  DeliverySettingsSchema,
  GrievanceOfficerInputSchema,
  ShopIdentityInputSchema,
  TaxSettingsSchema,
} from './settings.js';

/**
 * First-run setup (issue 26): while the shop has no administrator, whoever holds the one-time code
 * the server logged at start creates the administrator and the shop's first settings at /setup.
 */

/** Letters and digits nobody misreads (no 0/O, 1/I/L): the code is read off a log and typed. */
export const SETUP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SETUP_CODE_LENGTH = 10;

/** As typed: spaces and dashes dropped, letters upper-cased, so `abcd-efgh 23` matches `ABCDEFGH23`. */
export const normalizeSetupCode = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();

export const SetupStatusSchema = z.object({ needed: z.boolean() });
export type SetupStatus = z.infer<typeof SetupStatusSchema>;

/**
 * The settings sections the wizard collects, each checked with the Shop Settings save's schemas
 * (their Hindi too: limited, another language or field refused). Identity and business details may
 * be partial (the wizard does not ask for the tagline or the invoice prefix): what is left out keeps
 * what is stored, or the default.
 */
export const SetupShopSchema = z.object(
  {
    shop: ShopIdentityInputSchema.partial().optional(),
    business: BusinessSettingsSchema.partial().optional(),
    tax: TaxSettingsSchema.optional(),
    payments: PaymentSettingsSchema.optional(),
    delivery: DeliverySettingsSchema.optional(),
    grievanceOfficer: GrievanceOfficerInputSchema.optional(),
  },
  { error: 'Shop details must be an object' },
);
export type SetupShop = z.output<typeof SetupShopSchema>;

export const SetupBodySchema = strictBody({
  code: z
    .string({ error: 'Enter the setup code' })
    .trim()
    .min(1, 'Enter the setup code')
    .max(40, 'The setup code is 10 letters and digits'),
  administrator: strictBody({
    fullName: FullNameSchema,
    email: EmailSchema,
    password: PasswordSchema,
  }),
  shop: SetupShopSchema.default({}),
});
export type SetupBody = z.input<typeof SetupBodySchema>;

/** The new administrator is signed in, exactly as sign-in answers. */
export const SetupResultSchema = AuthResultSchema;

export const SETUP_CHECKLIST_KEYS = ['first-product', 'mail', 'logo', 'policies'] as const;
export const SetupChecklistItemSchema = z.object({
  key: z.enum(SETUP_CHECKLIST_KEYS),
  label: z.string(),
  done: z.boolean(),
  /** Where in the back office the owner does it. */
  href: z.string(),
});
export type SetupChecklistItem = z.infer<typeof SetupChecklistItemSchema>;
export const SetupChecklistSchema = z.object({ items: z.array(SetupChecklistItemSchema) });
export type SetupChecklist = z.infer<typeof SetupChecklistSchema>;
