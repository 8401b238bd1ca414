import { sql, type SQL } from 'drizzle-orm';
import {
  paginate,
  UuidSchema,
  type Category,
  type CategoryRef,
  type Product,
  type ProductList,
  type ProductListQuery,
  type Suggestion,
} from '@shop/domain';
import type { Database, Db } from '../../db/client.js';
import { PRODUCT_COLUMNS, PRODUCT_FROM, rows, toProduct, VISIBLE, type ProductRow } from './product-row.js';
import { tsQuery } from './search-query.js';

export interface VisibilityOptions {
  /** Staff views: show inactive products and products of inactive categories too. */
  includeInactive?: boolean;
}

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Products by id, in the order asked (unknown and, unless includeInactive, hidden ids are left
 * out). Uncached and read fresh: the cart and checkout rely on the current stock.
 */
export async function getProductsByIds(
  db: Db,
  ids: string[],
  options: VisibilityOptions = {},
): Promise<Product[]> {
  const wanted = [...new Set(ids)].filter((id) => UuidSchema.safeParse(id).success);
  if (wanted.length === 0) return [];
  const found = await rows<ProductRow>(
    db,
    sql`select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM}
        where p.id in (${sql.join(
          wanted.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        ${options.includeInactive ? sql`` : sql`and ${VISIBLE}`}`,
  );
  const byId = new Map(found.map((row) => [row.id, toProduct(row)]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

export async function getProductById(
  db: Db,
  id: string,
  options: VisibilityOptions = {},
): Promise<Product | null> {
  const [product] = await getProductsByIds(db, [id], options);
  return product ?? null;
}

export async function getProductBySlug(
  db: Db,
  slug: string,
  options: VisibilityOptions = {},
): Promise<Product | null> {
  const [row] = await rows<ProductRow>(
    db,
    sql`select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM}
        where p.slug = ${slug} ${options.includeInactive ? sql`` : sql`and ${VISIBLE}`}`,
  );
  return row ? toProduct(row) : null;
}

export type ProductFilter = Omit<ProductListQuery, 'page' | 'limit' | 'includeInactive'>;

/** Sort directions a shopper expects when they pick a field without an order. */
const DEFAULT_ORDER = { price: 'asc', name: 'asc', newest: 'desc', rating: 'desc' } as const;

function orderBy(filter: ProductFilter, query: SQL | null): SQL {
  const newestFirst = sql`p.created_at desc, p.id`;
  if (!filter.sortBy) {
    return query ? sql`ts_rank(p.search_vector, ${query}) desc, ${newestFirst}` : newestFirst;
  }
  const direction = (filter.sortOrder ?? DEFAULT_ORDER[filter.sortBy]) === 'asc' ? sql`asc` : sql`desc`;
  const key = {
    price: sql`p.price_paise`,
    newest: sql`p.created_at`,
    rating: sql`p.rating`,
    name: sql`lower(p.name)`,
  }[filter.sortBy];
  return sql`${key} ${direction}, ${newestFirst}`;
}

/** The WHERE clause of a filter, or null when the filter can match nothing (e.g. a search of '!!'). */
function whereOf(filter: ProductFilter, options: VisibilityOptions, query: SQL | null): SQL | null {
  const conditions: SQL[] = [];
  if (!options.includeInactive) conditions.push(VISIBLE);
  if (filter.category?.length) {
    const slugs = inList(filter.category);
    conditions.push(sql`(c.slug in (${slugs}) or pc.slug in (${slugs}))`);
  }
  if (filter.minPrice !== undefined)
    conditions.push(sql`p.price_paise >= ${Math.round(filter.minPrice * 100)}`);
  if (filter.maxPrice !== undefined)
    conditions.push(sql`p.price_paise <= ${Math.round(filter.maxPrice * 100)}`);
  if (filter.inStock !== undefined) {
    conditions.push(filter.inStock ? sql`p.stock_quantity > 0` : sql`p.stock_quantity = 0`);
  }
  if (filter.isFeatured !== undefined) conditions.push(sql`p.is_featured = ${filter.isFeatured}`);
  if (filter.isNew !== undefined) conditions.push(sql`p.is_new = ${filter.isNew}`);
  if (filter.tags?.length) conditions.push(sql`p.tags && array[${inList(filter.tags)}]::text[]`);
  if (filter.search !== undefined && filter.search !== '') {
    if (!query) return null;
    conditions.push(sql`p.search_vector @@ ${query}`);
  }
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/**
 * One page of products and the total, in one round trip: the page's ids and the total come from
 * a window over the filtered rows, then only those rows are joined to their images.
 */
export async function listProducts(
  db: Db,
  filter: ProductFilter,
  page: number,
  limit: number,
  options: VisibilityOptions = {},
): Promise<ProductList> {
  const query = filter.search ? tsQuery(filter.search) : null;
  const where = whereOf(filter, options, query);
  if (!where) return { products: [], pagination: paginate(page, limit, 0) };
  const order = orderBy(filter, query);
  const found = await rows<ProductRow & { total: number }>(
    db,
    sql`select ${PRODUCT_COLUMNS}, page.total
        from (
          select p.id, (count(*) over ())::int as total, row_number() over (order by ${order}) as rn
          from ${PRODUCT_FROM}
          where ${where}
          order by rn
          limit ${limit} offset ${(page - 1) * limit}
        ) page
        join products p on p.id = page.id
        join categories c on c.id = p.category_id
        left join categories pc on pc.id = c.parent_id
        order by page.rn`,
  );
  let total = found[0]?.total ?? 0;
  if (found.length === 0 && page > 1) {
    // Past the last page the window has no rows to count; the total still matters to the pager.
    const [counted] = await rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from ${PRODUCT_FROM} where ${where}`,
    );
    total = counted?.total ?? 0;
  }
  return { products: found.map(toProduct), pagination: paginate(page, limit, total) };
}

export async function searchProducts(
  db: Db,
  input: { q: string; category?: string[]; minPrice?: number; maxPrice?: number; limit: number },
): Promise<Product[]> {
  const { q, limit, ...rest } = input;
  const result = await listProducts(db, { ...rest, search: q }, 1, limit);
  return result.products;
}

export async function suggestProducts(db: Db, q: string, limit: number): Promise<Suggestion[]> {
  if (q.trim().length < 2) return [];
  const products = await searchProducts(db, { q, limit });
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    slug: product.slug,
    price: product.price,
    image: product.image,
    categoryName: product.categoryName,
    subcategoryName: product.subcategoryName,
  }));
}

export async function featuredProducts(db: Db, limit: number): Promise<Product[]> {
  return (await listProducts(db, { isFeatured: true }, 1, limit)).products;
}

export async function newArrivals(db: Db, limit: number): Promise<Product[]> {
  return (await listProducts(db, { isNew: true }, 1, limit)).products;
}

/** Every shopper-visible product, for the sitemap. */
export async function visibleProductUrls(db: Db): Promise<{ id: string; updatedAt: string }[]> {
  return rows<{ id: string; updatedAt: string }>(
    db,
    sql`select p.id, to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD') as "updatedAt"
        from ${PRODUCT_FROM} where ${VISIBLE} order by p.created_at desc, p.id`,
  );
}

interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  icon: string | null;
  image_url: string | null;
  parent_id: string | null;
  category_type: 'parent' | 'subcategory';
  is_active: boolean;
  product_count: number;
}

/**
 * Every category with its parent and subcategory references and its count of visible products
 * (its own and its subcategories'), in display order. Hidden categories, and subcategories of
 * hidden parents, are left out unless includeInactive.
 */
export async function listCategories(db: Db, options: VisibilityOptions = {}): Promise<Category[]> {
  const found = await rows<CategoryRow>(
    db,
    sql`select c.id, c.name, c.slug, c.description, c.icon, c.image_url, c.parent_id, c.category_type,
          c.is_active,
          (select count(*)::int from products p join categories pc on pc.id = p.category_id
            where p.is_active and pc.is_active and (pc.id = c.id or pc.parent_id = c.id)) as product_count
        from categories c
        order by c.sort_order, c.name`,
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  const visible = (row: CategoryRow) => {
    if (options.includeInactive) return true;
    const parent = row.parent_id ? byId.get(row.parent_id) : undefined;
    return row.is_active && (parent?.is_active ?? true);
  };
  const shown = found.filter(visible);
  const ref = (row: CategoryRow): CategoryRef => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    icon: row.icon,
  });
  return shown.map((row) => {
    const parent = row.parent_id ? byId.get(row.parent_id) : undefined;
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      icon: row.icon,
      imageUrl: row.image_url,
      parentId: row.parent_id,
      categoryType: row.category_type,
      isActive: row.is_active,
      parent: parent ? ref(parent) : null,
      subcategories: shown.filter((child) => child.parent_id === row.id).map(ref),
      productCount: row.product_count,
    };
  });
}

/**
 * Keeps in-process caches right: calls `onChange` whenever any app server (or psql) changes
 * products, categories or product images (see the catalog_changed triggers), and whenever this
 * process reports its own change through `catalogChanged`.
 */
const localListeners = new WeakMap<Db, Set<() => void>>();

export async function watchCatalogChanges(
  database: Database,
  onChange: () => void,
): Promise<() => Promise<void>> {
  const listeners = localListeners.get(database.db) ?? new Set();
  localListeners.set(database.db, listeners);
  listeners.add(onChange);
  const unlisten = await database.listen('catalog_changed', () => onChange());
  return async () => {
    listeners.delete(onChange);
    await unlisten();
  };
}

/**
 * For writers of the catalogue in this process: forget cached reads now rather than when the
 * database's notification arrives a moment after commit.
 */
export function catalogChanged(db: Db): void {
  for (const listener of localListeners.get(db) ?? []) listener();
}
