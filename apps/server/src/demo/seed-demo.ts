import { eq, sql } from 'drizzle-orm';
import { slugify } from '@shop/domain';
import { imageUrl, savePreparedImages } from '../modules/images/index.js';
import { insertStandardSizeCharts } from '../modules/size-charts/index.js';
import type { Db } from '../db/client.js';
import { categories, productImages, products, productVariants } from '../db/schema/index.js';
import { madeSku, productTranslationColumns, storedOptions } from '../modules/catalog/index.js';
import { recordDemoRows } from '../modules/demo-data/index.js';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalog.js';
import { insertDemoCategories } from './demo-categories.js';
import { DEMO_HANDMADE, type DemoHandmade } from './demo-handmade.js';
import { DEMO_OPTION_HINDI, DEMO_PRODUCT_HINDI } from './demo-hindi.js';
import { demoProvenanceHindi } from './demo-provenance-hindi.js';
import { demoPictureJobs, undrawnDemoPhoto } from './demo-photos.js';
import { insertDemoReviews, type DemoPieceKind } from './demo-reviews.js';
import { insertDemoShopHindi, insertDemoTaxSettings } from './demo-settings.js';

/** pg_advisory_xact_lock key shared by every app server seeding the same database. */
export const SEED_LOCK_KEY = 72_640_001;

export interface SeedLog {
  info(details: object, message: string): void;
}

