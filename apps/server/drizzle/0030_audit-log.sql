CREATE TABLE "audit_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"actor_role" text,
	"address" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"detail" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","at");--> statement-breakpoint
-- The log is append-only (issue 29, decision 069): no UPDATE, no TRUNCATE, and no DELETE but the
-- retention job's, which names in its own transaction the moment before which entries may go.
CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prune_before timestamptz := nullif(current_setting('shop.audit_prune_before', true), '')::timestamptz;
BEGIN
  IF TG_OP = 'DELETE' AND prune_before IS NOT NULL AND OLD.at < prune_before THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'The activity log cannot be changed or removed' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_entries_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_entries
  FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only();
--> statement-breakpoint
-- An entry by whoever the transaction names as its actor (`shop.audit_actor`, set by the server
-- for a staff member's write): the row triggers below and the services' own entries use it.
CREATE FUNCTION audit_record(p_action text, p_entity text, p_entity_id text, p_detail text, p_changes jsonb)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('shop.audit_actor', true), '')::jsonb;
BEGIN
  IF actor IS NULL THEN RETURN; END IF;
  INSERT INTO audit_entries (actor_id, actor_email, actor_role, address, action, entity, entity_id, detail, changes)
  VALUES ((actor->>'id')::uuid, actor->>'email', actor->>'role', actor->>'address',
          p_action, p_entity, p_entity_id, p_detail, p_changes);
END $$;
--> statement-breakpoint
-- A staff write's row change, recorded in its transaction. Arguments: the entity, the column holding
-- its id, the part of it this table holds ('' for the entity itself), the column naming the row for
-- people (a product's name, a variant's SKU, a coupon's code: the entry's detail),
-- and the columns never recorded (secrets, and values derived from other rows), comma-separated.
-- A JSON object column (a settings section) is compared key by key. Nothing is recorded when no
-- actor is named (a shopper's checkout, a job) or when the service records one summary instead
-- (`shop.audit_quiet`: an import, leaving the demo).
CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The entity's id is the entry's own; timestamps and editors are the entry's too.
  hidden text[] := array['updated_at', 'updated_by', 'created_at', 'created_by', 'search_vector', TG_ARGV[1]]
                   || string_to_array(nullif(TG_ARGV[4], ''), ',');
  old_row jsonb;
  new_row jsonb;
  whole jsonb;
  changes jsonb := '{}';
  column_name text;
  sub_key text;
  before_value jsonb;
  after_value jsonb;
  verb text := CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'updated' ELSE 'deleted' END;
BEGIN
  IF nullif(current_setting('shop.audit_actor', true), '') IS NULL
     OR current_setting('shop.audit_quiet', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  whole := coalesce(new_row, old_row);
  FOR column_name IN SELECT jsonb_object_keys(whole) LOOP
    CONTINUE WHEN column_name = ANY (hidden);
    -- A side without the row (a creation, a removal) reads as null, and null to null is no change.
    before_value := coalesce(old_row -> column_name, 'null');
    after_value := coalesce(new_row -> column_name, 'null');
    CONTINUE WHEN before_value = after_value;
    IF jsonb_typeof(before_value) IN ('object', 'null') AND jsonb_typeof(after_value) IN ('object', 'null') THEN
      IF jsonb_typeof(before_value) = 'null' THEN before_value := '{}'; END IF;
      IF jsonb_typeof(after_value) = 'null' THEN after_value := '{}'; END IF;
      FOR sub_key IN
        SELECT jsonb_object_keys(before_value) UNION SELECT jsonb_object_keys(after_value)
      LOOP
        CONTINUE WHEN (before_value -> sub_key) IS NOT DISTINCT FROM (after_value -> sub_key);
        changes := changes || jsonb_build_object(
          CASE WHEN column_name = 'value' THEN sub_key ELSE column_name || '.' || sub_key END,
          jsonb_build_object('from', before_value -> sub_key, 'to', after_value -> sub_key));
      END LOOP;
    ELSE
      changes := changes || jsonb_build_object(column_name, jsonb_build_object('from', before_value, 'to', after_value));
    END IF;
  END LOOP;
  IF changes = '{}' THEN RETURN NULL; END IF;
  PERFORM audit_record(
    CASE WHEN TG_ARGV[2] = '' THEN verb ELSE TG_ARGV[2] || '.' || verb END,
    TG_ARGV[0],
    whole ->> TG_ARGV[1],
    CASE WHEN TG_ARGV[3] = '' THEN NULL ELSE whole ->> TG_ARGV[3] END,
    changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_audit AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('product', 'id', '', 'name', 'price_paise,original_price_paise,stock_quantity,rating,review_count');
--> statement-breakpoint
CREATE TRIGGER product_variants_audit AFTER INSERT OR UPDATE OR DELETE ON product_variants FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('product', 'product_id', 'variant', 'sku', 'id,product_id');
--> statement-breakpoint
CREATE TRIGGER categories_audit AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('category', 'id', '', 'name', '');
--> statement-breakpoint
CREATE TRIGGER orders_audit AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('order', 'id', '', '', 'idempotency_key');
--> statement-breakpoint
CREATE TRIGGER returns_audit AFTER INSERT OR UPDATE OR DELETE ON returns FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('return', 'id', '', 'number', 'refund_to');
--> statement-breakpoint
CREATE TRIGGER coupons_audit AFTER INSERT OR UPDATE OR DELETE ON coupons FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('coupon', 'id', '', 'code', 'uses');
--> statement-breakpoint
CREATE TRIGGER shop_settings_audit AFTER INSERT OR UPDATE OR DELETE ON shop_settings FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('settings', 'section', '', '', '');
--> statement-breakpoint
CREATE TRIGGER content_pages_audit AFTER INSERT OR UPDATE OR DELETE ON content_pages FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('page', 'slug', '', 'title', '');
--> statement-breakpoint
CREATE TRIGGER storefront_content_audit AFTER INSERT OR UPDATE OR DELETE ON storefront_content FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('home_page', 'key', '', '', '');
--> statement-breakpoint
CREATE TRIGGER size_charts_audit AFTER INSERT OR UPDATE OR DELETE ON size_charts FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('size_chart', 'category_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('user', 'id', '', 'email', 'password_hash,two_step_secret,two_step_pending_secret,two_step_last_step');
--> statement-breakpoint
CREATE TRIGGER complaints_audit AFTER INSERT OR UPDATE OR DELETE ON complaints FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('complaint', 'id', '', 'ticket_number', '');
--> statement-breakpoint
CREATE TRIGGER complaint_replies_audit AFTER INSERT OR UPDATE OR DELETE ON complaint_replies FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('complaint', 'complaint_id', 'reply', '', 'id,staff_id');
