CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"enqueued_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_state_check" CHECK ("notifications"."state" in ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_variant_email_unique" UNIQUE("variant_id","email"),
	CONSTRAINT "stock_alerts_email_lowercase" CHECK ("stock_alerts"."email" = lower("stock_alerts"."email"))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_order_idx" ON "notifications" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_outbox_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."enqueued_at" is null and "notifications"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("variant_id") WHERE "stock_alerts"."notified_at" is null;
--> statement-breakpoint
-- A notification waiting for the job queue wakes every app server's outbox drain (decision 026).
CREATE OR REPLACE FUNCTION notifications_queued_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notifications_queued', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_queued AFTER INSERT OR UPDATE OF enqueued_at, state ON notifications
  FOR EACH ROW WHEN (NEW.enqueued_at IS NULL AND NEW.state = 'queued')
  EXECUTE FUNCTION notifications_queued_notify();
--> statement-breakpoint
-- Back in stock: whoever changes a variant's stock from 0 to more (staff, a cancellation, a return,
-- psql) writes one mail per waiting person in the same transaction, and marks them told.
CREATE OR REPLACE FUNCTION stock_alerts_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH due AS (
    UPDATE stock_alerts SET notified_at = now()
    WHERE variant_id = NEW.id AND notified_at IS NULL
    RETURNING email, product_id, variant_id
  )
  INSERT INTO notifications (kind, recipient, payload)
  SELECT 'back_in_stock', email,
    jsonb_build_object('productId', product_id::text, 'variantId', variant_id::text)
  FROM due;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_alerts_back_in_stock AFTER UPDATE OF stock_quantity ON product_variants
  FOR EACH ROW WHEN (OLD.stock_quantity = 0 AND NEW.stock_quantity > 0 AND NEW.archived_at IS NULL)
  EXECUTE FUNCTION stock_alerts_back_in_stock();
