import {
  CheckedShopSettingsSchema,
  mergedHindi,
  OFFICER_HINDI_FIELDS,
  SHOP_HINDI_FIELDS,
  type AuthResult,
  type SetupBodySchema,
  type ShopSettings,
} from '@shop/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, conflict, invalidField, rateLimited } from '../../lib/errors.js';
import { assertStrongPassword, createSession, hashPassword, release, takeAttempt } from '../auth/index.js';
import { readShopSettings, saveShopSettings } from '../settings/index.js';
import { hasAnyAdministrator, insertFirstAdministrator } from '../users/index.js';
import { codeMatches, consumeSetupCode, lockSetupCode, storedSetupCode } from './code.js';

type SetupInput = z.output<typeof SetupBodySchema>;

export interface SetupDeps {
  db: Db;
  sessionDays: number;
}

export interface RequestMeta {
  ip: string;
  /** The client's address as it is, kept with the session (ip is what the limits count). */
  address?: string | undefined;
  userAgent?: string | undefined;
}

/** Wrong codes allowed per address within the window; the code's 31¹⁰ values do the rest. */
export const SETUP_GUESS_LIMIT = { perAddress: 10, windowSeconds: 15 * 60 } as const;

export const SETUP_CODE_INVALID_MESSAGE =
  'That setup code is not right. Copy it from the server’s log, where it follows “setup code:”.';
export const SETUP_DONE_MESSAGE = 'This shop is already set up. Please sign in instead.';
const EMAIL_TAKEN = 'An account with this e-mail already exists. Use another e-mail for the shop’s owner.';

const setupCodeInvalid = () =>
  new AppError(403, 'SETUP_CODE_INVALID', SETUP_CODE_INVALID_MESSAGE, [
    { field: 'code', message: SETUP_CODE_INVALID_MESSAGE },
  ]);
const setupDone = () => new AppError(409, 'SETUP_DONE', SETUP_DONE_MESSAGE);

/** Whether the first-run setup is still to be done: no account has the administrator role. */
export async function setupNeeded(db: Db): Promise<boolean> {
  return !(await hasAnyAdministrator(db));
}

/**
 * The wizard's sections over what is stored, checked whole with the Shop Settings rules (the
 * cross-section one too: registered for GST needs a GSTIN). A 422 names the field as the body does.
 */
function settingsFrom(stored: ShopSettings, given: SetupInput['shop']): ShopSettings {
  const { translations: shopHindi, ...shop } = given.shop ?? {};
  const officer = given.grievanceOfficer;
  const settings: ShopSettings = {
    ...stored,
    // The built-in tagline and hours describe the demo's studio: a new shop starts without them
    // (nor their Hindi), and the owner writes their own in Shop Settings. The Hindi sent is merged
    // as the settings' save merges it ('' or null for none).
    shop: {
      ...stored.shop,
      tagline: '',
      hours: { weekdays: '', sunday: '' },
      ...shop,
      translations: { hi: mergedHindi(SHOP_HINDI_FIELDS, undefined, shopHindi?.hi) },
    },
    business: { ...stored.business, ...given.business },
    tax: given.tax ?? stored.tax,
    payments: given.payments ?? stored.payments,
    delivery: given.delivery ?? stored.delivery,
    // The wizard names the officer whole: the built-in Hindi designation was for the built-in officer.
    grievanceOfficer: officer
      ? {
          ...officer,
          translations: { hi: mergedHindi(OFFICER_HINDI_FIELDS, undefined, officer.translations?.hi) },
        }
      : stored.grievanceOfficer,
  };
  const checked = CheckedShopSettingsSchema.safeParse(settings);
  const [issue] = checked.error?.issues ?? [];
  if (issue) throw invalidField(`shop.${issue.path.join('.')}`, issue.message);
  return settings;
}

/**
 * The first-run setup: the administrator, the shop's first settings and a signed-in session, all in
 * one transaction that holds the setup code's row. A second setup, at the same moment on this or
 * another app server, waits for that lock and then finds the administrator (409) — never two.
 * Only wrong codes count against the address; a form mistake is corrected and sent again.
 */
export async function completeSetup(
  deps: SetupDeps,
  body: SetupInput,
  meta: RequestMeta,
): Promise<AuthResult> {
  const { db } = deps;
  const attempt = await takeAttempt(db, [
    {
      key: `setup-ip:${meta.ip}`,
      limit: SETUP_GUESS_LIMIT.perAddress,
      windowSeconds: SETUP_GUESS_LIMIT.windowSeconds,
    },
  ]);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
  let wrongCode = false;
  try {
    if (await hasAnyAdministrator(db)) throw setupDone();
    if (!codeMatches(body.code, await storedSetupCode(db))) {
      wrongCode = true;
      throw setupCodeInvalid();
    }
    const { administrator } = body;
    await assertStrongPassword('administrator.password', administrator.password, administrator);
    const settings = settingsFrom(await readShopSettings(db), body.shop);
    const passwordHash = await hashPassword(administrator.password);

    return await db.transaction(async (tx) => {
      const code = await lockSetupCode(tx);
      if (await hasAnyAdministrator(tx)) throw setupDone();
      if (!codeMatches(body.code, code)) throw setupCodeInvalid();
      const user = await insertFirstAdministrator(tx, {
        email: administrator.email,
        fullName: administrator.fullName,
        passwordHash,
      });
      if (!user) throw conflict(EMAIL_TAKEN, [{ field: 'administrator.email', message: EMAIL_TAKEN }]);
      await saveShopSettings(tx, settings, { id: user.id, role: 'administrator', twoStep: false });
      await consumeSetupCode(tx);
      const session = await createSession(tx, user.id, deps.sessionDays, {
        userAgent: meta.userAgent,
        address: meta.address,
      });
      return { token: session.token, user, session: { expiresAt: session.expiresAt.toISOString() } };
    });
  } finally {
    if (!wrongCode) await release(db, attempt.ids);
  }
}
