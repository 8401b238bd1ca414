CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"option_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"price_paise" integer NOT NULL,
	"original_price_paise" integer,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"image_id" uuid,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_paise" > 0),
	CONSTRAINT "product_variants_original_price_nonnegative" CHECK ("product_variants"."original_price_paise" is null or "product_variants"."original_price_paise" >= 0),
	CONSTRAINT "product_variants_stock_nonnegative" CHECK ("product_variants"."stock_quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_product_unique";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_one_of_a_kind" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "made_to_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lead_time_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "personalisation_label" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "personalisation_max_length" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "craft" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "material" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "artisan" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "care" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "personalisation_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "personalisation_note" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "lead_time_days" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_upper_unique" ON "product_variants" USING btree (upper("sku"));--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
-- Data (decision 024): every product so far becomes a product without options with one default
-- variant carrying its price, original price, stock and the SKU it showed (its own, else the first
-- eight characters of its id, as displaySku did). Carts and order lines point at that variant.
INSERT INTO "product_variants" ("product_id", "sku", "option_values", "position", "price_paise", "original_price_paise", "stock_quantity", "created_at")
SELECT "id", coalesce(nullif(btrim("sku"), ''), upper(left("id"::text, 8))), '{}'::jsonb, 0, "price_paise", "original_price_paise", "stock_quantity", "created_at"
FROM "products";
--> statement-breakpoint
UPDATE "cart_items" ci SET "variant_id" = v."id" FROM "product_variants" v WHERE v."product_id" = ci."product_id";
--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "order_items" oi SET "variant_id" = v."id", "sku" = v."sku" FROM "product_variants" v WHERE v."product_id" = oi."product_id";
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_variant_note_unique" UNIQUE("user_id","variant_id","personalisation_note");
--> statement-breakpoint
-- A product's price, original price and stock are its live variants' (the cheapest one's prices,
-- the sum of stock), kept here so listings sort, filter and page on one row per product as before.
-- Touching sku refreshes the search document, which holds the variants' SKUs.
CREATE OR REPLACE FUNCTION products_roll_up_variants(target uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  cheapest_price integer;
  cheapest_original integer;
  total_stock integer;
BEGIN
  SELECT v.price_paise, v.original_price_paise INTO cheapest_price, cheapest_original
  FROM product_variants v WHERE v.product_id = target AND v.archived_at IS NULL
  ORDER BY v.price_paise, v.position LIMIT 1;
  SELECT coalesce(sum(v.stock_quantity), 0) INTO total_stock
  FROM product_variants v WHERE v.product_id = target AND v.archived_at IS NULL;
  UPDATE products SET
    price_paise = coalesce(cheapest_price, price_paise),
    original_price_paise = CASE WHEN cheapest_price IS NULL THEN original_price_paise ELSE cheapest_original END,
    stock_quantity = total_stock,
    -- A one-of-a-kind piece is sold when its one unit is gone, and on sale again when it comes back
    -- (a cancelled order): every writer of stock keeps the flag right.
    sold_at = CASE
      WHEN NOT is_one_of_a_kind THEN NULL
      WHEN total_stock > 0 THEN NULL
      ELSE coalesce(sold_at, now())
    END,
    sku = sku
  WHERE id = target;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM products_roll_up_variants(OLD.product_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.product_id IS DISTINCT FROM OLD.product_id) THEN
    PERFORM products_roll_up_variants(NEW.product_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_roll_up
  AFTER INSERT OR DELETE OR UPDATE OF product_id, sku, price_paise, original_price_paise, stock_quantity, archived_at ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_variants_roll_up();
--> statement-breakpoint
-- A product inserted without options gets its default variant from its own price, original price,
-- stock and SKU, so every writer (admin API, seed, bench, psql) keeps "one variant at least".
CREATE OR REPLACE FUNCTION products_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.options = '[]'::jsonb THEN
    INSERT INTO product_variants (product_id, sku, option_values, position, price_paise, original_price_paise, stock_quantity)
    VALUES (NEW.id, coalesce(nullif(btrim(NEW.sku), ''), upper(left(NEW.id::text, 8))), '{}'::jsonb, 0,
            NEW.price_paise, NEW.original_price_paise, NEW.stock_quantity);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_default_variant
  AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_default_variant();
--> statement-breakpoint
-- The other way round, for writers that still set a product's price or stock directly (psql, old
-- scripts): on a product without options the change goes to its default variant. Only a statement's
-- own update (trigger depth 1) is pushed, never the roll-up's.
CREATE OR REPLACE FUNCTION products_push_to_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() = 1 AND NEW.options = '[]'::jsonb THEN
    UPDATE product_variants SET
      price_paise = NEW.price_paise,
      original_price_paise = NEW.original_price_paise,
      stock_quantity = NEW.stock_quantity,
      updated_at = now()
    WHERE product_id = NEW.id AND archived_at IS NULL AND option_values = '{}'::jsonb;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_push_to_default_variant
  AFTER UPDATE OF price_paise, original_price_paise, stock_quantity ON products
  FOR EACH ROW
  WHEN (OLD.price_paise IS DISTINCT FROM NEW.price_paise
    OR OLD.original_price_paise IS DISTINCT FROM NEW.original_price_paise
    OR OLD.stock_quantity IS DISTINCT FROM NEW.stock_quantity)
  EXECUTE FUNCTION products_push_to_default_variant();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
--> statement-breakpoint
-- The search document also holds the provenance (craft, material, origin, artisan) and the live
-- variants' SKUs, so a search by a variant's SKU finds its product.
CREATE OR REPLACE FUNCTION products_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_names text;
  variant_skus text;
BEGIN
  SELECT concat_ws(' ', c.name, pc.name) INTO category_names
  FROM categories c LEFT JOIN categories pc ON pc.id = c.parent_id
  WHERE c.id = NEW.category_id;
  SELECT string_agg(v.sku, ' ') INTO variant_skus
  FROM product_variants v WHERE v.product_id = NEW.id AND v.archived_at IS NULL;
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', concat_ws(' ', NEW.sku, variant_skus)), 'A') ||
    setweight(to_tsvector('english', coalesce(category_names, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(array_to_string(NEW.tags, ' '), '')), 'B') ||
    setweight(to_tsvector('english', concat_ws(' ', NEW.craft, NEW.material, NEW.origin, NEW.artisan)), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER products_search_vector ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_vector
  BEFORE INSERT OR UPDATE OF name, description, tags, sku, category_id, craft, material, origin, artisan ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vector_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(concat_ws(' ', NEW.name, array_to_string(NEW.tags, ' '), NEW.craft, NEW.material));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER products_search_words ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_words
  AFTER INSERT OR UPDATE OF name, tags, craft, material ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_words();
--> statement-breakpoint
UPDATE products SET name = name;
