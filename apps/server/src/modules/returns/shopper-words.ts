import { MAX_RETURN_PHOTOS, RETURN_PHOTO_FIELD, type Sentence } from '@shop/domain';

/** "12 December 2026" / "12 दिसंबर 2026": the day a return window closed, in India. */
const day = (language: 'en-IN' | 'hi-IN', at: Date) =>
  at.toLocaleDateString(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/**
 * What a shopper's return request, its photos and its cancelling are told, in every storefront
 * language (issue 28). A piece is named in each language: the order's own English (as its invoice
 * reads it), and the catalogue's Hindi on a Hindi page.
 */
export const RETURN_WORDS = {
  notDelivered: {
    en: 'Returns open once the order is delivered',
    hi: 'ऑर्डर डिलीवर होने के बाद ही रिटर्न का अनुरोध किया जा सकता है',
  },
  noReturns: { en: 'This shop does not take returns', hi: 'यह शॉप रिटर्न नहीं लेती' },
  windowClosed: (days: number, endsAt: Date): Sentence => ({
    en: `The ${days}-day return window closed on ${day('en-IN', endsAt)}`,
    hi: `${days} दिन की रिटर्न विंडो ${day('hi-IN', endsAt)} को बंद हो गई`,
  }),
  closed: { en: 'Returns are closed for this order', hi: 'इस ऑर्डर के लिए रिटर्न बंद हो चुके हैं' },
  notInOrder: { en: 'That piece is not part of this order', hi: 'यह पीस इस ऑर्डर में नहीं है' },
  notReturnable: (name: Sentence): Sentence => ({
    en: `${name.en} cannot be returned (personalised, made to order, or for hygiene) unless it arrived damaged, different or wrong`,
    hi: `${name.hi} वापस नहीं लिया जा सकता (पर्सनलाइज़ किया हुआ, ऑर्डर पर बना, या साफ़-सफ़ाई के कारण), जब तक वह ख़राब, अलग या गलत न पहुँचा हो`,
  }),
  alreadyInReturn: (name: Sentence): Sentence => ({
    en: `${name.en} is already in a return`,
    hi: `${name.hi} पहले से एक रिटर्न में है`,
  }),
  onlyLeftToReturn: (left: number, name: Sentence): Sentence => ({
    en: `Only ${left} of ${name.en} can still be returned`,
    hi: `${name.hi} के सिर्फ़ ${left} पीस अब भी वापस किए जा सकते हैं`,
  }),
  chooseAnother: (name: Sentence): Sentence => ({
    en: `Choose another size or variant of ${name.en}`,
    hi: `${name.hi} का कोई दूसरा साइज़ या वैरिएंट चुनें`,
  }),
  costsMore: (title: Sentence): Sentence => ({
    en: `${title.en} costs more than the piece bought: choose a refund instead`,
    hi: `${title.hi} खरीदे गए पीस से महँगा है: इसकी जगह रिफ़ंड चुनें`,
  }),
  pricedDifferently: (title: Sentence): Sentence => ({
    en: `${title.en} is priced differently: choose a refund instead`,
    hi: `${title.hi} की कीमत अलग है: इसकी जगह रिफ़ंड चुनें`,
  }),
  exchangeOutOfStock: (title: Sentence): Sentence => ({
    en: `${title.en} is out of stock`,
    hi: `${title.hi} स्टॉक में नहीं है`,
  }),
  refundToNeeded: {
    en: 'Give a UPI ID or bank account for the refund of a Cash on Delivery order',
    hi: 'कैश ऑन डिलीवरी ऑर्डर के रिफ़ंड के लिए UPI ID या बैंक खाता दें',
  },
  uploadAgain: {
    en: 'Upload the photos again: one of them was not found',
    hi: 'फ़ोटो फिर से अपलोड करें: उनमें से एक नहीं मिली',
  },
  sizeSoldOut: {
    en: 'The size you asked for has just sold out: choose another, or a refund',
    hi: 'आपने जो साइज़ चुना था, वह अभी-अभी बिक गया: कोई दूसरा साइज़ चुनें, या रिफ़ंड लें',
  },
  notFound: { en: 'Return not found', hi: 'यह रिटर्न नहीं मिला' },
  alreadyCancelled: { en: 'This return is already cancelled', hi: 'यह रिटर्न पहले ही कैंसिल हो चुका है' },
  onItsWay: {
    en: 'This return can no longer be cancelled: the parcel is on its way back',
    hi: 'यह रिटर्न अब कैंसिल नहीं हो सकता: पार्सल वापस आने के रास्ते में है',
  },
  tooManyPhotos: {
    en: `At most ${MAX_RETURN_PHOTOS} photos`,
    hi: `ज़्यादा से ज़्यादा ${MAX_RETURN_PHOTOS} फ़ोटो`,
  },
  photosWaiting: {
    en: 'Too many photos for this order: send your request with the ones you have',
    hi: 'इस ऑर्डर के लिए बहुत ज़्यादा फ़ोटो हो गईं: जो फ़ोटो अपलोड हो चुकी हैं, उन्हीं के साथ अनुरोध भेजें',
  },
  photoTooLarge: (megabytes: number): Sentence => ({
    en: `Photos may be at most ${megabytes} MB each`,
    hi: `हर फ़ोटो ज़्यादा से ज़्यादा ${megabytes} MB की हो सकती है`,
  }),
  choosePhoto: { en: 'Please choose at least one photo', hi: 'कृपया कम से कम एक फ़ोटो चुनें' },
  /** The upload's own shape: a page sends it right, so only a hand-made request reads these. */
  photosAsMultipart: {
    en: 'Send the photos as multipart/form-data',
    hi: 'फ़ोटो multipart/form-data के रूप में भेजें',
  },
  photosInTheirField: {
    en: `Send the photos in the '${RETURN_PHOTO_FIELD}' field`,
    hi: `फ़ोटो '${RETURN_PHOTO_FIELD}' फ़ील्ड में भेजें`,
  },
  tooManyParts: { en: 'The upload has too many parts', hi: 'इस अपलोड में बहुत ज़्यादा हिस्से हैं' },
  photoNotFound: { en: 'Photo not found', hi: 'फ़ोटो नहीं मिली' },
  creditNoteNotIssued: {
    en: 'The credit note is issued when the return is refunded or exchanged',
    hi: 'क्रेडिट नोट रिटर्न का रिफ़ंड या एक्सचेंज होने पर बनता है',
  },
} as const satisfies Record<string, Sentence | ((...values: never[]) => Sentence)>;
