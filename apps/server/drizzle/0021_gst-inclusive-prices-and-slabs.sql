ALTER TABLE "categories" DROP CONSTRAINT "categories_gst_rate_slab";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_gst_rate_slab";--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "gst_rate" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "gst_rate" SET DEFAULT 18;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "gst_rate" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "gst_rate" SET DATA TYPE numeric(5, 2);--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "gst_rate" SET DEFAULT 18;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "gst_slab_up_to_paise" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "gst_rate_above" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_slab_up_to_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_above" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text DEFAULT 'India' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gst_mode" text DEFAULT 'exclusive' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taxable_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "round_off_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_gst_slab" CHECK (("categories"."gst_slab_up_to_paise" is null and "categories"."gst_rate_above" is null) or ("categories"."gst_slab_up_to_paise" > 0 and "categories"."gst_rate_above" in (0, 0.25, 1.5, 3, 5, 12, 18, 28, 40)));--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_gst_rate_slab" CHECK ("categories"."gst_rate" in (0, 0.25, 1.5, 3, 5, 12, 18, 28, 40));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_slab" CHECK (("products"."gst_slab_up_to_paise" is null and "products"."gst_rate_above" is null) or ("products"."gst_rate" is not null and "products"."gst_slab_up_to_paise" > 0 and "products"."gst_rate_above" in (0, 0.25, 1.5, 3, 5, 12, 18, 28, 40)));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_slab" CHECK ("products"."gst_rate" is null or "products"."gst_rate" in (0, 0.25, 1.5, 3, 5, 12, 18, 28, 40));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gst_mode_check" CHECK ("orders"."gst_mode" in ('inclusive', 'exclusive', 'none'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_gstin_format" CHECK ("orders"."buyer_gstin" ~ '^[0-9]{2}[A-Z0-9]{13}$');--> statement-breakpoint
-- Decision 050: a shop that traded before it charged GST on top of its prices, and keeps doing so
-- until its owner says otherwise (registered when it has a GSTIN: no tax invoice goes out without
-- one). A new, empty database writes nothing here, so its defaults apply.
INSERT INTO "shop_settings" ("section", "value")
SELECT 'tax', jsonb_build_object(
  'registered', coalesce((SELECT "value"->>'gstin' FROM "shop_settings" WHERE "section" = 'business'), '') <> '',
  'pricesIncludeGst', false
)
WHERE EXISTS (SELECT 1 FROM "orders") OR EXISTS (SELECT 1 FROM "products")
ON CONFLICT ("section") DO NOTHING;
