import { sql } from 'drizzle-orm';
import { slugify } from '@shop/domain';
import { preparePixels, savePreparedImages } from '../modules/images/index.js';
import type { Db } from '../db/client.js';
import { categories, productImages, products } from '../db/schema/index.js';
import { insertDemoCategories } from './demo-categories.js';
import { PALETTE, renderPiecePhotos, type Look, type PieceKind } from './pictures/index.js';
import { mapLimit, SEED_LOCK_KEY } from './seed-demo.js';

/** Words each bench product name is made of, per subcategory, so searches like "ear" match many. */
const NOUNS: Record<string, string[]> = {
  Earrings: ['Jhumka Earrings', 'Stud Earrings', 'Drop Earrings', 'Chandbali Earrings', 'Hoop Earrings'],
  Necklaces: ['Choker Necklace', 'Pendant Necklace', 'Bead Necklace', 'Haar Necklace'],
  'Bangles & Bracelets': ['Bangle Set', 'Kada Bracelet', 'Cuff Bracelet', 'Lac Bangles'],
  'Rings & Anklets': ['Cocktail Ring', 'Toe Ring', 'Payal Anklet', 'Ghungroo Anklet'],
  Kurtis: ['A-Line Kurti', 'Straight Kurti', 'Short Kurti', 'Anarkali Kurti'],
  'Sarees & Dupattas': ['Cotton Saree', 'Silk Saree', 'Chanderi Dupatta', 'Bandhani Dupatta'],
  'Stoles & Scarves': ['Wool Stole', 'Cotton Stole', 'Silk Scarf', 'Khadi Scarf'],
  'Bags & Potlis': ['Potli Bag', 'Tote Bag', 'Sling Bag', 'Embroidered Clutch'],
  'Hair Accessories': ['Juda Pin', 'Hair Stick', 'Scrunchie', 'Hair Clip'],
  'Home Décor': ['Cushion Cover', 'Table Runner', 'Wall Hanging', 'Coaster Set'],
};
const STYLES = [
  'Oxidised',
  'Kundan',
  'Meenakari',
  'Block-Print',
  'Handloom',
  'Terracotta',
  'Zardozi',
  'Mirror-Work',
  'Ajrakh',
  'Pearl',
  'Temple',
  'Ikat',
];
const COLOURS = [
  'Indigo',
  'Teal',
  'Rani Pink',
  'Marigold',
  'Terracotta',
  'Ivory',
  'Maroon',
  'Emerald',
  'Mustard',
];
const TAGS = ['oxidised', 'silver', 'kundan', 'cotton', 'handloom', 'block-print', 'gift', 'festive', 'silk'];

/** Ranges (rupees) that fall across every price preset of each parent. */
const PRICE_RANGE: Record<string, [number, number]> = {
  jewelry: [199, 3999],
  clothing: [299, 4999],
  accessories: [149, 1499],
};

/** A handful of shared photos: one per parent's typical piece. */
const BENCH_PHOTOS: { kind: PieceKind; look: Look }[] = [
  {
    kind: 'jhumka',
    look: {
      metal: 'gold',
      primary: PALETTE.maroon,
      secondary: PALETTE.emerald,
      highlight: PALETTE.marigold,
      pattern: 'buti',
    },
  },
  {
    kind: 'necklace',
    look: {
      metal: 'antique',
      primary: PALETTE.terracotta,
      secondary: PALETTE.teal,
      highlight: PALETTE.marigold,
      pattern: 'buti',
    },
  },
  {
    kind: 'kurti',
    look: {
      metal: 'antique',
      primary: PALETTE.indigo,
      secondary: PALETTE.terracotta,
      highlight: PALETTE.marigold,
      pattern: 'buti',
    },
  },
  {
    kind: 'stole',
    look: {
      metal: 'gold',
      primary: PALETTE.teal,
      secondary: PALETTE.mustard,
      highlight: PALETTE.marigold,
      pattern: 'vine',
    },
  },
  {
    kind: 'potli',
    look: {
      metal: 'gold',
      primary: PALETTE.rani,
      secondary: PALETTE.teal,
      highlight: PALETTE.marigold,
      pattern: 'buti',
    },
  },
  {
    kind: 'tote',
    look: {
      metal: 'antique',
      primary: PALETTE.mustard,
      secondary: PALETTE.teal,
      highlight: PALETTE.rust,
      pattern: 'vine',
    },
  },
];
const PHOTOS_OF: Record<string, number[]> = { jewelry: [0, 1], clothing: [2, 3], accessories: [4, 5] };

