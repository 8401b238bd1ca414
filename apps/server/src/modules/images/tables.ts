import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from '../../db/schema/columns.js';

export const images = pgTable('images', {
  id: id(),
  /** sha256 of the original upload, so the same picture uploaded twice is stored once. */
  contentHash: text('content_hash').notNull().unique(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  alt: text('alt'),
  createdAt: createdAt(),
});

export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    contentType: text('content_type').notNull().default('image/webp'),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);
