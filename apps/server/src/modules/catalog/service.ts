import { sql, type SQL } from 'drizzle-orm';
import {
  gstSlabOfColumns,
  COLOUR_OPTION_NAMES,
  paginate,
  SIZE_OPTION_NAMES,
  SOLD_PIECE_SITEMAP_DAYS,
  SORT_ORDERS,
  translatedOr,
  UuidSchema,
  type Category,
  type CategoryRef,
  type Facets,
  type FacetsQuery,
  type Language,
  type Product,
  type ProductFilter,
  type ProductList,
  type ShopStats,
  type SortField,
  type Suggestion,
} from '@shop/domain';
import type { Database, Db } from '../../db/client.js';
import { reusedRows } from '../../db/reused-statements.js';
import { rows } from '../../db/rows.js';
import {
  LISTED,
  PRODUCT_COLUMNS,
  PRODUCT_FROM,
  SUGGESTION_COLUMNS,
  toProduct,
  toSuggestion,
  VISIBLE,
  type ProductReading,
  type ProductRow,
  type SuggestionRow,
} from './product-row.js';
import { EMPTY_SEARCH_CONTEXT, type SearchContext } from './search-context.js';
import { productSearch, type ProductSearch } from './search-query.js';
import type { StoredTranslations } from './tables.js';
import { categoryTranslationsAnswer, inLanguage } from './translations.js';

export interface VisibilityOptions {
  /** Staff views: show inactive products and products of inactive categories too, and their translations. */
  includeInactive?: boolean;
  /** The language names and descriptions are read in (issue 28); English when left out. */
  language?: Language | undefined;
  /**
   * Whether products carry their translations; left out, staff views do. A shopper's read of
   * withdrawn products too (the cart's lines) says false: public answers never carry them.
   */
  withTranslations?: boolean | undefined;
}

/** How rows are read under these options: staff views carry the translations. */
const readingOf = (options: VisibilityOptions): ProductReading => ({
  language: options.language,
  withTranslations: options.withTranslations ?? options.includeInactive,
});

export interface ListOptions extends VisibilityOptions {
  /** The synonym groups and words of the shop a `search` reads (none when omitted). */
  context?: SearchContext;
  /** `names`: leave out products that only their description matches (the live suggestions). */
  searchScope?: 'all' | 'names';
}

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * A product as the cart and checkout price it: the contract's `Product` (rupees, for the answer)
 * and each live variant's price in paise as stored, so the server computes in paise and turns
 * into rupees only at the answer (decision 053).
 */
export interface CatalogProduct {
  product: Product;
  /** Variant id → its price in paise. */
  pricePaise: ReadonlyMap<string, number>;
}

function catalogProductOf(row: ProductRow, options: VisibilityOptions): CatalogProduct {
  return {
    product: toProduct(row, readingOf(options)),
    pricePaise: new Map((row.variants ?? []).map((variant) => [variant.id, variant.price_paise])),
  };
}

/**
 * Products by id with their variants' prices in paise, in the order asked (unknown and, unless
 * includeInactive, hidden ids are left out). Uncached and read fresh: the cart and checkout rely
 * on the current stock.
 */
