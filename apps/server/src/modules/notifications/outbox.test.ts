import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { notifications, orders } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { addToCart, checkout, makeProduct } from '../../../test/support/order-fixtures.js';
import { startSmtp, waitFor } from '../../../test/support/smtp.js';
import { json } from '../../../test/support/test-app.js';
import { seedShopSettings } from '../settings/index.js';
import {
  createEmptyPostgresDatabase,
  dropDatabase,
  testDatabaseKind,
} from '../../../test/support/test-database.js';

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** One database that outlives the app servers opened on it, as a shop's does across restarts. */
async function sharedDatabase() {
  if (testDatabaseKind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
    return {
      open: () => openDatabase({ dataDir }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { name, url } = await createEmptyPostgresDatabase();
  return { open: () => openDatabase({ databaseUrl: url, poolSize: 5 }), drop: () => dropDatabase(name) };
}

async function startShop(database: Database, smtp: Smtp, settings: Record<string, string> = {}) {
  const config = testConfig({
    JOB_QUEUE: 'true',
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://shop.test',
    SHOP_ORDERS_EMAIL: 'orders@shop.test',
    ...settings,
  });
  // A shop's first start takes PUBLIC_URL into Shop Settings (issue 26); a restart keeps them.
  await seedShopSettings(database.db, config.shopSeed, { warn: () => undefined });
  const app = await buildApp({ config, database });
  await app.ready();
  return app;
}

const mailsTo = (smtp: Smtp, to: string, subject?: RegExp) =>
  smtp.inbox.filter((mail) => mail.to.includes(to) && (!subject || subject.test(mail.subject)));

describe('notifications through the durable queue', { timeout: 90_000 }, () => {
  let smtp: Smtp;
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let database: Database;

  beforeAll(async () => {
    smtp = await startSmtp();
    shared = await sharedDatabase();
  });
  afterAll(async () => {
    await smtp.close();
    await shared.drop();
  });

  const stateOf = async (orderId: string) =>
    database.db.select().from(notifications).where(eq(notifications.orderId, orderId));

  async function placeOrder(app: Awaited<ReturnType<typeof startShop>>) {
    const me = await createUserWithSession(database.db, 'customer', { fullName: 'Asha Verma' });
    const product = await makeProduct(database.db, {
      name: 'Kundan Jhumka',
      price: 1299,
      personalisation: { label: 'Name to engrave', maxLength: 20 },
      options: [{ name: 'Finish', values: ['Gold', 'Silver'] }],
      variants: [
        { optionValues: { Finish: 'Gold' }, stockQuantity: 5 },
        { optionValues: { Finish: 'Silver' }, stockQuantity: 5 },
      ],
    });
    await addToCart(app, me.authorization, product.id, 2, {
      variantId: product.variants[1]!.id,
      personalisationNote: 'For Meera',
    });
    const response = await checkout(app, me.authorization);
    expect(response.statusCode).toBe(201);
    return { me, order: json(response).data.order as { id: string; total: number } };
  }

  it('a mail server that is down delays mail but never loses it: each mail arrives once when it is back', async () => {
    database = await shared.open();
    const app = await startShop(database, smtp);
    try {
      smtp.refuse(true);
      const { me, order } = await placeOrder(app);
      // The worker tried, the server said 451, and the notification waits for its retry.
      await waitFor('a refused attempt', async () => {
        const rows = await stateOf(order.id);
        return (
          rows.length === 2 &&
          rows.every((row) => row.attempts >= 1 && row.state === 'queued' && row.lastError)
        );
      });
      expect(smtp.inbox).toHaveLength(0);
      expect(smtp.refusals()).toBeGreaterThanOrEqual(2);

      smtp.refuse(false);
      await waitFor('both mails sent', async () =>
        (await stateOf(order.id)).every((row) => row.state === 'sent'),
      );
      expect(mailsTo(smtp, me.email)).toHaveLength(1);
      expect(mailsTo(smtp, 'orders@shop.test')).toHaveLength(1);

      // The customer's confirmation: lines with variant and note, totals, address, COD amount.
      const [placed] = mailsTo(smtp, me.email);
      expect(placed!.subject).toMatch(/^Order [0-9A-F]{8} placed$/);
      expect(placed!.text).toContain('Kundan Jhumka (Silver) × 2');
      expect(placed!.text).toContain('Personalisation: For Meera');
      expect(placed!.text).toContain('₹2,598');
      expect(placed!.text).toContain(`please keep ₹${order.total.toLocaleString('en-IN')} ready`);
      expect(placed!.text).toContain('Greater Noida, Uttar Pradesh 201310');
      expect(placed!.body).toContain('cid:shop-logo');
      expect(placed!.inline).toContain('<shop-logo>');
      // The shop's: a link to the order in the back office.
      const [shopMail] = mailsTo(smtp, 'orders@shop.test');
      expect(shopMail!.subject).toMatch(/^New order [0-9A-F]{8}: ₹/);
      expect(shopMail!.text).toMatch(/http:\/\/shop\.test\/order-management\?search=[0-9A-F]{8}/);
    } finally {
      smtp.refuse(false);
      await app.close();
      await database.close();
    }
  });

  it('a server stopped after the mail was queued but before it was sent: the next server sends it, once', async () => {
    database = await shared.open();
    // This server's worker looks for work once at start and then not for a minute: it never sends.
    const first = await startShop(database, smtp, { JOB_POLL_SECONDS: '60' });
    const before = smtp.inbox.length;
    let orderId: string;
    let email: string;
    try {
      const { me, order } = await placeOrder(first);
      orderId = order.id;
      email = me.email;
      await waitFor('the mails handed to the queue', async () =>
        (await stateOf(order.id)).every((row) => row.enqueuedAt !== null),
      );
    } finally {
      await first.close();
      await database.close();
    }
    expect(smtp.inbox.length).toBe(before);

    database = await shared.open();
    const second = await startShop(database, smtp);
    try {
      await waitFor('both mails sent', async () =>
        (await stateOf(orderId)).every((row) => row.state === 'sent'),
      );
      expect(mailsTo(smtp, email)).toHaveLength(1);
      expect((await stateOf(orderId)).map((row) => row.attempts)).toEqual([1, 1]);
    } finally {
      await second.close();
      await database.close();
    }
  });

  it('a checkout that rolls back sends nothing; a status change mails the customer', async () => {
    database = await shared.open();
    const app = await startShop(database, smtp);
    try {
      // Two buyers, one unit: the second checkout is refused and rolls back, its mails with it.
      const product = await makeProduct(database.db, { name: 'Last Dhurrie', price: 2400, stockQuantity: 1 });
      const [winner, loser] = await Promise.all([
        createUserWithSession(database.db, 'customer'),
        createUserWithSession(database.db, 'customer'),
      ]);
      await addToCart(app, winner.authorization, product.id, 1);
      await addToCart(app, loser.authorization, product.id, 1);
      expect((await checkout(app, winner.authorization)).statusCode).toBe(201);
      expect((await checkout(app, loser.authorization)).statusCode).toBe(409);
      const [order] = await database.db.select().from(orders).where(eq(orders.userId, winner.userId));
      const admin = await createUserWithSession(database.db, 'admin');
      for (const status of ['processing', 'shipped', 'delivered']) {
        const moved = await app.inject({
          method: 'PATCH',
          url: `/api/orders/${order!.id}/status`,
          headers: { authorization: admin.authorization },
          payload: {
            status,
            ...(status === 'shipped' ? { courier: 'DTDC', trackingNumber: 'D12345678' } : {}),
          },
        });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      await waitFor('five mails sent', async () => {
        const rows = await stateOf(order!.id);
        return rows.length === 5 && rows.every((row) => row.state === 'sent');
      });
      expect(mailsTo(smtp, loser.email)).toHaveLength(0);
      const subjects = mailsTo(smtp, winner.email).map((mail) => mail.subject.replace(/[0-9A-F]{8}/, 'N'));
      expect(subjects.sort()).toEqual([
        'Order N confirmed',
        'Order N delivered',
        'Order N placed',
        'Order N shipped',
      ]);
      const shipped = mailsTo(smtp, winner.email, /shipped/)[0]!;
      expect(shipped.text).toContain('Courier: DTDC');
      expect(shipped.text).toContain('AWB number: D12345678');
      expect(shipped.text).toMatch(/https:\/\/\S+D12345678/);
      const delivered = mailsTo(smtp, winner.email, /delivered/)[0]!;
      expect(delivered.text).toContain(`http://shop.test/orders/${order!.id}#review`);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
