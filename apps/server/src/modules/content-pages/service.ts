import { eq, sql } from 'drizzle-orm';
import {
  CONTENT_PAGE_SLUGS,
  DEFAULT_HOME_CONTENT,
  fillPlaceholders,
  HomeContentInputSchema,
  isContentPageSlug,
  PAGE_PLACEHOLDERS,
  placeholderValues,
  type ContentPage,
  type ContentPageInput,
  type ContentPageList,
  type ContentPageSlug,
  type HomeContent,
  type HomeContentInput,
} from '@shop/domain';
import { renderMarkdown } from '@shop/domain/markdown';
import type { Db } from '../../db/client.js';
import { invalidField, notFound } from '../../lib/errors.js';
import { imageIsHeld, imageUrl } from '../images/index.js';
import { readShopSettings } from '../settings/index.js';
import { STARTING_PAGES } from './starting-texts.js';
import { contentPages, storefrontContent } from './tables.js';

/** A page as written: the owner's saved row, or its starting text (updatedAt null). */
interface WrittenPage {
  slug: ContentPageSlug;
  title: string;
  markdown: string;
  updatedAt: Date | null;
}

function slugOf(slug: string): ContentPageSlug {
  if (!isContentPageSlug(slug)) throw notFound('There is no such page');
  return slug;
}

export async function writtenPage(db: Db, slug: string): Promise<WrittenPage> {
  const known = slugOf(slug);
  const [row] = await db
    .select({ title: contentPages.title, markdown: contentPages.markdown, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(eq(contentPages.slug, known));
  return row ? { slug: known, ...row } : { slug: known, ...STARTING_PAGES[known], updatedAt: null };
}

/** The page as the shop shows it: title and Markdown with the settings filled in, rendered safely. */
async function shownPage(db: Db, page: WrittenPage): Promise<ContentPage> {
  const values = placeholderValues(await readShopSettings(db));
  return {
    slug: page.slug,
    title: fillPlaceholders(page.title, values),
    markdown: page.markdown,
    html: renderMarkdown(fillPlaceholders(page.markdown, values)),
    updatedAt: page.updatedAt?.toISOString() ?? null,
  };
}

export async function readPage(db: Db, slug: string): Promise<ContentPage> {
  return shownPage(db, await writtenPage(db, slug));
}

/**
 * Saves a page and tells every app server (the same notice as a catalogue change), so each drops
 * its rendered pages and shows the new text at once.
 */
export async function savePage(
  db: Db,
  slug: string,
  input: ContentPageInput,
  staffId: string,
): Promise<ContentPage> {
  const known = slugOf(slug);
  // One transaction: the activity log records the change in it (issue 29).
  const [row] = await db.transaction(async (tx) => {
    const written = await tx
      .insert(contentPages)
      .values({ slug: known, title: input.title, markdown: input.markdown, updatedBy: staffId })
      .onConflictDoUpdate({
        target: contentPages.slug,
        set: { title: input.title, markdown: input.markdown, updatedBy: staffId, updatedAt: sql`now()` },
      })
      .returning({
        title: contentPages.title,
        markdown: contentPages.markdown,
        updatedAt: contentPages.updatedAt,
      });
    await tx.execute(sql`select pg_notify('catalog_changed', 'pages')`);
    return written;
  });
  if (!row) throw new Error('The page was not saved');
  return shownPage(db, { slug: known, ...row });
}

/** The six pages with when each was last saved, and the placeholders with what they say now. */
export async function listPages(db: Db): Promise<ContentPageList> {
  const [rows, settings] = await Promise.all([
    db
      .select({ slug: contentPages.slug, title: contentPages.title, updatedAt: contentPages.updatedAt })
      .from(contentPages),
    readShopSettings(db),
  ]);
  const values = placeholderValues(settings);
  const saved = new Map(rows.map((row) => [row.slug, row]));
  return {
    pages: CONTENT_PAGE_SLUGS.map((slug) => {
      const row = saved.get(slug);
      return {
        slug,
        title: fillPlaceholders(row?.title ?? STARTING_PAGES[slug].title, values),
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    }),
    placeholders: PAGE_PLACEHOLDERS.map(([name, description]) => ({
      name,
      description,
      value: values[name],
    })),
  };
}

/** Whether staff have saved any of the pages (the setup checklist's "write your pages"). */
export async function pagesWrittenByOwner(db: Db): Promise<boolean> {
  const [row] = await db.select({ slug: contentPages.slug }).from(contentPages).limit(1);
  return row !== undefined;
}

const HOME_KEY = 'home';

/** The home content as written: what was saved (checked again, in case the rules grew), or the default. */
async function writtenHome(db: Db): Promise<HomeContentInput> {
  const [row] = await db
    .select({ value: storefrontContent.value })
    .from(storefrontContent)
    .where(eq(storefrontContent.key, HOME_KEY));
  const parsed = HomeContentInputSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_HOME_CONTENT;
}

function withImage(content: HomeContentInput): HomeContent {
  const { imageId } = content.hero;
  return { ...content, hero: { ...content.hero, imageUrl: imageId ? imageUrl(imageId, 1024) : null } };
}

/** For the editor: as written, placeholders unfilled. */
export async function readHomeForEditing(db: Db): Promise<HomeContent> {
  return withImage(await writtenHome(db));
}

/** For the shop: the announcement's placeholders filled from the settings. */
export async function readHome(db: Db): Promise<HomeContent> {
  const [content, settings] = await Promise.all([writtenHome(db), readShopSettings(db)]);
  const values = placeholderValues(settings);
  const shown = withImage(content);
  return {
    hero: {
      ...shown.hero,
      title: fillPlaceholders(shown.hero.title, values),
      text: fillPlaceholders(shown.hero.text, values),
    },
    announcement: { ...shown.announcement, text: fillPlaceholders(shown.announcement.text, values) },
  };
}

export async function saveHome(db: Db, input: HomeContentInput, staffId: string): Promise<HomeContent> {
  const { imageId } = input.hero;
  if (imageId && !(await imageIsHeld(db, imageId))) {
    throw invalidField('hero.imageId', 'That picture was not found: upload it again');
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(storefrontContent)
      .values({ key: HOME_KEY, value: input, updatedBy: staffId })
      .onConflictDoUpdate({
        target: storefrontContent.key,
        set: { value: input, updatedBy: staffId, updatedAt: sql`now()` },
      });
    await tx.execute(sql`select pg_notify('catalog_changed', 'home')`);
  });
  return withImage(input);
}

/** A page's title and Markdown with the settings filled in, and who publishes it: for /terms.pdf. */
export async function readPageForPrint(
  db: Db,
  slug: ContentPageSlug,
): Promise<{ title: string; markdown: string; author: string; shopName: string }> {
  const [page, settings] = await Promise.all([writtenPage(db, slug), readShopSettings(db)]);
  const values = placeholderValues(settings);
  return {
    title: fillPlaceholders(page.title, values),
    markdown: fillPlaceholders(page.markdown, values),
    author: settings.business.legalName,
    shopName: settings.shop.name,
  };
}
