ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "address" text;--> statement-breakpoint
-- Sessions from before this column were last seen, as far as anyone knows, when they began.
UPDATE "sessions" SET "last_seen_at" = "created_at";
