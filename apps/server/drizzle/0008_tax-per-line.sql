ALTER TABLE "categories" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "gst_rate" smallint DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" smallint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate" smallint DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_gst_rate_slab" CHECK ("categories"."gst_rate" in (0, 3, 5, 12, 18, 28));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_slab" CHECK ("products"."gst_rate" is null or "products"."gst_rate" in (0, 3, 5, 12, 18, 28));