import { eq, sql } from 'drizzle-orm';
import {
  CONTENT_PAGE_SLUGS,
  DEFAULT_HOME_CONTENT,
  fillPlaceholders,
  HOME_HINDI_FIELDS,
  homeContentIn,
  isContentPageSlug,
  mergedHindi,
  PAGE_HINDI_FIELDS,
  PAGE_PLACEHOLDERS,
  placeholderValuesByLanguage,
  shownText,
  writtenHomeOf,
  type ContentPage,
  type ContentPageInput,
  type ContentPageList,
  type ContentPageSlug,
  type HomeContent,
  type HomeContentInput,
  type Language,
  type PageHindi,
  type StaffContentPage,
  type StaffHomeContent,
  type WrittenHome,
} from '@shop/domain';
import { renderMarkdown } from '@shop/domain/markdown';
import type { Db } from '../../db/client.js';
import { invalidField, notFound } from '../../lib/errors.js';
import { imageIsHeld, imageUrl } from '../images/index.js';
import { readShopSettings } from '../settings/index.js';
import { STARTING_PAGES } from './starting-texts.js';
import { STARTING_PAGES_HINDI } from './starting-texts-hindi.js';
import { contentPages, storefrontContent } from './tables.js';

/** The database, or a transaction on it: a save reads what is stored in its own. */
type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A page as written: the owner's saved row, or its starting text (updatedAt null), with its Hindi. */
interface WrittenPage {
  slug: ContentPageSlug;
  title: string;
  markdown: string;
  hindi: PageHindi;
  updatedAt: Date | null;
}

function slugOf(slug: string): ContentPageSlug {
  if (!isContentPageSlug(slug)) throw notFound('There is no such page');
  return slug;
}