export async function getCatalogProductsByIds(
  db: Db,
  ids: string[],
  options: VisibilityOptions = {},
): Promise<CatalogProduct[]> {
  const wanted = [...new Set(ids)].filter((id) => UuidSchema.safeParse(id).success);
  if (wanted.length === 0) return [];
  const found = await reusedRows<ProductRow>(
    db,
    sql`select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM}
        where p.id in (${sql.join(
          wanted.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        ${options.includeInactive ? sql`` : sql`and ${VISIBLE}`}`,
  );
  const byId = new Map(found.map((row) => [row.id, catalogProductOf(row, options)]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** Products by id, in the order asked, as `getCatalogProductsByIds` reads them. */
export async function getProductsByIds(
  db: Db,
  ids: string[],
  options: VisibilityOptions = {},
): Promise<Product[]> {
  return (await getCatalogProductsByIds(db, ids, options)).map((found) => found.product);
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
  const [row] = await reusedRows<ProductRow>(
    db,
    sql`select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM}
        where p.slug = ${slug} ${options.includeInactive ? sql`` : sql`and ${VISIBLE}`}`,
  );
  return row ? toProduct(row, readingOf(options)) : null;
}

/** Sort directions a shopper expects when they pick a field without an order. */
const DEFAULT_ORDER = { price: 'asc', name: 'asc', newest: 'desc', rating: 'desc' } as const;

/** The field and direction asked: a `sort` word wins over `sortBy`/`sortOrder`; none is best match. */
function sortAsked(filter: ProductFilter): { sortBy: SortField; sortOrder: 'asc' | 'desc' } | null {
  if (filter.sort) return SORT_ORDERS[filter.sort];
  if (!filter.sortBy) return null;
  return { sortBy: filter.sortBy, sortOrder: filter.sortOrder ?? DEFAULT_ORDER[filter.sortBy] };
}

/**
 * The ORDER BY of a listing. Every order ends in newest first and then the id, so products that tie
 * (one price, one rating) keep one order from page to page.
 */
function orderBy(filter: ProductFilter, search: ProductSearch | null): SQL {
  const newestFirst = sql`p.created_at desc, p.id`;
  const asked = sortAsked(filter);
  if (!asked) return search ? sql`${search.order}, ${newestFirst}` : newestFirst;
  const direction = asked.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const key = {
    // The product row carries its cheapest live variant's price (decision 024).
    price: sql`p.price_paise`,
    newest: sql`p.created_at`,
    rating: sql`p.rating`,
    name: sql`lower(p.name)`,
  }[asked.sortBy];
  // Products nobody reviewed yet sort after the rated ones, whichever way ratings run.
  const nulls = asked.sortBy === 'rating' ? sql` nulls last` : sql``;
  return sql`${key} ${direction}${nulls}, ${newestFirst}`;
}

/** A product has units of some variant left, or is made to order (then stock does not matter). */
const AVAILABLE = sql`(p.stock_quantity > 0 or p.made_to_order)`;
/** A variant `v` of product `p` that can be bought now. */
const VARIANT_AVAILABLE = sql`v.archived_at is null and (v.stock_quantity > 0 or p.made_to_order)`;

const lowerList = (values: readonly string[]) => inList(values.map((value) => value.toLowerCase()));

/** The variant `v` has an option named like `names` (a size, a colour) with one of `values`, case aside. */
function optionValueIn(names: readonly string[], values: readonly string[]): SQL {
  return sql`exists (select 1 from jsonb_each_text(v.option_values) ov
    where lower(ov.key) in (${lowerList(names)}) and lower(ov.value) in (${lowerList(values)}))`;
}

/**
 * The product has ONE variant that can be bought now and matches every option filter: "M" and
 * "Indigo" together, not M in red and Indigo in another size.
 */
function variantMatching(filter: ProductFilter): SQL | null {
  const matches: SQL[] = [];
  if (filter.size?.length) matches.push(optionValueIn(SIZE_OPTION_NAMES, filter.size));
  if (filter.colour?.length) matches.push(optionValueIn(COLOUR_OPTION_NAMES, filter.colour));
  if (matches.length === 0) return null;
  return sql`exists (select 1 from product_variants v
    where v.product_id = p.id and ${VARIANT_AVAILABLE} and ${sql.join(matches, sql` and `)})`;
}

/**
 * A craft or material is written as a list ("Gold-plated brass, kundan glass, pearls"): the filters
 * offer and match each part, so a shopper can ask for "pearls", and a value never holds the comma
 * that separates the values of a filter in the address.
 */
const provenanceParts = (column: SQL) => sql`string_to_table(${column}, ',')`;

/** One of the parts of the product's `column` is one of `values`, case and spacing aside. */
function provenanceIn(column: SQL, values: readonly string[]): SQL {
  return sql`exists (select 1 from ${provenanceParts(column)} as part
    where lower(trim(part)) in (${lowerList(values.map((value) => value.trim()))}))`;
}

/** The WHERE clause of a filter, or null when the filter can match nothing (e.g. a search of '!!'). */
function whereOf(filter: ProductFilter, options: ListOptions, search: ProductSearch | null): SQL | null {
  const conditions: SQL[] = [];
  if (!options.includeInactive) conditions.push(LISTED);
  if (filter.category?.length) {
    const slugs = inList(filter.category);
    conditions.push(sql`(c.slug in (${slugs}) or pc.slug in (${slugs}))`);
  }
  if (filter.minPrice !== undefined)
    conditions.push(sql`p.price_paise >= ${Math.round(filter.minPrice * 100)}`);
  if (filter.maxPrice !== undefined)
    conditions.push(sql`p.price_paise <= ${Math.round(filter.maxPrice * 100)}`);
  if (filter.inStock !== undefined) {
    conditions.push(filter.inStock ? AVAILABLE : sql`not ${AVAILABLE}`);
  }
  const optionFilter = variantMatching(filter);
  if (optionFilter) conditions.push(optionFilter);
  if (filter.craft?.length) conditions.push(provenanceIn(sql`p.craft`, filter.craft));
  if (filter.material?.length) conditions.push(provenanceIn(sql`p.material`, filter.material));
  if (filter.isFeatured !== undefined) conditions.push(sql`p.is_featured = ${filter.isFeatured}`);
  if (filter.isNew !== undefined) conditions.push(sql`p.is_new = ${filter.isNew}`);
  if (filter.tags?.length) conditions.push(sql`p.tags && array[${inList(filter.tags)}]::text[]`);
  if (filter.search !== undefined && filter.search !== '') {
    if (!search) return null;
    conditions.push(search.where(options.searchScope ?? 'all'));
  }
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/**
 * One page of rows and the total, in one round trip: the page's ids and the total come from a
 * window over the filtered rows, then only those rows are joined to what `columns` reads of them
 * (for `FROM products p JOIN categories c ... LEFT JOIN categories pc ...`).
 */
async function readPage<T>(
  db: Db,
  columns: SQL,
  where: SQL,
  order: SQL,
  page: number,
  limit: number,
): Promise<{ found: T[]; total: number }> {
  const found = await reusedRows<T & { total: number }>(
    db,
    sql`select ${columns}, page.total
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
  return { found, total };
}

/**
 * A filtered, sorted page of products. A search's words the shop does not use are looked for spelt
 * alike too (decision 023): "earings" finds earrings, ranked after anything found as typed.
 */
export async function listProducts(
  db: Db,
  filter: ProductFilter,
  page: number,
  limit: number,
  options: ListOptions = {},
): Promise<ProductList> {
  const search = filter.search ? productSearch(filter.search, options.context ?? EMPTY_SEARCH_CONTEXT) : null;
  const where = whereOf(filter, options, search);
  const { found, total } = where
    ? await readPage<ProductRow>(db, PRODUCT_COLUMNS, where, orderBy(filter, search), page, limit)
    : { found: [], total: 0 };
  const reading = readingOf(options);
  return { products: found.map((row) => toProduct(row, reading)), pagination: paginate(page, limit, total) };
}

export async function searchProducts(
  db: Db,
  input: Pick<ProductFilter, 'category' | 'minPrice' | 'maxPrice' | 'sort'> & { q: string; limit: number },
  options: Pick<ListOptions, 'context' | 'searchScope' | 'language'> = {},
): Promise<Product[]> {
  const { q, limit, ...rest } = input;
  const result = await listProducts(db, { ...rest, search: q }, 1, limit, options);
  return result.products;
}

/**
 * The search box's few products: found by name, SKU, category or tag (or their synonyms and
 * spellings), never by a word of the description alone, since only the name shows. Only what the
 * box shows is read (no description, variants or picture list): the box asks at every key press.
 */
export async function suggestProducts(
  db: Db,
  q: string,
  limit: number,
  context: SearchContext,
  language?: Language,
): Promise<Suggestion[]> {
  if (q.trim().length < 2) return [];
  const search = productSearch(q, context);
  const where = whereOf({ search: q }, { searchScope: 'names' }, search);
  if (!where) return [];
  // No page and no total: one pass over the matches, cheaper to plan and run than readPage's window.
  const found = await reusedRows<SuggestionRow>(
    db,
    sql`select ${SUGGESTION_COLUMNS} from ${PRODUCT_FROM}
        where ${where} order by ${orderBy({}, search)} limit ${limit}`,
  );
  return found.map((row) => toSuggestion(row, language));
}

export async function featuredProducts(db: Db, limit: number, language?: Language): Promise<Product[]> {
  return (await listProducts(db, { isFeatured: true }, 1, limit, { language })).products;
}

/** The home page's figures, counted over the products listings show (decision 030). */
export async function shopStats(db: Db): Promise<ShopStats> {
  const [row] = await rows<{ designs: number; reviews: number; average: number | null }>(
    db,
    sql`select count(*)::int as designs, coalesce(sum(p.review_count), 0)::int as reviews,
          round(sum(p.rating * p.review_count) / nullif(sum(p.review_count), 0), 1)::float8 as average
        from ${PRODUCT_FROM} where ${LISTED}`,
  );
  return {
    designs: row?.designs ?? 0,
    reviews: row?.reviews ?? 0,
    averageRating: row?.average ?? null,
  };
}

export async function newArrivals(db: Db, limit: number, language?: Language): Promise<Product[]> {
  return (await listProducts(db, { isNew: true }, 1, limit, { language })).products;
}

/** One value a listing offers, and (on a Hindi read) the Hindi its products give it. */
interface OfferedValue {
  value: string;
  hindi?: string | null;
}

/** Each offered value's words: its Hindi where a product gives one, else the English value. */
const hindiLabels = (found: readonly OfferedValue[]): Record<string, string> =>
  Object.fromEntries(found.map((row) => [row.value, translatedOr(row.hindi, row.value)]));

/**
 * A product's craft or material as its filter values: the comma list's parts, trimmed, empty ones
 * dropped, in order (an empty array for none).
 */
const provenanceList = (column: SQL) =>
  sql`array(select trim(part) from ${provenanceParts(column)} with ordinality as list(part, place)
            where trim(part) <> '' order by place)`;

/**
 * The filter values a listing offers, from its listed products: the sizes and colours some variant
 * in stock has (in the order of the option's values), the crafts and materials. Read in Hindi, it
 * adds the words to show for each value; the values stay English, as filters send them.
 */
export async function listingFacets(db: Db, query: FacetsQuery, context: SearchContext): Promise<Facets> {
  const hindi = query.lang === 'hi';
  const search = query.search ? productSearch(query.search, context) : null;
  const where = whereOf({ category: query.category, search: query.search }, {}, search);
  if (!where) {
    const none = { sizes: [], colours: [], crafts: [], materials: [] };
    return hindi ? { ...none, labels: { sizes: {}, colours: {}, crafts: {}, materials: {} } } : none;
  }
  // Products may name one English value in different Hindi words: the words most of them give
  // win (mode() skips products that give none), ties going to the first in byte order, so the
  // same listing always reads alike.
  const hindiColumn = hindi
    ? sql`, mode() within group (order by (opt->'translations'->'hi'->'values'->>o.value) collate "C") as hindi`
    : sql``;
  // Only values some variant in stock has: the filters match variants that can be bought now.
  const optionValues = (names: readonly string[]) =>
    rows<OfferedValue>(
      db,
      sql`select o.value${hindiColumn} from ${PRODUCT_FROM}
          cross join lateral jsonb_array_elements(p.options) opt
          cross join lateral jsonb_array_elements_text(opt->'values') with ordinality as o(value, idx)
          where ${where} and lower(opt->>'name') in (${lowerList(names)})
            and exists (select 1 from product_variants v where v.product_id = p.id
                        and ${VARIANT_AVAILABLE} and v.option_values->>(opt->>'name') = o.value)
          group by o.value order by min(o.idx), o.value`,
    );
  // A craft's or material's Hindi is the part at the same place of the product's Hindi list, when
  // that list has as many parts as the English one; when it has more or fewer, which Hindi goes
  // with which value cannot be told, so the product gives none (and mode() skips it).
  const hindiPart = hindi
    ? sql`, mode() within group (order by (case when cardinality(lists.hindi) = cardinality(lists.english)
            then lists.hindi[part.place] end) collate "C") as hindi`
    : sql``;
  const provenance = (column: SQL, field: 'craft' | 'material') => {
    const hindiList = hindi ? provenanceList(sql`p.translations->'hi'->>${field}::text`) : sql`null::text[]`;
    return rows<OfferedValue>(
      db,
      // Each part once, case aside, in one spelling: the same on every database's collation.
      sql`select min(part.value collate "C") as value${hindiPart} from ${PRODUCT_FROM}
          cross join lateral (select ${provenanceList(column)} as english, ${hindiList} as hindi) lists
          cross join lateral unnest(lists.english) with ordinality as part(value, place)
          where ${where}
          group by lower(part.value) order by lower(part.value)`,
    );
  };
  const [sizes, colours, crafts, materials] = await Promise.all([
    optionValues(SIZE_OPTION_NAMES),
    optionValues(COLOUR_OPTION_NAMES),
    provenance(sql`p.craft`, 'craft'),
    provenance(sql`p.material`, 'material'),
  ]);
  const values = (found: { value: string }[]) => found.map((row) => row.value);
  return {
    sizes: values(sizes),
    colours: values(colours),
    crafts: values(crafts),
    materials: values(materials),
    ...(hindi
      ? {
          labels: {
            sizes: hindiLabels(sizes),
            colours: hindiLabels(colours),
            crafts: hindiLabels(crafts),
            materials: hindiLabels(materials),
          },
        }
      : {}),
  };
}

/** How many pieces "Similar pieces" shows. */
const SIMILAR_LIMIT = 4;

/**
 * Pieces like a product (a sold one-of-a-kind one, most of all): listed, in stock, of the same
 * category, those of the same craft first, newest first; never the product itself.
 */
export async function similarProducts(db: Db, id: string, language?: Language): Promise<Product[] | null> {
  const product = await getProductById(db, id);
  if (!product) return null;
  const found = await rows<ProductRow>(
    db,
    sql`select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM}
        where ${LISTED} and ${AVAILABLE} and p.id <> ${id}::uuid
          and p.category_id = (select category_id from products where id = ${id}::uuid)
        order by coalesce(lower(p.craft) = lower(${product.craft}::text), false) desc,
          p.created_at desc, p.id
        limit ${SIMILAR_LIMIT}`,
  );
  return found.map((row) => toProduct(row, { language }));
}

/** Every shopper-visible product for the sitemap, sold one-of-a-kind pieces for 90 days after. */
export async function visibleProductUrls(db: Db): Promise<{ id: string; updatedAt: string }[]> {
  return rows<{ id: string; updatedAt: string }>(
    db,
    sql`select p.id, to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD') as "updatedAt"
        from ${PRODUCT_FROM}
        where ${VISIBLE}
          and (p.sold_at is null or p.sold_at > now() - make_interval(days => ${SOLD_PIECE_SITEMAP_DAYS}))
        order by p.created_at desc, p.id`,
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
  hsn_code: string | null;
  gst_rate: number;
  gst_slab_up_to_paise: number | null;
  gst_rate_above: number | null;
  returnable: boolean;
  translations: StoredTranslations<'name' | 'description'>;
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
          c.is_active, c.hsn_code, c.gst_rate::float8 as gst_rate, c.gst_slab_up_to_paise,
          c.gst_rate_above::float8 as gst_rate_above, c.returnable, c.translations,
          -- Sold one-of-a-kind pieces are not in the listings these counts stand for.
          (select count(*)::int from products p join categories pc on pc.id = p.category_id
            where p.is_active and p.sold_at is null and pc.is_active
              and (pc.id = c.id or pc.parent_id = c.id)) as product_count
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
  const nameOf = (row: CategoryRow) => inLanguage(row.translations, options.language, 'name', row.name);
  const ref = (row: CategoryRow): CategoryRef => ({
    id: row.id,
    name: nameOf(row),
    slug: row.slug,
    icon: row.icon,
  });
  return shown.map((row) => {
    const parent = row.parent_id ? byId.get(row.parent_id) : undefined;
    return {
      id: row.id,
      name: nameOf(row),
      slug: row.slug,
      description: inLanguage(row.translations, options.language, 'description', row.description),
      icon: row.icon,
      imageUrl: row.image_url,
      parentId: row.parent_id,
      categoryType: row.category_type,
      isActive: row.is_active,
      parent: parent ? ref(parent) : null,
      subcategories: shown.filter((child) => child.parent_id === row.id).map(ref),
      productCount: row.product_count,
      hsnCode: row.hsn_code,
      gstRate: row.gst_rate,
      gstSlab: gstSlabOfColumns(row.gst_slab_up_to_paise, row.gst_rate_above),
      returnable: row.returnable,
      ...(options.includeInactive ? { translations: categoryTranslationsAnswer(row.translations) } : {}),
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
