import { sql, type SQL } from 'drizzle-orm';
import type { Product } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { imageUrl } from '../images/index.js';

/** One product as the catalogue query returns it (raw SQL, so the same on both drivers). */
export interface ProductRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  price_paise: number;
  original_price_paise: number | null;
  stock_quantity: number;
  rating: number;
  review_count: number;
  is_featured: boolean;
  is_new: boolean;
  is_active: boolean;
  tags: string[];
  sku: string | null;
  created_at: string;
  category_type: 'parent' | 'subcategory';
  category_slug: string;
  category_name: string;
  category_active: boolean;
  parent_slug: string | null;
  parent_name: string | null;
  parent_active: boolean | null;
  image_ids: string[];
}

/**
 * Columns of a product with its category, parent category and image ids, for `FROM products p
 * JOIN categories c ... LEFT JOIN categories pc ...` (see PRODUCT_FROM). Dates are formatted in SQL
 * and numerics cast, because the two drivers parse those types differently.
 */
export const PRODUCT_COLUMNS = sql`
  p.id, p.name, p.slug, p.description, p.price_paise, p.original_price_paise, p.stock_quantity,
  p.rating::float8 as rating, p.review_count, p.is_featured, p.is_new, p.is_active, p.tags, p.sku,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  c.category_type, c.slug as category_slug, c.name as category_name, c.is_active as category_active,
  pc.slug as parent_slug, pc.name as parent_name, pc.is_active as parent_active,
  coalesce(
    (select array_agg(pi.image_id::text order by pi.position) from product_images pi where pi.product_id = p.id),
    '{}'::text[]
  ) as image_ids`;

export const PRODUCT_FROM = sql`
  products p
  join categories c on c.id = p.category_id
  left join categories pc on pc.id = c.parent_id`;

/** What a shopper may see: the product and every category above it are active. */
export const VISIBLE = sql`(p.is_active and c.is_active and coalesce(pc.is_active, true))`;

export function toProduct(row: ProductRow): Product {
  const inSubcategory = row.category_type === 'subcategory' && row.parent_slug !== null;
  const visible = row.is_active && row.category_active && row.parent_active !== false;
  const images = (row.image_ids ?? []).map((imageId) => imageUrl(imageId));
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: row.price_paise / 100,
    originalPrice: row.original_price_paise === null ? null : row.original_price_paise / 100,
    category: inSubcategory ? (row.parent_slug ?? row.category_slug) : row.category_slug,
    subcategory: inSubcategory ? row.category_slug : null,
    categoryName: inSubcategory ? (row.parent_name ?? row.category_name) : row.category_name,
    subcategoryName: inSubcategory ? row.category_name : null,
    stockQuantity: row.stock_quantity,
    inStock: visible && row.stock_quantity > 0,
    rating: Number(row.rating),
    reviews: row.review_count,
    isFeatured: row.is_featured,
    isNew: row.is_new,
    tags: row.tags ?? [],
    image: images[0] ?? null,
    images,
    sku: row.sku,
    isActive: row.is_active,
    createdAt: row.created_at,
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
