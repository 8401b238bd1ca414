import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { reviews, users } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/index.js';
import { recordDemoRows } from '../modules/demo-data/index.js';
import { recomputeRatings } from '../modules/reviews/index.js';

/**
 * Real review records for the demo shop (decision 030): the stars and counts a shopper sees come
 * from these rows, as they would from customers, never from typed figures. About half the products
 * get one to six reviews, 3 to 5 stars, written over the past months by a dozen demo customers.
 */

const REVIEWERS = [
  'Priya Sharma',
  'Ananya Iyer',
  'Rohit Verma',
  'Meenakshi Rao',
  'Kavya Nair',
  'Farah Khan',
  'Simran Kaur',
  'Aditi Joshi',
  'Neha Gupta',
  'Lakshmi Menon',
  'Pooja Patel',
  'Divya Reddy',
] as const;

export type DemoPieceKind = 'Jewellery' | 'Clothing' | 'Accessories';

/** What buyers of each kind of piece wrote, by stars. */
const TEXTS: Record<DemoPieceKind, Record<3 | 4 | 5, string[]>> = {
  Jewellery: {
    5: [
      'Even prettier than the photos. Wore them to my cousin’s mehendi and got so many compliments.',
      'Beautiful finish and light on the ears. Packed carefully in a little pouch, perfect for gifting.',
      'The kundan work is so neat. Came with a handwritten thank-you note, lovely touch.',
    ],
    4: [
      'Lovely piece and well made. Delivery took a day longer than promised, but worth the wait.',
      'Looks rich and the colour matches the photo. Slightly heavier than I expected.',
    ],
    3: ['Nice design, but the plating looks a shade darker than in the picture. Still wearing it.'],
  },
  Clothing: {
    5: [
      'Soft cotton and the print is crisp. The size chart was spot on for me.',
      'Stitching is neat and the fabric breathes well in the heat. Ordering another colour.',
      'Washed it twice and the colour has not run at all. Fits beautifully.',
    ],
    4: [
      'Very comfortable for office wear. The sleeves run a little long for me.',
      'Good quality fabric and lovely block print. Took a week to arrive in Pune.',
    ],
    3: ['The fabric is lovely but it ran a little large; I should have taken the smaller size.'],
  },
  Accessories: {
    5: [
      'Such a pretty potli, the embroidery is even and it holds my phone and keys easily.',
      'Bought it as a wedding gift and the bride loved it. Beautifully finished inside too.',
    ],
    4: [
      'Well made and the colours are rich. Wish it had a little inside pocket.',
      'Good size and sturdy handle. Colour is a touch brighter than the photo.',
    ],
    3: ['Pretty and well stitched, but smaller than I imagined from the photos.'],
  },
};

/** Stars in the order reviews take them: mostly 4 and 5, some 3, as a real shop's spread. */
const STARS: (3 | 4 | 5)[] = [5, 4, 5, 5, 3, 4, 5, 4, 5, 3, 5, 4, 4, 5];
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReviewedProduct {
  id: string;
  kind: DemoPieceKind;
}

/** Which products get reviews and which reviews: every other product, a few each, the same every time. */
export function demoReviewRows(products: ReviewedProduct[], reviewerIds: string[], now = Date.now()) {
  let next = 0;
  return products.flatMap((product, index) => {
    if (index % 2 === 1) return [];
    const count = 1 + ((index * 7) % 6);
    return Array.from({ length: Math.min(count, reviewerIds.length) }, (_, k) => {
      const rating = STARS[next % STARS.length] ?? 5;
      const texts = TEXTS[product.kind][rating];
      const comment = texts[(index + k) % texts.length] ?? null;
      next += 1;
      return {
        productId: product.id,
        userId: reviewerIds[(index + k * 5) % reviewerIds.length] ?? '',
        rating,
        // Some buyers rate without words.
        comment: next % 5 === 0 ? null : comment,
        createdAt: new Date(now - (3 + ((index * 13 + k * 17) % 110)) * DAY_MS),
      };
    });
  });
}

const emailOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@reviewers.demo.invalid`;

/**
 * The demo customers who wrote the reviews, their reviews, and each product's rating from them.
 * The accounts have an unguessable password nobody is told: they exist to have written reviews.
 */
export async function insertDemoReviews(tx: Db, products: ReviewedProduct[]): Promise<number> {
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const reviewerIds = (
    await tx
      .insert(users)
      .values(REVIEWERS.map((fullName) => ({ email: emailOf(fullName), fullName, passwordHash })))
      .returning({ id: users.id })
  ).map((row) => row.id);
  await recordDemoRows(tx, 'account', reviewerIds);
  const rows = demoReviewRows(products, reviewerIds);
  if (rows.length === 0) return 0;
  await tx.insert(reviews).values(rows);
  await recomputeRatings(tx, [...new Set(rows.map((row) => row.productId))]);
  return rows.length;
}
