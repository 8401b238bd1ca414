import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { products } from '../../src/db/schema/index.js';
import { makeProduct } from './order-fixtures.js';

/**
 * A kurti in M, Indigo or Mustard at ₹1,200: its name and colours in Hindi, its size not, so its
 * variant reads "M / नील" in Hindi, each value falling back on its own (issue 28).
 */
export async function makeHindiKurti(db: Db) {
  const options = [
    { name: 'Size', values: ['M'] },
    { name: 'Colour', values: ['Indigo', 'Mustard'] },
  ];
  const kurti = await makeProduct(db, {
    name: `Dabu Kurti ${randomBytes(2).toString('hex')}`,
    price: 1200,
    options,
    variants: [
      { optionValues: { Size: 'M', Colour: 'Indigo' } },
      { optionValues: { Size: 'M', Colour: 'Mustard' } },
    ],
  });
  await db
    .update(products)
    .set({
      translations: { hi: { name: 'डाबू कुर्ती' } },
      options: [
        options[0]!,
        {
          ...options[1]!,
          translations: { hi: { name: 'रंग', values: { Indigo: 'नील', Mustard: 'सरसों पीला' } } },
        },
      ],
    })
    .where(eq(products.id, kurti.id));
  const [indigo, mustard] = kurti.variants.map((variant) => variant.id) as [string, string];
  return { ...kurti, indigo, mustard };
}
