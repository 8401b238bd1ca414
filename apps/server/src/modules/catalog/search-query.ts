import { sql, type SQL } from 'drizzle-orm';
import type { SearchContext } from './search-context.js';
import { searchTerms } from './search-terms.js';
import type { Vocabulary } from './vocabulary.js';

/** Shorter words are still being typed: the prefix match serves them, spellings only add noise. */
export const SPELLING_MIN_CHARS = 3;

/**
 * Whether a typed word is worth respelling: long enough, and not a word of the shop (nor, typed
 * last, the start of one). "silk" is never read as "silver": the shop sells silk.
 */
const toRespell = (word: SearchWord, vocabulary: Vocabulary) =>
  word.text.length >= SPELLING_MIN_CHARS && !vocabulary.knows(word.text, word.prefix);

/**
 * Why a product matched, best first: its whole name, the start of its name, a word of its name,
 * SKU, categories or tags (full text), a synonym of one of those, a word spelt alike (a typed word
 * the shop does not use, corrected to one it does: see spelling.ts), and last a word of its
 * description only. A listing sorted by relevance follows these tiers.
 */
const MATCH_TIERS = ['name', 'name-prefix', 'full-text', 'synonym', 'spelt-alike', 'description'] as const;
/** A tier's rank as an SQL number (a constant of the code, never input). */
const tier = (name: (typeof MATCH_TIERS)[number]) => sql.raw(String(MATCH_TIERS.indexOf(name)));

/**
 * Where a match must be for the stronger tiers: A and B are the name, SKU, category names and tags
 * (the search_vector trigger sets the weights), C the description.
 */
type Weights = 'AB' | 'ABC';

/** A word in tsquery syntax: `jhumka`, `jhumka:AB`, `jhu:*AB`. */
function lexeme(word: string, weights: Weights, prefix = false): string {
  const marks = `${prefix ? '*' : ''}${weights === 'ABC' ? '' : weights}`;
  return marks ? `${word}:${marks}` : word;
}

/** A typed word and what it may stand for. */
export interface SearchWord {
  text: string;
  /** The last word is still being typed: it matches as a prefix ('neckl' finds necklaces). */
  prefix: boolean;
  /** Its synonym group's terms, each as its words; none when it is in no group. */
  group: string[][] | undefined;
}

/** What a search may also read a word as: its synonyms, and words of the shop spelt alike. */
interface Alternatives {
  synonyms: boolean;
  /** Typed words the shop does not use, each with the words of the shop spelt like it (Vocabulary). */
  respell?: ReadonlyMap<string, readonly string[]>;
}

/**
 * The word in any of its forms, as one tsquery: as typed (where `weights` allow), a term of its
 * synonym group (a term of several words as a phrase), or a word of the shop spelt alike; these
 * two in names, categories and tags only. Every word is letters and digits, so the text is safe.
 */
function formsQuery(word: SearchWord, weights: Weights, alternatives: Alternatives): SQL {
  const typed = lexeme(word.text, weights, word.prefix);
  // The prefix is tried stemmed (english) and as typed (simple): stemming drops 'an' from 'anklet'.
  const parts = [
    word.prefix
      ? sql`to_tsquery('english', ${typed}) || to_tsquery('simple', ${typed})`
      : sql`to_tsquery('english', ${typed})`,
  ];
  if (alternatives.synonyms && word.group) {
    const group = word.group.map((words) => `(${words.map((part) => lexeme(part, 'AB')).join(' <-> ')})`);
    parts.push(sql`to_tsquery('english', ${group.join(' | ')})`);
  }
  const alike = alternatives.respell?.get(word.text);
  if (alike) parts.push(sql`to_tsquery('english', ${alike.map((known) => lexeme(known, 'AB')).join(' | ')})`);
  return sql.join(parts, sql` || `);
}

/**
 * Every word must match (AND), in one tsquery. to_tsquery with its configuration named is
 * immutable and every word is a constant (the spellings come from the Vocabulary in memory): the
 * planner folds it to a constant once, and the full-text index can answer it.
 */
function everyWord(words: SearchWord[], weights: Weights, alternatives: Alternatives): SQL {
  const parts = words.map((word) => sql`(${formsQuery(word, weights, alternatives)})`);
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** What a search asks of the products table (alias `p`): which rows match, and in what order. */
export interface ProductSearch {
  /** Rows found; `names` leaves out products found by their description only (the search box). */
  where(scope: 'all' | 'names'): SQL;
  /** Relevance: the best tier first, then the full-text rank within it. */
  order: SQL;
}

/**
 * The search for what a shopper typed (decision 023), or null when nothing searchable is left. Its
 * words are read with their synonyms, and those the shop does not use also spelt alike.
 */
export function productSearch(input: string, context: SearchContext): ProductSearch | null {
  const { synonyms, vocabulary } = context;
  const terms = searchTerms(input);
  if (terms.length === 0) return null;
  const words: SearchWord[] = terms.map((text, index) => ({
    text,
    prefix: index === terms.length - 1,
    group: synonyms.alternatives(text),
  }));
  const hasSynonyms = words.some((word) => word.group);
  // Each typed word the shop does not use, with the shop's words spelt like it (if none, no such form).
  const respell = new Map(
    words
      .filter((word) => toRespell(word, vocabulary))
      .map((word) => [word.text, vocabulary.alike(word.text)] as const)
      .filter(([, alike]) => alike.length > 0),
  );
  const spelt = respell.size > 0 ? { synonyms: true, respell } : null;
  const every = spelt ?? { synonyms: true };
  // The whole name or its start, as typed (case and spacing aside): `like` needs its wildcards
  // escaped. Lower-cased in the "C" collation, ASCII only: the locale's rules cost more than the rest
  // of the ranking together, and only decide an order.
  const typed = input.trim().toLowerCase().replace(/\s+/g, ' ');
  const typedPrefix = `${typed.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

  const tiers: SQL[] = [
    sql`when lower(p.name collate "C") = ${typed} then ${tier('name')}`,
    sql`when lower(p.name collate "C") like ${typedPrefix} then ${tier('name-prefix')}`,
    sql`when p.search_vector @@ ${everyWord(words, 'AB', { synonyms: false })} then ${tier('full-text')}`,
    ...(hasSynonyms
      ? [sql`when p.search_vector @@ ${everyWord(words, 'AB', { synonyms: true })} then ${tier('synonym')}`]
      : []),
    ...(spelt
      ? [sql`when p.search_vector @@ ${everyWord(words, 'AB', spelt)} then ${tier('spelt-alike')}`]
      : []),
  ];
  const rank = sql`ts_rank(p.search_vector, ${everyWord(words, 'ABC', every)})`;

  return {
    where: (scope) => sql`p.search_vector @@ ${everyWord(words, scope === 'all' ? 'ABC' : 'AB', every)}`,
    order: sql`case ${sql.join(tiers, sql` `)} else ${tier('description')} end, ${rank} desc`,
  };
}