export async function writtenPage(db: Executor, slug: string): Promise<WrittenPage> {
  const known = slugOf(slug);
  const [row] = await db
    .select({
      title: contentPages.title,
      markdown: contentPages.markdown,
      translations: contentPages.translations,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(eq(contentPages.slug, known));
  if (!row) {
    return { slug: known, ...STARTING_PAGES[known], hindi: STARTING_PAGES_HINDI[known], updatedAt: null };
  }
  const { translations, ...english } = row;
  return { slug: known, ...english, hindi: mergedHindi(PAGE_HINDI_FIELDS, translations.hi) };
}

/**
 * The page as the shop shows it in a language: each field's Hindi where given, else its English,
 * with the settings filled in the words of the language that field is written in, rendered safely.
 * `markdown` is the text as written (placeholders unfilled).
 */
async function shownPage(db: Db, page: WrittenPage, language: Language): Promise<ContentPage> {
  const values = placeholderValuesByLanguage(await readShopSettings(db));
  const title = { english: page.title, hindi: page.hindi.title };
  const markdown = { english: page.markdown, hindi: page.hindi.markdown };
  return {
    slug: page.slug,
    title: shownText(title, language, values),
    markdown: shownText(markdown, language),
    html: renderMarkdown(shownText(markdown, language, values), language),
    updatedAt: page.updatedAt?.toISOString() ?? null,
  };
}

/** A page as shoppers read it, in their page's language (decision 075). */
export async function readPage(db: Db, slug: string, language: Language = 'en'): Promise<ContentPage> {
  return shownPage(db, await writtenPage(db, slug), language);
}

/**
 * A page as staff edit it: title and Markdown as written (a saved "About {{shopName}}" keeps its
 * placeholder), the English html shown, and the Hindi as written beside it.
 */
async function pageForStaff(db: Db, page: WrittenPage): Promise<StaffContentPage> {
  const shown = await shownPage(db, page, 'en');
  return { ...shown, title: page.title, translations: { hi: page.hindi } };
}

export async function readPageForEditing(db: Db, slug: string): Promise<StaffContentPage> {
  return pageForStaff(db, await writtenPage(db, slug));
}

/**
 * Saves a page and tells every app server (the same notice as a catalogue change), so each drops
 * its rendered pages and shows the new text at once. A Hindi field left out keeps what is written
 * (the starting text's, for a page never saved); '' or null clears it.
 */
export async function savePage(
  db: Db,
  slug: string,
  input: ContentPageInput,
  staffId: string,
): Promise<StaffContentPage> {
  const known = slugOf(slug);
  // One transaction: the activity log records the change in it (issue 29).
  const saved = await db.transaction(async (tx) => {
    const stored = await writtenPage(tx, known);
    const hindi = mergedHindi(PAGE_HINDI_FIELDS, stored.hindi, input.translations?.hi);
    const values = { title: input.title, markdown: input.markdown, translations: { hi: hindi } };
    const [row] = await tx
      .insert(contentPages)
      .values({ slug: known, ...values, updatedBy: staffId })
      .onConflictDoUpdate({
        target: contentPages.slug,
        set: { ...values, updatedBy: staffId, updatedAt: sql`now()` },
      })
      .returning({ updatedAt: contentPages.updatedAt });
    await tx.execute(sql`select pg_notify('catalog_changed', 'pages')`);
    if (!row) throw new Error('The page was not saved');
    return { slug: known, title: input.title, markdown: input.markdown, hindi, updatedAt: row.updatedAt };
  });
  return pageForStaff(db, saved);
}

/** The six pages with when each was last saved, and the placeholders with what they say now. */
export async function listPages(db: Db): Promise<ContentPageList> {
  const [rows, settings] = await Promise.all([
    db
      .select({ slug: contentPages.slug, title: contentPages.title, updatedAt: contentPages.updatedAt })
      .from(contentPages),
    readShopSettings(db),
  ]);
  const values = placeholderValuesByLanguage(settings);
  const saved = new Map(rows.map((row) => [row.slug, row]));
  return {
    pages: CONTENT_PAGE_SLUGS.map((slug) => {
      const row = saved.get(slug);
      return {
        slug,
        title: fillPlaceholders(row?.title ?? STARTING_PAGES[slug].title, values.en),
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    }),
    placeholders: PAGE_PLACEHOLDERS.map(([name, description]) => ({
      name,
      description,
      value: values.en[name],
      hindiValue: values.hi[name],
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
async function writtenHome(db: Executor): Promise<WrittenHome> {
  const [row] = await db
    .select({ value: storefrontContent.value })
    .from(storefrontContent)
    .where(eq(storefrontContent.key, HOME_KEY));
  return writtenHomeOf(row?.value) ?? DEFAULT_HOME_CONTENT;
}

function withImage(content: Omit<HomeContentInput, 'translations'>): HomeContent {
  const { imageId } = content.hero;
  return {
    hero: { ...content.hero, imageUrl: imageId ? imageUrl(imageId, 1024) : null },
    announcement: content.announcement,
  };
}

/** For the editor: as written, placeholders unfilled, with the Hindi beside the English. */
function homeForStaff(content: WrittenHome): StaffHomeContent {
  return { ...withImage(content), translations: content.translations };
}

export async function readHomeForEditing(db: Db): Promise<StaffHomeContent> {
  return homeForStaff(await writtenHome(db));
}

/**
 * For the shop: in the page's language (each Hindi text, or its English where none; decision 075),
 * the placeholders filled from the settings in the language each text is written in.
 */
export async function readHome(db: Db, language: Language = 'en'): Promise<HomeContent> {
  const [content, settings] = await Promise.all([writtenHome(db), readShopSettings(db)]);
  return withImage(homeContentIn(content, language, placeholderValuesByLanguage(settings)));
}

/** Saves the hero and announcement whole; a Hindi text left out keeps what is written, '' or null clears it. */
export async function saveHome(db: Db, input: HomeContentInput, staffId: string): Promise<StaffHomeContent> {
  const { imageId } = input.hero;
  if (imageId && !(await imageIsHeld(db, imageId))) {
    throw invalidField('hero.imageId', 'That picture was not found: upload it again');
  }
  return db.transaction(async (tx) => {
    const stored = await writtenHome(tx);
    const { translations, ...english } = input;
    const value: WrittenHome = {
      ...english,
      translations: { hi: mergedHindi(HOME_HINDI_FIELDS, stored.translations.hi, translations?.hi) },
    };
    await tx
      .insert(storefrontContent)
      .values({ key: HOME_KEY, value, updatedBy: staffId })
      .onConflictDoUpdate({
        target: storefrontContent.key,
        set: { value, updatedBy: staffId, updatedAt: sql`now()` },
      });
    await tx.execute(sql`select pg_notify('catalog_changed', 'home')`);
    return homeForStaff(value);
  });
}

/**
 * A page's title and Markdown in a language, as its page there shows them (each field's Hindi, or
 * its English where none, filled in the words of the language it is written in), and who publishes
 * it: for /terms.pdf and /hi/terms.pdf.
 */
export async function readPageForPrint(
  db: Db,
  slug: ContentPageSlug,
  language: Language = 'en',
): Promise<{ language: Language; title: string; markdown: string; author: string; shopName: string }> {
  const [page, settings] = await Promise.all([writtenPage(db, slug), readShopSettings(db)]);
  const values = placeholderValuesByLanguage(settings);
  return {
    language,
    title: shownText({ english: page.title, hindi: page.hindi.title }, language, values),
    markdown: shownText({ english: page.markdown, hindi: page.hindi.markdown }, language, values),
    author: settings.business.legalName,
    shopName: settings.shop.name,
  };
}
