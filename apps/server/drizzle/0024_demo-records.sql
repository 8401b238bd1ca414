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
