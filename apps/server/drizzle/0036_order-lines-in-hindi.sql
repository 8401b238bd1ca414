ALTER TABLE "order_items" ADD COLUMN "product_name_hi" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_title_hi" text;