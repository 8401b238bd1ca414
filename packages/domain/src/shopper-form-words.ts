import { MAX_LINE_QUANTITY } from './line-quantity.js';
import type { Sentence } from './shopper-messages.js';

/**
 * What the shopper forms' own checks say (a refinement, a format with its example, a choice between
 * two shapes), in every storefront language (issue 28). The schemas give the English (`.en`) as
 * their message, word for word as before; a Hindi request's 422 finds the Hindi by that English
 * (formWordsInHindi), where the kind of failure alone would lose the detail ("like HDFC0001234").
 * Typed as sentences, so one added without its Hindi does not compile. Free of zod, and apart from shopper-messages.ts,
 * which the storefront's pages import: they check none of these themselves.
 */
export const SHOPPER_FORM_WORDS = {
  // Where a Cash on Delivery order's refund goes (returns.ts); the form's own catalogue words match.
  upiIdFormat: {
    en: 'Enter a UPI ID like name@okhdfcbank',
    hi: 'name@okhdfcbank जैसी UPI ID डालें',
  },
  accountNumberFormat: {
    en: 'An account number is 9 to 18 digits',
    hi: 'अकाउंट नंबर 9 से 18 अंकों का होता है',
  },
  accountNumbersDiffer: {
    en: 'The two account numbers do not match',
    hi: 'दोनों अकाउंट नंबर मेल नहीं खाते',
  },
  ifscFormat: {
    en: 'An IFSC is 11 characters, like HDFC0001234',
    hi: 'IFSC 11 अक्षरों का होता है, जैसे HDFC0001234',
  },
  upiIdOrBankAccount: {
    en: 'Give a UPI ID, or a bank account with its IFSC',
    hi: 'UPI ID दें, या बैंक अकाउंट उसके IFSC के साथ दें',
  },
  // The return request (returns.ts).
  photosRequired: {
    en: 'Add at least one photo of the piece, so we can see what went wrong',
    hi: 'पीस की कम से कम एक फ़ोटो जोड़ें, ताकि हम देख सकें कि क्या गड़बड़ हुई',
  },
  eachLineOnce: { en: 'Each line once', hi: 'हर पीस को एक ही बार चुनें' },
  exchangeChoiceNeeded: {
    en: 'Choose the size or variant you want instead',
    hi: 'बदले में जो साइज़ या वैरिएंट चाहिए, वह चुनें',
  },
  refundTakesNoReplacement: {
    en: 'A refunded line takes no replacement',
    hi: 'जिस पीस का रिफ़ंड चाहिए, उसके बदले में दूसरा पीस नहीं चुना जा सकता',
  },
  // A business invoice at checkout (orders.ts): the GSTIN and the legal name go together.
  businessNameNeeded: {
    en: 'Give the business’s legal name, as registered with this GSTIN',
    hi: 'कारोबार का कानूनी नाम लिखें, जैसा वह इस GSTIN के साथ रजिस्टर है',
  },
  businessGstinNeeded: {
    en: 'Give the business’s GSTIN, or leave the business name empty',
    hi: 'कारोबार का GSTIN लिखें, या कारोबार का नाम खाली छोड़ दें',
  },
  // An order number as a guest types it (tracking, a guest's return).
  orderNumberFormat: {
    en: 'An order number is 8 letters and digits, like 3F2A9C1B',
    hi: 'ऑर्डर नंबर में 8 अक्षर और अंक होते हैं, जैसे 3F2A9C1B',
  },
  // The UTR of a UPI payment (payments.ts).
  utrFormat: {
    en: 'Enter the 12-digit UTR (UPI reference number) shown in your UPI app',
    hi: 'अपने UPI ऐप में दिखने वाला 12 अंकों का UTR (UPI रेफ़रेंस नंबर) डालें',
  },
  // A coupon code as typed in the cart (coupons.ts).
  couponCodeFormat: {
    en: 'A code is 3 to 30 letters, digits, - or _',
    hi: 'कोड में 3 से 30 अक्षर, अंक, - या _ होते हैं',
  },
  // The grievance form's phone (complaints.ts).
  complaintPhone: {
    en: 'Enter a 10-digit Indian mobile or landline number (with its STD code)',
    hi: '10 अंकों का भारतीय मोबाइल या लैंडलाइन नंबर (STD कोड के साथ) लिखें',
  },
  // The cart reminder's unsubscribe link, cut short (abandoned-carts.ts).
  unsubscribeLinkIncomplete: {
    en: 'This unsubscribe link is incomplete. Open the link from the email again.',
    hi: 'यह अनसब्सक्राइब लिंक अधूरा है। कृपया ईमेल से लिंक दोबारा खोलें।',
  },
  // How many of a piece a cart line holds (cart.ts, and the delivery estimate's quantity).
  lineQuantity: {
    en: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
    hi: `मात्रा 1 से ${MAX_LINE_QUANTITY} तक की कोई पूरी संख्या होनी चाहिए`,
  },
  // Signing in (auth.ts), as the storefront's own sign-in form words them (auth.error.fillAll,
  // auth.code.required): an empty email or password, an empty code.
  signInFieldsMissing: { en: 'Please fill in all fields', hi: 'कृपया सभी फ़ील्ड भरें' },
  twoStepCodeMissing: {
    en: 'Enter the 6-digit code from your authenticator app',
    hi: 'अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड डालें',
  },
  // Signing in's second step without the token its first step gave (auth.ts): start again.
  signInAgain: { en: 'Please sign in again', hi: 'कृपया फिर से साइन इन करें' },
  // A password-reset link opened without its token (auth.ts).
  resetTokenMissing: {
    en: 'The reset token is missing',
    hi: 'पासवर्ड रीसेट लिंक में टोकन नहीं है',
  },
} as const satisfies Record<string, Sentence>;

const HINDI_BY_ENGLISH = new Map<string, string>(
  Object.values(SHOPPER_FORM_WORDS).map((words) => [words.en, words.hi]),
);

/** A shopper form's own check, given in its English, in Hindi; undefined for any other message. */
export const formWordsInHindi = (english: string): string | undefined => HINDI_BY_ENGLISH.get(english);
