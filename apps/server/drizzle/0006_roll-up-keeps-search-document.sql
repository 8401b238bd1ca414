-- A product's roll-up of its variants (migration 0005) touched `sku` to rebuild the search document,
-- which holds the variants' SKUs, on every write to a variant: every checkout and cancellation rebuilt
-- the full-text document of each product bought and rewrote its GIN index entry. The checkout bench
-- showed it (PGlite p99 5.2 s against 0.49 s before variants). Stock and price no longer touch the
-- document; a variant's SKU, its archiving, its product, an insert or a delete still do.
DROP FUNCTION products_roll_up_variants(uuid);
--> statement-breakpoint
CREATE FUNCTION products_roll_up_variants(target uuid, refresh_search boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  cheapest_price integer;
  cheapest_original integer;
  total_stock integer;
BEGIN
  SELECT v.price_paise, v.original_price_paise INTO cheapest_price, cheapest_original
  FROM product_variants v WHERE v.product_id = target AND v.archived_at IS NULL
  ORDER BY v.price_paise, v.position LIMIT 1;
  SELECT coalesce(sum(v.stock_quantity), 0) INTO total_stock
  FROM product_variants v WHERE v.product_id = target AND v.archived_at IS NULL;
  UPDATE products SET
    price_paise = coalesce(cheapest_price, price_paise),
    original_price_paise = CASE WHEN cheapest_price IS NULL THEN original_price_paise ELSE cheapest_original END,
    stock_quantity = total_stock,
    -- A one-of-a-kind piece is sold when its one unit is gone, and on sale again when it comes back
    -- (a cancelled order): every writer of stock keeps the flag right.
    sold_at = CASE
      WHEN NOT is_one_of_a_kind THEN NULL
      WHEN total_stock > 0 THEN NULL
      ELSE coalesce(sold_at, now())
    END
  WHERE id = target;
  -- Touching sku fires the search document's trigger (it lists sku among its columns).
  IF refresh_search THEN
    UPDATE products SET sku = sku WHERE id = target;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Only what the search document holds of a variant (its SKU, while it is live) needs it rebuilt.
  -- CASE, so NEW and OLD are read only in an update, where both are set.
  refresh_search boolean := CASE WHEN TG_OP = 'UPDATE' THEN
      NEW.sku IS DISTINCT FROM OLD.sku
      OR NEW.archived_at IS DISTINCT FROM OLD.archived_at
      OR NEW.product_id IS DISTINCT FROM OLD.product_id
    ELSE true END;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM products_roll_up_variants(OLD.product_id, refresh_search);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.product_id IS DISTINCT FROM OLD.product_id) THEN
    PERFORM products_roll_up_variants(NEW.product_id, refresh_search);
  END IF;
  RETURN NULL;
END
$$;
