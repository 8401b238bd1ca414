CREATE TABLE "demo_records" (
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_records_kind_record_id_pk" PRIMARY KEY("kind","record_id"),
	CONSTRAINT "demo_records_kind_check" CHECK ("demo_records"."kind" in ('category', 'product', 'image', 'account', 'coupon'))
);
--> statement-breakpoint
CREATE TABLE "demo_removals" (
	"removed_at" timestamp with time zone PRIMARY KEY DEFAULT now() NOT NULL,
	"removed_by" uuid,
	"backup" text NOT NULL
);
--> statement-breakpoint
-- A demo shop seeded before the seed marked its rows (decision 056): its rows are found by what
-- only the seed makes. The seed's one transaction gave its reviewer accounts (@reviewers.demo.invalid,
-- an address nobody else can have), categories and pictures the same created_at (now() is the
-- transaction's start); its products were dated days before it, so nothing the owner added since
-- (later by construction) is taken for the demo's.
INSERT INTO "demo_records" ("kind", "record_id")
SELECT 'account', "id" FROM "users"
WHERE "email" LIKE '%@reviewers.demo.invalid'
   OR "email" IN ('admin@demo.shop', 'manager@demo.shop', 'customer@demo.shop', 'asha@demo.shop', 'ravi@demo.shop')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
WITH "seeded" AS (SELECT min("created_at") AS "at" FROM "users" WHERE "email" LIKE '%@reviewers.demo.invalid')
INSERT INTO "demo_records" ("kind", "record_id")
SELECT 'category', "c"."id" FROM "categories" "c", "seeded" WHERE "c"."created_at" = "seeded"."at"
UNION ALL
SELECT 'image', "i"."id" FROM "images" "i", "seeded" WHERE "i"."created_at" = "seeded"."at"
UNION ALL
SELECT 'product', "p"."id" FROM "products" "p", "seeded" WHERE "p"."created_at" < "seeded"."at"
ON CONFLICT DO NOTHING;
