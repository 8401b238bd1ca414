ALTER TABLE "notifications" DROP CONSTRAINT "notifications_state_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_state_check" CHECK ("notifications"."state" in ('queued', 'sending', 'sent', 'logged', 'failed'));--> statement-breakpoint
-- Back in stock tells people only about what they can buy: stock coming back on a withdrawn product
-- tells nobody (they stay waiting), and putting a product back on sale with stock tells them then.
CREATE OR REPLACE FUNCTION stock_alerts_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM products WHERE id = NEW.product_id AND is_active) THEN
    RETURN NULL;
  END IF;
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
CREATE OR REPLACE FUNCTION stock_alerts_product_back_on_sale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH due AS (
    UPDATE stock_alerts AS alert SET notified_at = now()
    FROM product_variants AS variant
    WHERE alert.variant_id = variant.id AND variant.product_id = NEW.id
      AND variant.stock_quantity > 0 AND variant.archived_at IS NULL AND alert.notified_at IS NULL
    RETURNING alert.email, alert.product_id, alert.variant_id
  )
  INSERT INTO notifications (kind, recipient, payload)
  SELECT 'back_in_stock', email,
    jsonb_build_object('productId', product_id::text, 'variantId', variant_id::text)
  FROM due;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_alerts_product_back_on_sale AFTER UPDATE OF is_active ON products
  FOR EACH ROW WHEN (NOT OLD.is_active AND NEW.is_active)
  EXECUTE FUNCTION stock_alerts_product_back_on_sale();
--> statement-breakpoint
-- Category icons become names of the icons bundled with the storefront (decision 044): the emoji the
-- shop used map to the nearest picture; anything else is cleared (the storefront shows its default).
UPDATE categories SET icon = CASE icon
    WHEN '💎' THEN 'gem'
    WHEN '🌸' THEN 'flower'
    WHEN '📿' THEN 'sparkles'
    WHEN '⭕' THEN 'circle-dot'
    WHEN '💍' THEN 'circle'
    WHEN '👗' THEN 'shirt'
    WHEN '👚' THEN 'shirt'
    WHEN '🥻' THEN 'spool'
    WHEN '🧣' THEN 'ribbon'
    WHEN '👜' THEN 'handbag'
    WHEN '👛' THEN 'shopping-bag'
    WHEN '🎀' THEN 'sparkle'
    WHEN '🪔' THEN 'lamp'
    WHEN '📦' THEN 'package'
    WHEN '🏷️' THEN 'tag'
    WHEN '✨' THEN 'sparkles'
    WHEN '👑' THEN 'crown'
    WHEN '🌺' THEN 'flower-2'
    WHEN '🌼' THEN 'flower'
    WHEN '⭐' THEN 'star'
    WHEN '❤️' THEN 'heart'
    WHEN '👕' THEN 'shirt'
    WHEN '✂️' THEN 'scissors'
    WHEN '🧵' THEN 'spool'
    WHEN '🪶' THEN 'feather'
    WHEN '🎨' THEN 'palette'
    WHEN '🖌️' THEN 'brush'
    WHEN '🛍️' THEN 'shopping-bag'
    WHEN '🎒' THEN 'backpack'
    WHEN '⌚' THEN 'watch'
    WHEN '👓' THEN 'glasses'
    WHEN '🕶️' THEN 'glasses'
    WHEN '👣' THEN 'footprints'
    WHEN '🎁' THEN 'gift'
    WHEN '🍃' THEN 'leaf'
    WHEN '🌿' THEN 'leaf'
    WHEN '☀️' THEN 'sun'
    WHEN '🌙' THEN 'moon'
    WHEN '🐚' THEN 'shell'
    WHEN '🏪' THEN 'store'
    WHEN '👝' THEN 'handbag'
    WHEN '💐' THEN 'flower-2'
    WHEN '🔮' THEN 'gem'
    WHEN '💠' THEN 'diamond'
  END
WHERE icon IS NOT NULL AND icon NOT IN ('gem', 'diamond', 'sparkles', 'sparkle', 'crown', 'circle-dot', 'circle', 'flower', 'flower-2', 'heart', 'star', 'shirt', 'spool', 'scissors', 'ribbon', 'feather', 'palette', 'brush', 'handbag', 'shopping-bag', 'backpack', 'wallet', 'watch', 'glasses', 'footprints', 'gift', 'lamp', 'leaf', 'sun', 'moon', 'shell', 'package', 'tag', 'store');
