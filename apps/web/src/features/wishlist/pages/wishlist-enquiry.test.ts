import { describe, expect, it } from 'vitest';
import { testTranslate } from '@/lib/test-support/words';
import { wishlistEnquiryMessage } from './wishlist-enquiry';

const saved = [
  { id: 'a', name: 'Kundan Jhumka', price: 1200 },
  { id: 'b', name: 'Potli Bag' },
];

describe('the wishlist’s WhatsApp enquiry', () => {
  it('names every saved piece with its price, in English on an English page', () => {
    expect(wishlistEnquiryMessage(saved, 'Kaarigar Studio', testTranslate('en'))).toBe(
      [
        'Hello Kaarigar Studio! I have saved these pieces in my wishlist:',
        '',
        '1. Kundan Jhumka (₹1,200)',
        '2. Potli Bag',
        '',
        'I would like to ask about custom orders (colours, sizes or a made-to-order piece). Could you help?',
      ].join('\n'),
    );
  });

  it('asks in Hindi on a Hindi page, the pieces named as the page shows them', () => {
    const inHindi = [{ id: 'a', name: 'कुंदन झुमका', price: 1200 }];
    expect(wishlistEnquiryMessage(inHindi, 'कारीगर स्टूडियो', testTranslate('hi'))).toBe(
      [
        'नमस्ते कारीगर स्टूडियो! मैंने अपनी विशलिस्ट में ये पीस सेव किए हैं:',
        '',
        '1. कुंदन झुमका (₹1,200)',
        '',
        'मुझे कस्टम ऑर्डर (रंग, साइज़ या ऑर्डर पर बनने वाला पीस) के बारे में पूछना है। क्या आप मदद कर सकते हैं?',
      ].join('\n'),
    );
  });
});
