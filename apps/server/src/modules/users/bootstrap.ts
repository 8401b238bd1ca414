import type { Role } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { verifyPassword } from '../auth/index.js';
import { recordDemoAccounts } from '../demo-data/index.js';
import { ensureAccounts, hasActiveAdministrator, signInDetailsOf, upsertAdministrator } from './service.js';

/**
 * The demo passwords' scrypt hashes, made once at CURRENT_COST: README publishes the passwords, so a
 * hash every demo shop shares gives nothing away, and a new demo shop's first start does not spend a
 * second of CPU hashing five of them (decision 077). bootstrap.test.ts checks each against its
 * password and the cost: raising CURRENT_COST fails it until they are made again (decision 077 has
 * the command). Demo shops made before keep theirs until a sign-in upgrades them.
 */
export const DEMO_PASSWORD_HASHES = {
  'Admin@123':
    'scrypt$ln=16,r=8,p=1$eD8UzabP8XKNZzJN2d1uIw==$ZDyv1VZhnG0nbMMZ7qO2pE1LSFJ0Cy6WQwCBtwQkv1RCxfLkOMwh3+2QFk5P/2cCZRWKfAtK1TsGtDuHzzk6eg==',
  'Manager@123':
    'scrypt$ln=16,r=8,p=1$ZRcACKbqSPqBspXtJYxVEQ==$TqAGsfenoPDxqoGxHPRLv/TAU2Y3YECgr/pd7mVY2R/iqE19MN+dovijVhoA+xDhgd+pwUfo+Sk4RgJA9tfcfw==',
  'Customer@123':
    'scrypt$ln=16,r=8,p=1$RKhAZnRvVHX6FcvsBqZOsw==$LWeZ4XKuP8rgON0UNozhdQxqscDzI2sYfdFDC7zdys3QyJqgcRlxwmpavhFRAokDLLnXRl8jYFwiUHOZOwhpYg==',
} as const;

type DemoPassword = keyof typeof DEMO_PASSWORD_HASHES;

/** A demo account's sign-in details, with the stored hash of its published password. */
export function demoAccount<Details extends { email: string; password: DemoPassword; fullName: string }>(
  details: Details,
): Details & { passwordHash: string } {
  return { ...details, passwordHash: DEMO_PASSWORD_HASHES[details.password] };
}

/** Sign-in details of the demo accounts; README lists them. They exist only with demo data. */
export const DEMO_ACCOUNTS: readonly {
  email: string;
  password: DemoPassword;
  passwordHash: string;
  fullName: string;
  role: Role;
}[] = [
  demoAccount({
    email: 'admin@demo.shop',
    password: 'Admin@123',
    fullName: 'Demo Administrator',
    role: 'administrator',
  }),
  demoAccount({
    email: 'manager@demo.shop',
    password: 'Manager@123',
    fullName: 'Demo Manager',
    role: 'admin',
  }),
  demoAccount({
    email: 'customer@demo.shop',
    password: 'Customer@123',
    fullName: 'Demo Customer',
    role: 'customer',
  }),
];

export interface BootstrapSettings {
  admin?: { email: string; password: string } | undefined;
  demoData: boolean;
}

/**
 * At start: the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD when the shop has no active
 * one, and the demo accounts when demo data is on. Idempotent, safe on every restart.
 */
export async function bootstrapAccounts(
  db: Db,
  settings: BootstrapSettings,
  log: { info(object: object, message: string): void },
): Promise<void> {
  if (settings.admin && !(await hasActiveAdministrator(db))) {
    const outcome = await upsertAdministrator(db, { ...settings.admin, fullName: 'Administrator' });
    log.info({ email: settings.admin.email.toLowerCase(), outcome }, 'first administrator ready');
  }
  if (settings.demoData) {
    const created = await ensureAccounts(db, DEMO_ACCOUNTS);
    // Marked as the demo's, so that leaving the demo signs them out for good (decision 056).
    await recordDemoAccounts(
      db,
      DEMO_ACCOUNTS.map((account) => account.email),
    );
    if (created.length > 0) log.info({ created }, 'demo accounts created');
  }
}

/**
 * Whether this account is one of the demo's and still signs in with the password README publishes:
 * such an administrator must not outlive the demo (leaving the demo keeps the caller's account).
 */
export async function keepsDemoPassword(db: Db, userId: string): Promise<boolean> {
  const account = await signInDetailsOf(db, userId);
  const demo = account && DEMO_ACCOUNTS.find((entry) => entry.email === account.email);
  return Boolean(demo && account && (await verifyPassword(demo.password, account.passwordHash)));
}
