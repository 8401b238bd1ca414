import { formWordsInHindi, shopperMessage, type Language } from '@shop/domain';

/**
 * A zod issue as fastify-type-provider-zod passes it on: zod's code as `keyword`, the issue's own
 * values (`origin`, `maximum`, `minimum`, `inclusive`, `exact`, `expected`, `format`) in `params`.
 */
export interface ValidationIssue {
  keyword: string;
  message?: string | undefined;
  params: Record<string, unknown>;
}

/**
 * One Hindi sentence per kind of failure, not per field (issue 28): the field is named beside it
 * (`details[].field`, and the storefront shows the message under its input), so "at most 150
 * characters" needs no label to be understood.
 */
const HINDI = {
  required: 'यह जानकारी ज़रूरी है',
  tooLong: (max: number) => `यहाँ ज़्यादा से ज़्यादा ${max} अक्षर लिखे जा सकते हैं`,
  tooShort: (min: number) => `यहाँ कम से कम ${min} अक्षर लिखें`,
  exactLength: (length: number) => `यहाँ ठीक ${length} अक्षर लिखें`,
  tooMany: (max: number) => `ज़्यादा से ज़्यादा ${max} ही दिए जा सकते हैं`,
  tooFew: (min: number) => (min <= 1 ? 'कम से कम एक चुनें' : `कम से कम ${min} चुनें`),
  numberAtMost: (max: number) => `यह संख्या ज़्यादा से ज़्यादा ${max} हो सकती है`,
  numberBelow: (max: number) => `यह संख्या ${max} से कम होनी चाहिए`,
  numberAtLeast: (min: number) => `यह संख्या कम से कम ${min} होनी चाहिए`,
  numberAbove: (min: number) => `यह संख्या ${min} से ज़्यादा होनी चाहिए`,
  number: 'कृपया एक संख्या लिखें',
  wholeNumber: 'कृपया पूरी संख्या लिखें',
  email: 'कृपया सही ईमेल पता लिखें',
  format: 'कृपया इसे सही रूप में लिखें',
  choice: 'कृपया दिए गए विकल्पों में से एक चुनें',
  other: 'यह जानकारी सही नहीं है, कृपया इसे जाँच लें',
} as const;

const NUMBER_ORIGINS = new Set(['number', 'int', 'bigint']);
const COUNTED_ORIGINS = new Set(['array', 'set']);

/** Zod's own English for a value left out: "Invalid input: expected string, received undefined". */
const ZOD_NOT_GIVEN = /^Invalid input: expected .+, received undefined$/;

/**
 * A value that was not given, where the English says no more than that: zod's own "…, received
 * undefined" or "Too small: expected string to have >=1 characters" (text that must have something
 * in it, after trimming), or a schema's "X is required". A schema's own words for an empty value
 * ("Please sign in again") say more than "required": they are not read as it (see hindiOfKind).
 */
function isMissing(issue: ValidationIssue, english: string): boolean {
  if (/ is required$/.test(english)) return true;
  if (issue.keyword === 'invalid_type') return ZOD_NOT_GIVEN.test(english);
  return isEmptyText(issue) && english.startsWith('Too small: ');
}

/** Text that must have something in it (`min(1)`, after trimming), refused for having nothing. */
function isEmptyText(issue: ValidationIssue): boolean {
  const { origin, minimum } = issue.params;
  return issue.keyword === 'too_small' && origin === 'string' && Number(minimum) <= 1;
}

/** The kind of failure in Hindi, read from zod's code and values whatever the English says. */
function hindiOfKind(issue: ValidationIssue, english: string): string {
  if (isMissing(issue, english)) return HINDI.required;
  // A schema's own words for empty text, with no Hindi of their own (shopper-form-words.ts): "at
  // least 1 character" or "required" would say something other than they do.
  if (isEmptyText(issue)) return HINDI.other;
  const { origin, maximum, minimum, inclusive, exact, expected, format } = issue.params;
  switch (issue.keyword) {
    case 'too_big':
      if (origin === 'string')
        return exact ? HINDI.exactLength(Number(maximum)) : HINDI.tooLong(Number(maximum));
      if (COUNTED_ORIGINS.has(String(origin))) return HINDI.tooMany(Number(maximum));
      if (NUMBER_ORIGINS.has(String(origin))) {
        return inclusive === false ? HINDI.numberBelow(Number(maximum)) : HINDI.numberAtMost(Number(maximum));
      }
      return HINDI.other;
    case 'too_small':
      if (origin === 'string')
        return exact ? HINDI.exactLength(Number(minimum)) : HINDI.tooShort(Number(minimum));
      if (COUNTED_ORIGINS.has(String(origin))) return HINDI.tooFew(Number(minimum));
      if (NUMBER_ORIGINS.has(String(origin))) {
        return inclusive === false
          ? HINDI.numberAbove(Number(minimum))
          : HINDI.numberAtLeast(Number(minimum));
      }
      return HINDI.other;
    case 'invalid_type':
      if (expected === 'int') return HINDI.wholeNumber;
      return expected === 'number' ? HINDI.number : HINDI.format;
    case 'invalid_format':
      return format === 'email' ? HINDI.email : HINDI.format;
    case 'invalid_union':
      return HINDI.format;
    case 'invalid_value':
      return HINDI.choice;
    default:
      return HINDI.other;
  }
}

/**
 * A request-validation message in the request's language: the English as the schema (or zod)
 * wrote it, word for word; on a Hindi request the field rules' and the shopper forms' own Hindi
 * where they have it (shopper-messages.ts, shopper-form-words.ts), else a Hindi sentence for the
 * kind of failure.
 */
export function validationMessage(issue: ValidationIssue, language: Language): string {
  const english = issue.message ?? 'Invalid value';
  if (language !== 'hi') return english;
  const formWords = formWordsInHindi(english);
  if (formWords) return formWords;
  const ruled = shopperMessage(english, language);
  return ruled !== english ? ruled : hindiOfKind(issue, english);
}