export interface SeedResult {
  seeded: boolean;
  categories: number;
  products: number;
  images: number;
  /** Review records written for the demo's ratings (decision 030). */
  reviews?: number;
  ms: number;
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of the results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const DAY_MS = 86_400_000;

/** A demo product's options with their Hindi (decision 074), stored as the product form stores them. */
function optionsWithHindi(options: NonNullable<DemoHandmade['options']>) {
  const { names, values } = DEMO_OPTION_HINDI;
  return storedOptions(
    [],
    options.map((option) => ({
      ...option,
      translations: {
        hi: {
          name: names[option.name] ?? null,
          values: Object.fromEntries(option.values.map((value) => [value, values[value] ?? null])),
        },
      },
    })),
  );
}

/** The columns of decision 024 a demo product's handmade entry gives it. */
function handmadeColumns(handmade: DemoHandmade) {
  return {
    options: optionsWithHindi(handmade.options ?? []),
    isOneOfAKind: handmade.isOneOfAKind ?? false,
    madeToOrder: handmade.leadTimeDays !== undefined,
    leadTimeDays: handmade.leadTimeDays ?? null,
    personalisationLabel: handmade.personalisation?.label ?? null,
    personalisationMaxLength: handmade.personalisation?.maxLength ?? null,
    craft: handmade.craft ?? null,
    material: handmade.material ?? null,
    origin: handmade.origin ?? null,
    artisan: handmade.artisan ?? null,
    care: handmade.care ?? null,
  };
}

/**
 * A demo product's Hindi (issue 28): its words from demo-hindi.ts, which has every demo product,
 * and its provenance and note label from demo-provenance-hindi.ts.
 */
function hindiOf(name: string, handmade: DemoHandmade) {
  const hindi = DEMO_PRODUCT_HINDI[name];
  if (!hindi) throw new Error(`No Hindi for the demo product ${name}`);
  return { ...hindi, ...demoProvenanceHindi(handmade) };
}

const KIND_BY_PARENT: Record<string, DemoPieceKind> = {
  jewelry: 'Jewellery',
  clothing: 'Clothing',
  accessories: 'Accessories',
};
/** Whether a subcategory sells jewellery, clothing or accessories, for the words of its reviews. */
const KIND_OF_SUBCATEGORY = new Map(
  DEMO_CATEGORIES.flatMap((parent) =>
    parent.subcategories.map((sub) => [sub.name, KIND_BY_PARENT[parent.slug] ?? 'Accessories'] as const),
  ),
);

/**
 * Fills an empty database with the demo catalogue: 3 parents, their subcategories, ~40 products
 * with their photos, stored by name and drawn when first asked for (decision 063). Does nothing
 * when any category exists. Several app servers may call it at once: the advisory lock makes the
 * others wait, then find the catalogue there.
 */
export async function seedDemoData(db: Db, log?: SeedLog): Promise<SeedResult> {
  const started = performance.now();
  const skipped = (): SeedResult => ({
    seeded: false,
    categories: 0,
    products: 0,
    images: 0,
    ms: Math.round(performance.now() - started),
  });
  if ((await db.$count(categories)) > 0) return skipped();

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await tx.$count(categories)) > 0) return undefined;

    const tree = await insertDemoCategories(tx);
    // Marked as the demo's, so that leaving the demo removes these and never the owner's (decision 056).
    await recordDemoRows(tx, 'category', [...tree.parentIds, ...tree.subcategories.map((sub) => sub.id)]);
    // Migration 0003 found no categories in a new shop; its charts come with them.
    await insertStandardSizeCharts(tx);
    const subcategoryIds = new Map(
      tree.subcategories.map((sub) => [sub.name, { id: sub.id, parentId: sub.parentId, sku: sub.skuPrefix }]),
    );

    // One picture per photo of each job: products first, in order, then the colours' pictures.
    const jobs = demoPictureJobs();
    const stored = await savePreparedImages(
      tx,
      jobs.flatMap((job, index) =>
        Array.from({ length: job.count }, (_, position) => ({
          prepared: undrawnDemoPhoto(index, position),
          alt: job.variant
            ? `${job.variant.product} in ${job.variant.value}`
            : `${DEMO_PRODUCTS[index]?.name ?? ''}, photo ${position + 1}`,
        })),
      ),
    );
    await recordDemoRows(
      tx,
      'image',
      stored.map((image) => image.id),
    );
    let nextImage = 0;
    const jobImageIds = jobs.map((job) =>
      Array.from({ length: job.count }, () => stored[nextImage++]?.id ?? ''),
    );
    const imageIds = DEMO_PRODUCTS.map((_, index) => jobImageIds[index] ?? []);
    // The picture of each colour, by product name and colour value.
    const colourImageIds = new Map<string, string>();
    jobs.forEach((job, index) => {
      const id = jobImageIds[index]?.[0];
      if (job.variant && id) colourImageIds.set(`${job.variant.product}\n${job.variant.value}`, id);
    });

    const skuCounters = new Map<string, number>();
    const now = Date.now();
    const rows = DEMO_PRODUCTS.map((product, index) => {
      const category = subcategoryIds.get(product.subcategory);
      if (!category) throw new Error(`Unknown demo subcategory ${product.subcategory}`);
      const count = (skuCounters.get(category.sku) ?? 0) + 1;
      skuCounters.set(category.sku, count);
      // New arrivals from the last fortnight, the rest spread over the past few months, so "newest" sorts sensibly.
      const ageDays = product.isNew ? 1 + (index % 12) : 20 + ((index * 37) % 150);
      const handmade = DEMO_HANDMADE[product.name] ?? {};
      return {
        ...handmadeColumns(handmade),
        name: product.name,
        slug: slugify(product.name),
        description: product.description,
        pricePaise: product.price * 100,
        originalPricePaise: product.originalPrice ? product.originalPrice * 100 : null,
        categoryId: category.id,
        // A product with variants gets its stock from theirs (the roll-up trigger); the sum meanwhile.
        stockQuantity: handmade.variants
          ? handmade.variants.reduce((sum, variant) => sum + variant.stock, 0)
          : product.stock,
        isFeatured: product.featured ?? false,
        isNew: product.isNew ?? false,
        tags: product.tags,
        sku: `${category.sku}-${String(count).padStart(3, '0')}`,
        ...productTranslationColumns({ hi: hindiOf(product.name, handmade) }),
        createdAt: new Date(now - ageDays * DAY_MS - index * 60_000),
      };
    });
    const inserted = await tx
      .insert(products)
      .values(rows)
      .returning({ id: products.id, slug: products.slug, sku: products.sku });
    await recordDemoRows(
      tx,
      'product',
      inserted.map((row) => row.id),
    );
    const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
    const skuBySlug = new Map(inserted.map((row) => [row.slug, row.sku ?? '']));
    const links = DEMO_PRODUCTS.flatMap((product, index) => {
      const productId = idBySlug.get(slugify(product.name));
      if (!productId) throw new Error(`Product ${product.name} not inserted`);
      return (imageIds[index] ?? []).map((imageId, position) => ({ productId, imageId, position }));
    });
    await tx.insert(productImages).values(links);

    // Products without options got their one variant from the insert (a trigger); the others'
    // variants go in here, in one statement, and their product's price and stock follow by trigger.
    const variantRows = DEMO_PRODUCTS.flatMap((product) => {
      const handmade = DEMO_HANDMADE[product.name];
      const slug = slugify(product.name);
      const productId = idBySlug.get(slug) ?? '';
      const options = handmade?.options ?? [];
      const colourOption = handmade?.colourPictures?.option;
      return (handmade?.variants ?? []).map((variant, position) => {
        const price = variant.price ?? product.price;
        const colour = colourOption ? variant.optionValues[colourOption] : undefined;
        return {
          productId,
          sku: madeSku(skuBySlug.get(slug) ?? '', options, variant.optionValues),
          optionValues: variant.optionValues,
          position,
          pricePaise: price * 100,
          // The same saving as the product's: a size that costs more was dearer before too.
          originalPricePaise: product.originalPrice
            ? (product.originalPrice + price - product.price) * 100
            : null,
          stockQuantity: variant.stock,
          imageId: (colour && colourImageIds.get(`${product.name}\n${colour}`)) || null,
        };
      });
    });
    if (variantRows.length) await tx.insert(productVariants).values(variantRows);

    const reviewCount = await insertDemoReviews(
      tx,
      DEMO_PRODUCTS.map((product) => ({
        id: idBySlug.get(slugify(product.name)) ?? '',
        kind: KIND_OF_SUBCATEGORY.get(product.subcategory) ?? 'Accessories',
      })),
    );

    // Each category card shows a photo of one of its pieces, a featured one where there is one.
    const covers = new Map<string, string>();
    const featuredFirst = DEMO_PRODUCTS.map((_, index) => index).sort(
      (a, b) => Number(DEMO_PRODUCTS[b]?.featured ?? false) - Number(DEMO_PRODUCTS[a]?.featured ?? false),
    );
    for (const index of featuredFirst) {
      const category = subcategoryIds.get(DEMO_PRODUCTS[index]?.subcategory ?? '');
      const firstImage = imageIds[index]?.[0];
      if (!category || !firstImage) continue;
      for (const id of [category.id, category.parentId])
        if (!covers.has(id)) covers.set(id, imageUrl(firstImage));
    }
    for (const [id, url] of covers)
      await tx.update(categories).set({ imageUrl: url }).where(eq(categories.id, id));
    await insertDemoTaxSettings(tx);
    await insertDemoShopHindi(tx);

    return {
      seeded: true,
      categories: tree.parentCount + tree.subcategories.length,
      products: inserted.length,
      images: links.length,
      reviews: reviewCount,
    };
  });

  if (!result) return skipped();
  const summary: SeedResult = { ...result, ms: Math.round(performance.now() - started) };
  log?.info(summary, `Demo catalogue seeded in ${(summary.ms / 1000).toFixed(1)} s`);
  return summary;
}
