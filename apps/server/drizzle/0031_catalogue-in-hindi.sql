ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hindi_search_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hindi_search_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hindi_search_text" text;--> statement-breakpoint
-- Issue 28: the search document also holds the Hindi, read in Latin letters by the app (the
-- hindi_search_* columns, written with the translations), as a Devanagari query is read: the
-- Hindi name weighs as the name, the categories' Hindi names as theirs, the Hindi description
-- and care as the description.
CREATE OR REPLACE FUNCTION products_search_document(p products) RETURNS tsvector LANGUAGE plpgsql STABLE AS $$
DECLARE
  category_names text;
  variant_skus text;
BEGIN
  SELECT concat_ws(' ', c.name, pc.name, c.hindi_search_name, pc.hindi_search_name) INTO category_names
  FROM categories c LEFT JOIN categories pc ON pc.id = c.parent_id
  WHERE c.id = p.category_id;
  SELECT string_agg(v.sku, ' ' ORDER BY v.position, v.created_at, v.id) INTO variant_skus
  FROM product_variants v
  WHERE v.product_id = p.id AND v.archived_at IS NULL AND upper(v.sku) IS DISTINCT FROM upper(p.sku);
  RETURN
    setweight(to_tsvector('english', concat_ws(' ', p.name, p.hindi_search_name)), 'A') ||
    setweight(to_tsvector('simple', concat_ws(' ', p.sku, variant_skus)), 'A') ||
    setweight(to_tsvector('english', coalesce(category_names, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(array_to_string(p.tags, ' '), '')), 'B') ||
    setweight(to_tsvector('english', concat_ws(' ', p.craft, p.material, p.origin, p.artisan)), 'B') ||
    setweight(to_tsvector('english', concat_ws(' ', p.description, p.hindi_search_text)), 'C');
END
$$;
--> statement-breakpoint
DROP TRIGGER products_search_vector ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_vector
  BEFORE INSERT OR UPDATE OF name, description, tags, sku, category_id, craft, material, origin, artisan,
    hindi_search_name, hindi_search_text ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vector_refresh();
--> statement-breakpoint
DROP TRIGGER categories_refresh_product_search ON categories;
--> statement-breakpoint
CREATE TRIGGER categories_refresh_product_search
  AFTER UPDATE OF name, parent_id, hindi_search_name ON categories
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id
    OR OLD.hindi_search_name IS DISTINCT FROM NEW.hindi_search_name)
  EXECUTE FUNCTION categories_refresh_product_search();
--> statement-breakpoint
-- The Hindi words join the words a misspelt search is corrected to, in the same Latin letters.
CREATE OR REPLACE FUNCTION products_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(concat_ws(' ', NEW.name, array_to_string(NEW.tags, ' '), NEW.craft, NEW.material,
    NEW.hindi_search_name));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER products_search_words ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_words
  AFTER INSERT OR UPDATE OF name, tags, craft, material, hindi_search_name ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_words();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(concat_ws(' ', NEW.name, NEW.hindi_search_name));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER categories_search_words ON categories;
--> statement-breakpoint
CREATE TRIGGER categories_search_words
  AFTER INSERT OR UPDATE OF name, hindi_search_name ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_search_words();
--> statement-breakpoint
-- The activity log records the Hindi as staff wrote it, not its Latin reading, which follows from it.
DROP TRIGGER products_audit ON products;
--> statement-breakpoint
CREATE TRIGGER products_audit AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('product', 'id', '', 'name',
    'price_paise,original_price_paise,stock_quantity,rating,review_count,hindi_search_name,hindi_search_text');
--> statement-breakpoint
DROP TRIGGER categories_audit ON categories;
--> statement-breakpoint
CREATE TRIGGER categories_audit AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('category', 'id', '', 'name', 'hindi_search_name');
