import type { ReactNode } from 'react';
import type { Language } from '@shop/domain';

/**
 * The words of the back-in-stock mail in each storefront language (issue 28), as
 * order-mail-words.ts: an alert asked for on a Hindi product page is answered in Hindi. The name
 * comes in as the catalogue reads it in that language; the price formatted.
 */
export interface BackInStockWords {
  subject: (name: string) => string;
  preview: (name: string) => string;
  heading: string;
  text: (name: ReactNode, price: string) => ReactNode;
  see: string;
  once: string;
}

export const BACK_IN_STOCK_WORDS: Record<Language, BackInStockWords> = {
  en: {
    subject: (name) => `Back in stock: ${name}`,
    preview: (name) => `${name} is available again`,
    heading: 'It is back',
    text: (name, price) => (
      <>
        You asked us to tell you: {name} is available again at {price}. Handmade pieces go quickly, so do not
        wait too long.
      </>
    ),
    see: 'See it in the shop',
    once: 'We wrote once, as you asked; we will not write about this piece again.',
  },
  hi: {
    subject: (name) => `फिर से स्टॉक में: ${name}`,
    preview: (name) => `${name} फिर से उपलब्ध है`,
    heading: 'यह वापस आ गया है',
    text: (name, price) => (
      <>
        आपने कहा था कि हम आपको बताएँ: {name} फिर से {price} में उपलब्ध है। हाथ से बने पीस जल्दी बिक जाते हैं, इसलिए ज़्यादा
        देर न करें।
      </>
    ),
    see: 'इसे शॉप में देखें',
    once: 'आपके कहे अनुसार हमने एक बार लिख दिया है; इस पीस के बारे में हम दोबारा नहीं लिखेंगे।',
  },
};
