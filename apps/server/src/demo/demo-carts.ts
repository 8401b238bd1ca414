import { and, asc, gt, isNull, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartItems, products, productVariants, savedAddresses, users } from '../db/schema/index.js';
import { recordDemoAccounts } from '../modules/demo-data/index.js';
import { demoAccount, ensureAccounts } from '../modules/users/index.js';

/**
 * Two demo customers who left their carts behind (decision 043), so the back office's "Carts left
 * behind" has something to show in a new demo shop, and its browser journey something to remind:
 * Asha has a phone on her saved address (WhatsApp works), Ravi has none (it cannot).
 */
const DEMO_CART_CUSTOMERS = [
  demoAccount({
    email: 'asha@demo.shop',
    password: 'Customer@123',
    fullName: 'Asha Verma',
    role: 'customer',
    phone: '+91 98111 22334',
    hoursAgo: 30,
    pieces: [0, 1],
  } as const),
  demoAccount({
    email: 'ravi@demo.shop',
    password: 'Customer@123',
    fullName: 'Ravi Kumar',
    role: 'customer',
    phone: null,
    hoursAgo: 75,
    pieces: [2],
  } as const),
];

/** Run once, right after the demo catalogue is seeded into a new shop: the carts are backdated. */
export async function seedDemoCartsLeftBehind(db: Db): Promise<void> {
  await ensureAccounts(db, DEMO_CART_CUSTOMERS);
  await recordDemoAccounts(
    db,
    DEMO_CART_CUSTOMERS.map((customer) => customer.email),
  );
  const pieces = await db
    .select({ productId: products.id, variantId: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.isActive, true),
        eq(products.madeToOrder, false),
        isNull(productVariants.archivedAt),
        gt(productVariants.stockQuantity, 2),
      ),
    )
    .orderBy(asc(products.name), asc(productVariants.position))
    .limit(3);
  for (const customer of DEMO_CART_CUSTOMERS) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, customer.email));
    if (!user) continue;
    const touched = sql`now() - make_interval(hours => ${customer.hoursAgo}::int)`;
    const lines = customer.pieces.flatMap((index) => (pieces[index] ? [pieces[index]] : []));
    if (lines.length === 0) continue;
    await db
      .insert(cartItems)
      .values(
        lines.map((piece) => ({
          ...piece,
          userId: user.id,
          quantity: 1,
          createdAt: touched,
          updatedAt: touched,
        })),
      )
      .onConflictDoNothing();
    if (customer.phone) {
      await db
        .insert(savedAddresses)
        .values({
          userId: user.id,
          name: customer.fullName,
          address: 'B-12, Pari Chowk',
          city: 'Greater Noida',
          state: 'Uttar Pradesh',
          pincode: '201310',
          phone: customer.phone,
          isDefault: true,
        })
        .onConflictDoNothing();
    }
  }
}
