ALTER TABLE "stock_alerts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_language_known" CHECK ("stock_alerts"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_language_known" CHECK ("complaints"."language" in ('en', 'hi'));--> statement-breakpoint
-- A back-in-stock mail is written in the language its request was made in (issue 28): the two
-- functions of migration 0020, with the alert's language in the mail's payload.
CREATE OR REPLACE FUNCTION stock_alerts_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM products WHERE id = NEW.product_id AND is_active) THEN
    RETURN NULL;
  END IF;
  WITH due AS (
    UPDATE stock_alerts SET notified_at = now()
    WHERE variant_id = NEW.id AND notified_at IS NULL
    RETURNING email, product_id, variant_id, language
  )
  INSERT INTO notifications (kind, recipient, payload)
  SELECT 'back_in_stock', email,
    jsonb_build_object('productId', product_id::text, 'variantId', variant_id::text, 'language', language)
  FROM due;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_alerts_product_back_on_sale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH due AS (
    UPDATE stock_alerts AS alert SET notified_at = now()
    FROM product_variants AS variant
    WHERE alert.variant_id = variant.id AND variant.product_id = NEW.id
      AND variant.stock_quantity > 0 AND variant.archived_at IS NULL AND alert.notified_at IS NULL
    RETURNING alert.email, alert.product_id, alert.variant_id, alert.language
  )
  INSERT INTO notifications (kind, recipient, payload)
  SELECT 'back_in_stock', email,
    jsonb_build_object('productId', product_id::text, 'variantId', variant_id::text, 'language', language)
  FROM due;
  RETURN NULL;
END $$;
