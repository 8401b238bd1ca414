-- The shop writes Indian English "Jewellery" in its navigation and headings, and every other place
-- a shopper or owner reads the name takes it from the category record (decision 035). Only the demo's
-- own row is renamed, recognised by its slug, old name and the demo's description: a name an owner
-- chose for their shop is left as they wrote it. The slug stays `jewelry` (SPEC.md).
UPDATE "categories" SET "name" = 'Jewellery', "updated_at" = now()
WHERE "slug" = 'jewelry' AND "name" = 'Jewelry' AND "parent_id" IS NULL
  AND "description" = 'Jhumkas, chokers, bangles and rings, finished by hand in our Greater Noida studio.';
