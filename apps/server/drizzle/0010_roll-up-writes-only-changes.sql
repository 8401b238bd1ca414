-- The roll-up of a product's variants (migrations 0005 and 0006) rewrote the product row on every
-- variant write, twice when the search document was rebuilt, even when nothing it holds changed.
-- Inserting a product without options (its default variant carries the product's own price, stock
-- and SKU) thus left two dead versions of every product row: a freshly seeded catalogue of 2,000
-- products had a table three times its size, and its full-text index three times the entries, until
-- a VACUUM (which PGlite never runs by itself). Listings and searches read those pages.
-- Now the product row is written once, and only when its price, stock, sold state or search document
-- differ; the document leaves out a variant SKU equal to the product's own (the default variant's).
CREATE OR REPLACE FUNCTION products_search_document(p products) RETURNS tsvector LANGUAGE plpgsql STABLE AS $$
DECLARE
  category_names text;
  variant_skus text;
BEGIN
  SELECT concat_ws(' ', c.name, pc.name) INTO category_names
  FROM categories c LEFT JOIN categories pc ON pc.id = c.parent_id
  WHERE c.id = p.category_id;
  SELECT string_agg(v.sku, ' ' ORDER BY v.position, v.created_at, v.id) INTO variant_skus
  FROM product_variants v
  WHERE v.product_id = p.id AND v.archived_at IS NULL AND upper(v.sku) IS DISTINCT FROM upper(p.sku);
  RETURN
    setweight(to_tsvector('english', coalesce(p.name, '')), 'A') ||
    setweight(to_tsvector('simple', concat_ws(' ', p.sku, variant_skus)), 'A') ||
    setweight(to_tsvector('english', coalesce(category_names, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(array_to_string(p.tags, ' '), '')), 'B') ||
    setweight(to_tsvector('english', concat_ws(' ', p.craft, p.material, p.origin, p.artisan)), 'B') ||
    setweight(to_tsvector('english', coalesce(p.description, '')), 'C');
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := products_search_document(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_roll_up_variants(target uuid, refresh_search boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  product products;
  cheapest_price integer;
  cheapest_original integer;
  total_stock integer;
  new_price integer;
  new_original integer;
  new_sold_at timestamptz;
  new_document tsvector;
BEGIN
  -- Locked first, as the UPDATE did: the values compared below are the row's latest.
  SELECT * INTO product FROM products WHERE id = target FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT v.price_paise, v.original_price_paise INTO cheapest_price, cheapest_original
  FROM product_variants v WHERE v.product_id = target AND v.archived_at IS NULL
  ORDER BY v.price_paise, v.position LIMIT 1;
  SELECT coalesce(sum(v.stock_quantity), 0) INTO total_stock
  FROM product_variants v WHERE v.product_id = target AND v.archived_at IS NULL;
  new_price := coalesce(cheapest_price, product.price_paise);
  new_original := CASE WHEN cheapest_price IS NULL THEN product.original_price_paise ELSE cheapest_original END;
  -- A one-of-a-kind piece is sold when its one unit is gone, and on sale again when it comes back
  -- (a cancelled order): every writer of stock keeps the flag right.
  new_sold_at := CASE
    WHEN NOT product.is_one_of_a_kind THEN NULL
    WHEN total_stock > 0 THEN NULL
    ELSE coalesce(product.sold_at, now())
  END;
  new_document := CASE WHEN refresh_search THEN products_search_document(product) ELSE product.search_vector END;
  IF (product.price_paise, product.original_price_paise, product.stock_quantity, product.sold_at, product.search_vector)
      IS DISTINCT FROM (new_price, new_original, total_stock, new_sold_at, new_document) THEN
    -- search_vector is not among the columns that fire the document's own trigger.
    UPDATE products SET
      price_paise = new_price,
      original_price_paise = new_original,
      stock_quantity = total_stock,
      sold_at = new_sold_at,
      search_vector = new_document
    WHERE id = target;
  END IF;
END
$$;
