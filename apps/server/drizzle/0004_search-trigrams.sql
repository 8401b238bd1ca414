-- Search that forgives spelling (decision 023): the synonym groups staff edit, and the shop's own
-- words with a trigram index, which a misspelt word is corrected to. pg_trgm is a trusted extension
-- (PostgreSQL 13+), so the database's owner may create it; PGlite loads it from its contrib bundle
-- (db/pglite-folder.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_two_terms" CHECK (cardinality("search_synonyms"."terms") >= 2)
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Every app server expands searches with the groups it last read and caches the answers: a change to
-- the groups notifies like a change to the catalogue, so all of them forget both.
CREATE TRIGGER search_synonyms_catalog_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
--> statement-breakpoint
-- The words a misspelt search is corrected to: each word of three letters or more of a product's name
-- and tags and of a category's name, but stop words ("and", "with"), which search never matches.
-- Kept by every writer (admin API, seed, psql) through triggers.
CREATE OR REPLACE FUNCTION search_words_add(source text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM regexp_split_to_table(lower(source), '[^[:alnum:]]+') AS word
  WHERE length(word) >= 3 AND to_tsvector('english', word) <> ''::tsvector
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(concat_ws(' ', NEW.name, array_to_string(NEW.tags, ' ')));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words
  AFTER INSERT OR UPDATE OF name, tags ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_words();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(NEW.name);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_search_words
  AFTER INSERT OR UPDATE OF name ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_search_words();
--> statement-breakpoint
SELECT search_words_add(concat_ws(' ', name, array_to_string(tags, ' '))) FROM products;
--> statement-breakpoint
SELECT search_words_add(name) FROM categories;
--> statement-breakpoint
-- Words shoppers of an Indian handcraft shop use for the same piece: Hindi names and their
-- transliterations, English names, plurals. Staff edit the list in the back office.
INSERT INTO search_synonyms (position, terms) VALUES
  (0, ARRAY['jhumka', 'jhumkas', 'jumka', 'jumkas', 'jhumki', 'jhumkis']),
  (1, ARRAY['kurta', 'kurtas', 'kurti', 'kurtis']),
  (2, ARRAY['payal', 'payals', 'paayal', 'pajeb', 'anklet', 'anklets']),
  (3, ARRAY['potli', 'potlis', 'batua', 'pouch', 'pouches']),
  (4, ARRAY['bangle', 'bangles', 'chudi', 'chudiyan', 'churi', 'choodi', 'kangan', 'kada', 'kadas', 'kara']),
  (5, ARRAY['dupatta', 'dupattas', 'chunni', 'chunari', 'odhni']),
  (6, ARRAY['saree', 'sarees', 'sari', 'saris']),
  (7, ARRAY['necklace', 'necklaces', 'haar']),
  (8, ARRAY['maang tikka', 'mang tikka', 'maang tika', 'tikka']),
  (9, ARRAY['nath', 'nathni', 'nose ring']),
  (10, ARRAY['ring', 'rings', 'anguthi', 'angoothi']),
  (11, ARRAY['oxidised', 'oxidized']),
  (12, ARRAY['jewellery', 'jewelry', 'jewelery']);
