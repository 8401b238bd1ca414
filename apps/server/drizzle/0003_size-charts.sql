CREATE TABLE "size_charts" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"columns" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "size_charts" ADD CONSTRAINT "size_charts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Size charts are catalogue content: a change clears every server's cached reads and pages.
CREATE TRIGGER size_charts_catalog_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON size_charts
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
--> statement-breakpoint
-- The standard charts (modules/size-charts/standard-charts.ts, the same figures; migration.test.ts
-- compares them) for a shop whose categories exist already. A new shop has none yet when this runs:
-- the demo seed adds them with its categories. Decision 022.
INSERT INTO size_charts (category_id, title, note, columns, rows)
SELECT c.id, s.title, s.note, s.columns, s.rows
FROM (VALUES
  ('rings-and-anklets', 'Indian ring sizes',
  'Wrap a strip of paper round the base of your finger, mark where it meets and measure the length in mm: that is the inner circumference. Or measure straight across the inside of a ring that fits. Between two sizes, take the larger. Indian sizes as published by Indian jewellers: 40 mm plus 1 mm a size.',
  '[
    {"key":"circumference_mm","label":"Inner circumference","unit":"mm"},
    {"key":"diameter_mm","label":"Inner diameter","unit":"mm"}
  ]'::jsonb,
  '[
    {"size":"1","values":{"circumference_mm":41,"diameter_mm":13.1}},
    {"size":"2","values":{"circumference_mm":42,"diameter_mm":13.4}},
    {"size":"3","values":{"circumference_mm":43,"diameter_mm":13.7}},
    {"size":"4","values":{"circumference_mm":44,"diameter_mm":14}},
    {"size":"5","values":{"circumference_mm":45,"diameter_mm":14.3}},
    {"size":"6","values":{"circumference_mm":46,"diameter_mm":14.6}},
    {"size":"7","values":{"circumference_mm":47,"diameter_mm":15}},
    {"size":"8","values":{"circumference_mm":48,"diameter_mm":15.3}},
    {"size":"9","values":{"circumference_mm":49,"diameter_mm":15.6}},
    {"size":"10","values":{"circumference_mm":50,"diameter_mm":15.9}},
    {"size":"11","values":{"circumference_mm":51,"diameter_mm":16.2}},
    {"size":"12","values":{"circumference_mm":52,"diameter_mm":16.6}},
    {"size":"13","values":{"circumference_mm":53,"diameter_mm":16.9}},
    {"size":"14","values":{"circumference_mm":54,"diameter_mm":17.2}},
    {"size":"15","values":{"circumference_mm":55,"diameter_mm":17.5}},
    {"size":"16","values":{"circumference_mm":56,"diameter_mm":17.8}},
    {"size":"17","values":{"circumference_mm":57,"diameter_mm":18.1}},
    {"size":"18","values":{"circumference_mm":58,"diameter_mm":18.5}},
    {"size":"19","values":{"circumference_mm":59,"diameter_mm":18.8}},
    {"size":"20","values":{"circumference_mm":60,"diameter_mm":19.1}},
    {"size":"21","values":{"circumference_mm":61,"diameter_mm":19.4}},
    {"size":"22","values":{"circumference_mm":62,"diameter_mm":19.7}},
    {"size":"23","values":{"circumference_mm":63,"diameter_mm":20.1}},
    {"size":"24","values":{"circumference_mm":64,"diameter_mm":20.4}},
    {"size":"25","values":{"circumference_mm":65,"diameter_mm":20.7}},
    {"size":"26","values":{"circumference_mm":66,"diameter_mm":21}},
    {"size":"27","values":{"circumference_mm":67,"diameter_mm":21.3}},
    {"size":"28","values":{"circumference_mm":68,"diameter_mm":21.6}},
    {"size":"29","values":{"circumference_mm":69,"diameter_mm":22}},
    {"size":"30","values":{"circumference_mm":70,"diameter_mm":22.3}}
  ]'::jsonb),
  ('bangles-and-bracelets', 'Bangle sizes',
  'A bangle size is its inner diameter in inches and sixteenths: 2.4 means 2 4⁄16 in. Measure straight across the inside of a bangle that slips over your hand, or fold your hand as if putting one on and measure across the widest part of the knuckles; then choose the size just above.',
  '[
    {"key":"diameter_mm","label":"Inner diameter","unit":"mm"},
    {"key":"diameter_in","label":"Inner diameter","unit":"in"}
  ]'::jsonb,
  '[
    {"size":"2.2","values":{"diameter_mm":54,"diameter_in":2.125}},
    {"size":"2.4","values":{"diameter_mm":57.2,"diameter_in":2.25}},
    {"size":"2.6","values":{"diameter_mm":60.3,"diameter_in":2.375}},
    {"size":"2.8","values":{"diameter_mm":63.5,"diameter_in":2.5}},
    {"size":"2.10","values":{"diameter_mm":66.7,"diameter_in":2.625}}
  ]'::jsonb),
  ('kurtis', 'Kurti sizes',
  'These are the measurements of the garment. Measure round the fullest part of your bust and your natural waist, then choose the size 1–2 in (3–5 cm) larger for an easy fit. Length runs from the highest point of the shoulder to the hem.',
  '[
    {"key":"bust_in","label":"Bust","unit":"in"},
    {"key":"bust_cm","label":"Bust","unit":"cm"},
    {"key":"waist_in","label":"Waist","unit":"in"},
    {"key":"waist_cm","label":"Waist","unit":"cm"},
    {"key":"length_in","label":"Length","unit":"in"},
    {"key":"length_cm","label":"Length","unit":"cm"}
  ]'::jsonb,
  '[
    {"size":"XS","values":{"bust_in":34,"bust_cm":86,"waist_in":30,"waist_cm":76,"length_in":44,"length_cm":112}},
    {"size":"S","values":{"bust_in":36,"bust_cm":91,"waist_in":32,"waist_cm":81,"length_in":44,"length_cm":112}},
    {"size":"M","values":{"bust_in":38,"bust_cm":97,"waist_in":34,"waist_cm":86,"length_in":45,"length_cm":114}},
    {"size":"L","values":{"bust_in":40,"bust_cm":102,"waist_in":36,"waist_cm":91,"length_in":45,"length_cm":114}},
    {"size":"XL","values":{"bust_in":42,"bust_cm":107,"waist_in":38,"waist_cm":97,"length_in":46,"length_cm":117}},
    {"size":"XXL","values":{"bust_in":44,"bust_cm":112,"waist_in":40,"waist_cm":102,"length_in":46,"length_cm":117}}
  ]'::jsonb)
) AS s (category_slug, title, note, columns, rows)
JOIN categories c ON c.slug = s.category_slug
ON CONFLICT (category_id) DO NOTHING;