const CHUNK = 500;

/**
 * A large catalogue for the benchmark: the demo categories and `count` products spread over them,
 * sharing six photos. Bulk inserts; only on an empty catalogue (returns 0 otherwise).
 */
export async function seedBenchCatalog(db: Db, count = 2000): Promise<number> {
  if ((await db.$count(categories)) > 0) return 0;
  const photos = (
    await mapLimit(BENCH_PHOTOS, 2, async ({ kind, look }, index) => {
      const [photo] = await renderPiecePhotos(kind, look, index, 1);
      if (!photo) throw new Error('Bench photo not drawn');
      return preparePixels(photo.data, photo.info, { effort: 0 });
    })
  ).map((prepared, index) => ({ prepared, alt: `Bench photo ${index + 1}` }));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await tx.$count(categories)) > 0) return 0;
    const imageIds = (await savePreparedImages(tx, photos)).map((image) => image.id);

    const subs = (await insertDemoCategories(tx)).subcategories.map((sub) => ({
      id: sub.id,
      name: sub.name,
      parent: sub.parentSlug,
      sku: sub.skuPrefix,
    }));

    const now = Date.now();
    for (let start = 0; start < count; start += CHUNK) {
      const rows = [];
      const links: { index: number; images: number[] }[] = [];
      for (let i = start; i < Math.min(count, start + CHUNK); i += 1) {
        const sub = subs[i % subs.length];
        if (!sub) continue;
        const nouns = NOUNS[sub.name] ?? ['Handcrafted Piece'];
        const name = `${STYLES[i % STYLES.length]} ${COLOURS[(i * 7) % COLOURS.length]} ${nouns[(i >> 2) % nouns.length]}`;
        const [low, high] = PRICE_RANGE[sub.parent] ?? [199, 1999];
        const price = low + ((i * 7919) % (high - low));
        rows.push({
          name,
          slug: `${slugify(name)}-${i + 1}`,
          description: `${name}, handcrafted in small batches in our Greater Noida studio. Bench item ${i + 1}.`,
          pricePaise: price * 100,
          originalPricePaise: i % 3 === 0 ? Math.round(price * 1.25) * 100 : null,
          categoryId: sub.id,
          stockQuantity: i % 17 === 0 ? 0 : 5 + (i % 60),
          // A rating stands for reviews (decision 030): a third of the bench items have none.
          rating: i % 3 === 1 ? null : 3.2 + (i % 19) / 10,
          reviewCount: i % 3 === 1 ? 0 : 1 + ((i * 13) % 200),
          isFeatured: i % 40 === 0,
          isNew: i % 25 === 0,
          tags: [...new Set([TAGS[i % TAGS.length] ?? 'gift', TAGS[(i * 5 + 3) % TAGS.length] ?? 'cotton'])],
          sku: `${sub.sku}-${String(i + 1).padStart(5, '0')}`,
          createdAt: new Date(now - (i % 365) * 86_400_000 - i * 1000),
        });
        links.push({ index: rows.length - 1, images: PHOTOS_OF[sub.parent] ?? [0] });
      }
      const inserted = await tx.insert(products).values(rows).returning({ id: products.id });
      const pictureRows = links.flatMap(({ index, images }) => {
        const productId = inserted[index]?.id;
        if (!productId) return [];
        return images.map((photo, position) => ({ productId, imageId: imageIds[photo] ?? '', position }));
      });
      await tx.insert(productImages).values(pictureRows);
    }
    return count;
  });
}
