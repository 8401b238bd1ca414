ALTER TABLE "products" DROP CONSTRAINT "products_base_rating_range";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_review_count_nonnegative";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "rating" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "rating" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "base_rating";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "base_review_count";--> statement-breakpoint
-- Ratings come from reviews only (decision 027): the figures typed in the back office and the demo's
-- invented counts go; each product's rating is the average of its reviews, or none without any.
UPDATE "products" AS p SET "rating" = r.average, "review_count" = r.n
FROM (
  SELECT "product_id", round(avg("rating")::numeric, 2) AS average, count(*)::int AS n
  FROM "reviews" GROUP BY "product_id"
) AS r
WHERE r."product_id" = p."id";--> statement-breakpoint
UPDATE "products" SET "rating" = NULL, "review_count" = 0
WHERE NOT EXISTS (SELECT 1 FROM "reviews" r WHERE r."product_id" = "products"."id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_range" CHECK ("products"."rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_only_with_reviews" CHECK (("products"."rating" is null) = ("products"."review_count" = 0));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_review_count_nonnegative" CHECK ("products"."review_count" >= 0);