/**
 * pg_trgm's `similarity` of two words, computed here so a search can find the shop's words spelt
 * like a typed one without asking the database (decision 023): the same figure the extension gives.
 * A word's trigrams are the three-letter windows of the word lower-cased and padded with two spaces
 * before and one after ("cat" → "  c", " ca", "cat", "at "), each counted once; the similarity is
 * the trigrams both share over the trigrams either has. pg_trgm answers a `real`, so the figure is
 * rounded to single precision the same way, and compares with a threshold exactly as SQL does.
 */
export function trigrams(word: string): Set<string> {
  const chars = [...`  ${word.toLowerCase()} `];
  const found = new Set<string>();
  for (let at = 0; at + 3 <= chars.length; at += 1) found.add(chars.slice(at, at + 3).join(''));
  return found;
}

/** Two words' similarity from their trigrams (see `trigrams`), 0 to 1. */
export function trigramSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared += 1;
  return Math.fround(shared / (a.size + b.size - shared));
}
