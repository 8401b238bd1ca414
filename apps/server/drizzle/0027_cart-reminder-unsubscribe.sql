ALTER TABLE "cart_reminders" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_unsubscribe_token_unique" UNIQUE("unsubscribe_token");