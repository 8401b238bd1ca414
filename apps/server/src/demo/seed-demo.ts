import { eq, sql } from 'drizzle-orm';
import { slugify } from '@shop/domain';
import { imageUrl, preparePixels, savePreparedImages, type PreparedImage } from '../modules/images/index.js';
import { insertStandardSizeCharts } from '../modules/size-charts/index.js';
import type { Db } from '../db/client.js';
import { categories, productImages, products } from '../db/schema/index.js';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-catalog.js';
import { insertDemoCategories } from './demo-categories.js';
import { renderPiecePhotos } from './pictures/index.js';

/** pg_advisory_xact_lock key shared by every app server seeding the same database. */
export const SEED_LOCK_KEY = 72_640_001;

/** Two pictures are drawn at once: the machine the shop runs on may have only two cores. */
const RENDER_CONCURRENCY = 2;
/** The fastest WebP effort: these drawings compress well anyway, and the first start should be quick. */
const DEMO_WEBP_EFFORT = 0;

export interface SeedLog {
  info(details: object, message: string): void;
}

export interface SeedResult {
  seeded: boolean;
  categories: number;
  products: number;
  images: number;
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

/** Draws and prepares every product's photos (CPU only, no database). */
async function preparePhotos(list: readonly DemoProduct[]): Promise<PreparedImage[][]> {
  return mapLimit(list, RENDER_CONCURRENCY, async (product, index) => {
    const photos = await renderPiecePhotos(
      product.picture.kind,
      product.picture.look,
      index,
      product.picture.count,
    );
    const prepared: PreparedImage[] = [];
    for (const photo of photos)
      prepared.push(await preparePixels(photo.data, photo.info, { effort: DEMO_WEBP_EFFORT }));
    return prepared;
  });
}

/**
 * The demo catalogue's photos, in the order of its products (drawn here or in a process of its
 * own); `products` draws only the first ones (tests).
 */
export function drawDemoPhotos(products = DEMO_PRODUCTS.length): Promise<PreparedImage[][]> {
  return preparePhotos(DEMO_PRODUCTS.slice(0, products));
}

const DAY_MS = 86_400_000;

/**
 * Fills an empty database with the demo catalogue: 3 parents, their subcategories, ~40 products
 * with drawn photos. Does nothing when any category exists. Several app servers may call it at
 * once: the advisory lock makes the others wait, then find the catalogue there.
 */
export async function seedDemoData(
  db: Db,
  log?: SeedLog,
  /** Where the photos come from; the server draws them in a process of its own (decision 025). */
  drawPhotos: () => Promise<PreparedImage[][]> = drawDemoPhotos,
): Promise<SeedResult> {
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

    const photos = await drawPhotos();
    const rendered = performance.now();

    const tree = await insertDemoCategories(tx);
    // Migration 0003 found no categories in a new shop; its charts come with them.
    await insertStandardSizeCharts(tx);
    const subcategoryIds = new Map(
      tree.subcategories.map((sub) => [sub.name, { id: sub.id, parentId: sub.parentId, sku: sub.skuPrefix }]),
    );

    const stored = await savePreparedImages(
      tx,
      DEMO_PRODUCTS.flatMap((product, index) =>
        (photos[index] ?? []).map((prepared, position) => ({
          prepared,
          alt: `${product.name}, photo ${position + 1}`,
        })),
      ),
    );
    let nextImage = 0;
    const imageIds = DEMO_PRODUCTS.map((_, index) =>
      (photos[index] ?? []).map(() => stored[nextImage++]?.id ?? ''),
    );

    const skuCounters = new Map<string, number>();
    const now = Date.now();
    const rows = DEMO_PRODUCTS.map((product, index) => {
      const category = subcategoryIds.get(product.subcategory);
      if (!category) throw new Error(`Unknown demo subcategory ${product.subcategory}`);
      const count = (skuCounters.get(category.sku) ?? 0) + 1;
      skuCounters.set(category.sku, count);
      // New arrivals from the last fortnight, the rest spread over the past few months, so "newest" sorts sensibly.
      const ageDays = product.isNew ? 1 + (index % 12) : 20 + ((index * 37) % 150);
      return {
        name: product.name,
        slug: slugify(product.name),
        description: product.description,
        pricePaise: product.price * 100,
        originalPricePaise: product.originalPrice ? product.originalPrice * 100 : null,
        categoryId: category.id,
        stockQuantity: product.stock,
        baseRating: product.rating,
        baseReviewCount: product.reviews,
        rating: product.rating,
        reviewCount: product.reviews,
        isFeatured: product.featured ?? false,
        isNew: product.isNew ?? false,
        tags: product.tags,
        sku: `${category.sku}-${String(count).padStart(3, '0')}`,
        createdAt: new Date(now - ageDays * DAY_MS - index * 60_000),
      };
    });
    const inserted = await tx
      .insert(products)
      .values(rows)
      .returning({ id: products.id, slug: products.slug });
    const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
    const links = DEMO_PRODUCTS.flatMap((product, index) => {
      const productId = idBySlug.get(slugify(product.name));
      if (!productId) throw new Error(`Product ${product.name} not inserted`);
      return (imageIds[index] ?? []).map((imageId, position) => ({ productId, imageId, position }));
    });
    await tx.insert(productImages).values(links);

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

    return {
      seeded: true,
      categories: tree.parentCount + tree.subcategories.length,
      products: inserted.length,
      images: links.length,
      renderMs: Math.round(rendered - started),
    };
  });

  if (!result) return skipped();
  const { renderMs, ...counts } = result;
  const summary: SeedResult = { ...counts, ms: Math.round(performance.now() - started) };
  log?.info({ ...summary, renderMs }, `Demo catalogue seeded in ${(summary.ms / 1000).toFixed(1)} s`);
  return summary;
}
