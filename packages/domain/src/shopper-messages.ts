import {
  ADDRESS_TEXT_FIELDS,
  BUSINESS_NAME_LENGTH,
  FIELD_MESSAGES,
  GSTIN_MESSAGES,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './field-rules.js';
import type { Language } from './languages.js';

/**
 * A sentence a shopper may read, written in every storefront language (issue 28): the server's
 * refusals and the words its answers carry (stock, coupons, Cash on Delivery, signing in…) are
 * built as one, with their values, where they are thrown, and the answer picks the request's
 * language. Typed by `Language`, so a sentence without its Hindi does not compile.
 */
export type Sentence = Readonly<Record<Language, string>>;

/** Refusals that more than one of the server's modules gives a shopper. */
export const SHOPPER_REFUSALS = {
  productNotFound: { en: 'Product not found', hi: 'यह प्रोडक्ट नहीं मिला' },
  orderNotFound: { en: 'Order not found', hi: 'यह ऑर्डर नहीं मिला' },
  /** A request whose session has ended (signed out, expired or replaced). */
  sessionExpired: {
    en: 'Your session has expired. Please sign in again.',
    hi: 'आपका सेशन खत्म हो गया है। कृपया फिर से साइन इन करें।',
  },
  /** The product by its name in each language (its Hindi name on a Hindi page). */
  choiceNotOnSale: (productName: Sentence): Sentence => ({
    en: `That choice of ${productName.en} is not on sale`,
    hi: `${productName.hi} का यह विकल्प अभी बिक्री पर नहीं है`,
  }),
} as const satisfies Record<string, Sentence | ((...values: never[]) => Sentence)>;

/**
 * The server's messages about the fields a shopper types (checkout, account, grievance), in Hindi
 * (issue 28): the envelope of a 4xx answers them in the language the request asks for
 * (`Accept-Language: hi`), and the storefront's own comfort checks, which give the same English
 * messages (field-rules.ts), show them the same way. Typed by the English sets, so a message added
 * there without its Hindi does not compile. A message not here stays English.
 */
const FIELD_MESSAGES_HI: Record<keyof typeof FIELD_MESSAGES, string> = {
  emailRequired: 'ईमेल ज़रूरी है',
  emailInvalid: 'कृपया सही ईमेल पता लिखें',
  emailTooLong: `ईमेल ज़्यादा से ज़्यादा ${MAX_EMAIL_LENGTH} अक्षरों का हो सकता है`,
  passwordRequired: 'पासवर्ड ज़रूरी है',
  passwordTooShort: `पासवर्ड कम से कम ${MIN_PASSWORD_LENGTH} अक्षरों का होना चाहिए`,
  passwordTooLong: `पासवर्ड ज़्यादा से ज़्यादा ${MAX_PASSWORD_LENGTH} अक्षरों का हो सकता है`,
  mobileRequired: 'मोबाइल नंबर ज़रूरी है',
  mobileInvalid: 'सही 10 अंकों का मोबाइल नंबर लिखें',
  pincodeRequired: 'पिनकोड ज़रूरी है',
  pincodeInvalid: 'सही 6 अंकों का पिनकोड लिखें',
  stateInvalid: 'भारत का कोई राज्य या केंद्र शासित प्रदेश चुनें',
  gstinRequired: 'GSTIN ज़रूरी है',
  businessNameRequired: 'कारोबार का नाम ज़रूरी है',
  businessNameLength: `कारोबार का नाम ${BUSINESS_NAME_LENGTH.min} से ${BUSINESS_NAME_LENGTH.max} अक्षरों का होना चाहिए`,
};

const GSTIN_MESSAGES_HI: Record<keyof typeof GSTIN_MESSAGES, string> = {
  shape: 'GSTIN 15 अक्षरों का होता है: राज्य कोड, PAN, इकाई संख्या, Z और एक जाँच अक्षर',
  state: 'GSTIN किसी भारतीय राज्य के कोड से शुरू होना चाहिए',
  check: 'इस GSTIN का जाँच अक्षर मेल नहीं खाता: कहीं टाइप करने में चूक तो नहीं हुई?',
};

/** The field names messages are built around ("Full name is required"), in Hindi. */
const LABELS_HI: Record<string, string> = {
  'Full name': 'पूरा नाम',
  [ADDRESS_TEXT_FIELDS.name.label]: 'नाम',
  [ADDRESS_TEXT_FIELDS.address.label]: 'पता',
  [ADDRESS_TEXT_FIELDS.city.label]: 'शहर',
};

const FIXED_HI = new Map<string, string>([
  ...Object.entries(FIELD_MESSAGES).map(
    ([key, english]) => [english, FIELD_MESSAGES_HI[key as keyof typeof FIELD_MESSAGES]] as const,
  ),
  ...Object.entries(GSTIN_MESSAGES).map(
    ([key, english]) => [english, GSTIN_MESSAGES_HI[key as keyof typeof GSTIN_MESSAGES]] as const,
  ),
]);

/** Messages with a value in them, as field-rules.ts builds them. */
const PATTERNS_HI: [RegExp, (...parts: string[]) => string | undefined][] = [
  [/^(.+) is required$/, (label) => LABELS_HI[label] && `${LABELS_HI[label]} ज़रूरी है`],
  [
    /^(.+) must be at most (\d+) characters$/,
    (label, max) => LABELS_HI[label] && `${LABELS_HI[label]} ज़्यादा से ज़्यादा ${max} अक्षरों का हो सकता है`,
  ],
];

/**
 * A message in the shopper's language: a sentence in that language; a field rule's English message
 * in Hindi where there is one; anything else (staff's words) as given. The shopper forms' own
 * checks are the server's to say (shopper-form-words.ts): the storefront's pages need not carry them.
 */
export function shopperMessage(message: string | Sentence, language: Language): string {
  if (typeof message !== 'string') return message[language];
  if (language !== 'hi') return message;
  const fixed = FIXED_HI.get(message);
  if (fixed) return fixed;
  for (const [pattern, hindi] of PATTERNS_HI) {
    const match = pattern.exec(message);
    const translated = match && hindi(...match.slice(1));
    if (translated) return translated;
  }
  return message;
}
