import Sanscript from '@indic-transliteration/sanscript';

/**
 * Devanagari as shoppers type it, in the Latin letters the catalogue is written in (issue 28):
 * "झुमका" → "jhumka", "कुर्ती" → "kurti", "चूड़ियाँ" → "chudiyan". Sanscript (MIT) reads the script;
 * Hindi's own habits are added here, where Sanscript follows Sanskrit: the inherent "a" that Hindi
 * does not say is dropped (schwa deletion), and the accents of IAST become plain letters, as shop
 * catalogues spell words. The result is a search word: the catalogue's typo tolerance takes it from
 * there, so a near spelling still finds the product.
 */

const DEVANAGARI = /[\u0900-\u097F]/;

export const hasDevanagari = (text: string): boolean => DEVANAGARI.test(text);

const VIRAMA = '\u094D';
const isConsonant = (char: string) => /[\u0915-\u0939\u0958-\u095F]/.test(char);
/** A vowel sign, or the virama: a consonant followed by one has no inherent "a". */
const isVowelSignOrVirama = (char: string) => /[\u093E-\u094D\u0962\u0963]/.test(char);
/** Anusvara, chandrabindu, visarga: a nasal or breath after a vowel, which keeps it. */
const isVowelModifier = (char: string) => /[\u0901-\u0903]/.test(char);

/** A written syllable: a consonant (or an independent vowel) and the signs after it. */
interface Syllable {
  text: string;
  /** A consonant saying its inherent "a" (nothing after it but perhaps a nasal sign). */
  inherentA: boolean;
  /** The consonant joins the next one (virama): a cluster, whose "a" Hindi keeps before it. */
  joinsNext: boolean;
  hasVowel: boolean;
  keepsVowel: boolean;
}

function syllablesOf(word: string): Syllable[] {
  const syllables: Syllable[] = [];
  for (const char of word) {
    const last = syllables.at(-1);
    if (last && (isVowelSignOrVirama(char) || isVowelModifier(char))) {
      last.text += char;
      if (char === VIRAMA) {
        last.joinsNext = true;
        last.hasVowel = false;
        last.inherentA = false;
      } else if (isVowelSignOrVirama(char)) {
        last.inherentA = false;
      } else {
        last.keepsVowel = true;
      }
      continue;
    }
    const consonant = isConsonant(char);
    syllables.push({ text: char, inherentA: consonant, joinsNext: false, hasVowel: true, keepsVowel: false });
  }
  return syllables;
}

/**
 * Hindi schwa deletion (after Ohala): the last consonant's inherent "a" goes (हार → hār); so does a
 * middle one between two vowels, right to left (झुमका → jhumkā, पोटली → poṭlī), unless a nasal sign
 * keeps it (कंगन → kaṅgan) or a cluster follows. Marked with a virama for Sanscript.
 */
function withoutSilentA(word: string): string {
  const syllables = syllablesOf(word);
  const silence = (syllable: Syllable) => {
    syllable.text += VIRAMA;
    syllable.hasVowel = false;
    syllable.inherentA = false;
  };
  const last = syllables.at(-1);
  if (syllables.length > 1 && last?.inherentA && !last.keepsVowel) silence(last);
  for (let index = syllables.length - 2; index > 0; index -= 1) {
    const syllable = syllables[index]!;
    const before = syllables[index - 1]!;
    const after = syllables[index + 1]!;
    if (!syllable.inherentA || syllable.keepsVowel || syllable.joinsNext) continue;
    if (before.hasVowel && !before.joinsNext && after.hasVowel) silence(syllable);
  }
  return syllables.map((syllable) => syllable.text).join('');
}

/** IAST's letters as a shop spells them: ā → a, ṭ → t, ś → sh, c → ch, ṃ → n. */
const PLAIN_LETTERS: [RegExp, string][] = [
  [/ch/g, 'chh'],
  [/c/g, 'ch'],
  [/[śṣ]/g, 'sh'],
  [/jñ/g, 'gy'],
  [/[ṃṅñṁ~]/g, 'n'],
  [/ṛ/g, 'ri'],
  [/ḥ/g, 'h'],
];

/** One Devanagari word in Latin letters, lower case; a word with no Devanagari comes back as it was. */
export function latinOfDevanagari(word: string): string {
  if (!hasDevanagari(word)) return word;
  const prepared = word
    // Decomposed, so that ड़ is ड and its nukta, dropped: the catalogue writes both as "d".
    .normalize('NFD')
    .replace(/\u093C/g, '')
    // The candra vowels of English loan words (ब्लॉक, बैट) read as their nearest Hindi vowels.
    .replace(/\u0949/g, '\u094B')
    .replace(/\u0945/g, '\u0947');
  let latin = Sanscript.t(withoutSilentA(prepared), 'devanagari', 'iast');
  for (const [pattern, letters] of PLAIN_LETTERS) latin = latin.replace(pattern, letters);
  return latin.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
