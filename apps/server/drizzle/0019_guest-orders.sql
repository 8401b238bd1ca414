ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_phone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_guest_idempotency_unique" ON "orders" USING btree ("idempotency_key") WHERE "orders"."user_id" is null;--> statement-breakpoint
CREATE INDEX "orders_number_idx" ON "orders" USING btree (right("id"::text, 8));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_guest_contact" CHECK ("orders"."user_id" is not null or ("orders"."contact_name" is not null and "orders"."contact_email" is not null and "orders"."contact_phone" is not null));