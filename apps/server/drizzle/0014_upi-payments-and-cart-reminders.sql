CREATE TABLE "cart_reminders" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"emailed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_utr" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_payment_utr_idx" ON "orders" USING btree ("payment_utr") WHERE "orders"."payment_utr" is not null;--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment_due_idx" ON "orders" USING btree ("payment_due_by") WHERE "orders"."status" = 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('cod', 'upi'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('unpaid', 'utr_submitted', 'paid', 'not_received', 'expired'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_utr_format" CHECK ("orders"."payment_utr" ~ '^[0-9]{12}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'pending', 'processing', 'shipped', 'delivered', 'returned', 'cancelled'));--> statement-breakpoint
-- Decision 038: a delivered Cash-on-Delivery order was paid at the door.
UPDATE "orders" SET "payment_status" = 'paid', "paid_at" = "updated_at" WHERE "status" = 'delivered';
