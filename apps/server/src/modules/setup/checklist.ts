import type { SetupChecklist } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { anyProductExists } from '../catalog/index.js';
import { readShopSettings } from '../settings/index.js';

export interface ChecklistDeps {
  db: Db;
  /** Mail goes out only with SMTP configured; without it, mails are only logged. */
  smtpConfigured: boolean;
  /** Whether the owner has saved any policy page (the content-pages module answers it). */
  policiesWritten: (db: Db) => Promise<boolean>;
}

/**
 * The back office's first steps after setup (issue 26), each ticked by what the shop holds now,
 * so an item ticks itself however the owner did it.
 */
export async function setupChecklist(deps: ChecklistDeps): Promise<SetupChecklist> {
  const { db } = deps;
  const [hasProduct, settings, policies] = await Promise.all([
    anyProductExists(db),
    readShopSettings(db),
    deps.policiesWritten(db),
  ]);
  return {
    items: [
      {
        key: 'first-product',
        label: 'Add your first product',
        done: hasProduct,
        href: '/product-management',
      },
      { key: 'mail', label: 'Set up mail', done: deps.smtpConfigured, href: '/shop-settings' },
      {
        key: 'logo',
        label: 'Add your logo',
        done: settings.shop.logoImageId !== null,
        href: '/shop-settings',
      },
      { key: 'policies', label: 'Write your policies', done: policies, href: '/admin/pages' },
    ],
  };
}
