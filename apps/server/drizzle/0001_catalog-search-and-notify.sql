-- Full-text document of a product: name and SKU weigh most, then category names and tags, then the
-- description. Kept by triggers so every writer (admin API, seed, checkout, psql) keeps it right.
CREATE OR REPLACE FUNCTION products_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_names text;
BEGIN
  SELECT concat_ws(' ', c.name, pc.name) INTO category_names
  FROM categories c LEFT JOIN categories pc ON pc.id = c.parent_id
  WHERE c.id = NEW.category_id;
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.sku, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(category_names, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(array_to_string(NEW.tags, ' '), '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector
  BEFORE INSERT OR UPDATE OF name, description, tags, sku, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vector_refresh();
--> statement-breakpoint
-- A renamed or re-parented category changes the documents of its products and its subcategories'.
CREATE OR REPLACE FUNCTION categories_refresh_product_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET name = name
  WHERE category_id = NEW.id OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_refresh_product_search
  AFTER UPDATE OF name, parent_id ON categories
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION categories_refresh_product_search();
--> statement-breakpoint
UPDATE products SET name = name;
--> statement-breakpoint
-- Every app server caches catalogue reads; one notification per changing statement (delivered at
-- commit, folded per transaction) tells them all to forget.
CREATE OR REPLACE FUNCTION catalog_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
--> statement-breakpoint
CREATE TRIGGER product_images_catalog_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
