import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOME_CONTENT,
  homeContentIn,
  placeholderValues,
  placeholderValuesByLanguage,
  shownText,
} from './content-pages.js';
import { mergedHindi } from './languages.js';
import { renderMarkdown } from './markdown.js';
import { DEFAULT_SHOP_SETTINGS } from './settings.js';
import { taxTermsText } from './terms.js';

/** Decision 075: the owner's words in Hindi, each falling back to its English on its own. */
describe('the owner’s words in Hindi', () => {
  it('keep a field left out of a write, clear one sent empty, and take one sent', () => {
    const stored = { title: 'हमारी कहानी', markdown: 'पुराना' };
    expect(mergedHindi(['title', 'markdown'], stored, { markdown: 'नया' })).toEqual({
      title: 'हमारी कहानी',
      markdown: 'नया',
    });
    expect(mergedHindi(['title', 'markdown'], stored, { title: '  ', markdown: null })).toEqual({
      title: null,
      markdown: null,
    });
    // Stored before a field existed: that field is none.
    expect(mergedHindi(['title', 'markdown'], { title: 'शीर्षक' })).toEqual({
      title: 'शीर्षक',
      markdown: null,
    });
  });

  it('read the home page in Hindi text by text, the English where the owner gave none', () => {
    const content = {
      ...DEFAULT_HOME_CONTENT,
      translations: {
        hi: { ...DEFAULT_HOME_CONTENT.translations.hi, heroText: null, secondaryLabel: ' ' },
      },
    };
    const hindi = homeContentIn(content, 'hi');
    expect(hindi.hero.title).toBe('हर पीस में कारीगर के हाथों का हुनर');
    expect(hindi.hero.text).toBe(DEFAULT_HOME_CONTENT.hero.text);
    expect(hindi.hero.secondary).toEqual(DEFAULT_HOME_CONTENT.hero.secondary);
    expect(hindi.hero.primary).toEqual({ label: 'कलेक्शन देखें', href: '/jewelry' });
    expect(homeContentIn(content, 'en')).toEqual({
      hero: DEFAULT_HOME_CONTENT.hero,
      announcement: DEFAULT_HOME_CONTENT.announcement,
    });
  });

  it('fill the placeholders in the page’s language', () => {
    const settings = {
      ...DEFAULT_SHOP_SETTINGS,
      payments: { upiVpa: 'kaarigar@okhdfcbank', upiPayeeName: 'Kaarigar Studio' },
      delivery: { fee: 0, freeAbove: 0 },
    };
    expect(placeholderValues(settings, 'hi')).toMatchObject({
      paymentMethods: 'कैश ऑन डिलीवरी या UPI',
      deliveryRule: 'हर ऑर्डर पर डिलीवरी मुफ़्त है।',
      gstNote: 'हम GST में रजिस्टर्ड नहीं हैं, इसलिए हमारी कीमतों पर कोई GST नहीं लगता।',
      returnWindowDays: '7',
    });
    expect(placeholderValues(settings).paymentMethods).toBe('Cash on Delivery or UPI');
  });

  it('fill each text in the language it is written in: an English fallback on a Hindi page with English words', () => {
    const values = placeholderValuesByLanguage(DEFAULT_SHOP_SETTINGS);
    const page = { english: 'You can pay by {{paymentMethods}}.', hindi: null };
    expect(shownText(page, 'hi', values)).toBe('You can pay by Cash on Delivery.');
    expect(shownText({ ...page, hindi: '{{paymentMethods}} से पेमेंट करें।' }, 'hi', values)).toBe(
      'कैश ऑन डिलीवरी से पेमेंट करें।',
    );
    expect(shownText({ ...page, hindi: '{{paymentMethods}}' }, 'en', values)).toBe(
      'You can pay by Cash on Delivery.',
    );
    const content = {
      ...DEFAULT_HOME_CONTENT,
      hero: { ...DEFAULT_HOME_CONTENT.hero, text: 'Pay by {{paymentMethods}}.' },
      translations: { hi: { ...DEFAULT_HOME_CONTENT.translations.hi, heroText: null } },
    };
    const home = homeContentIn(content, 'hi', values);
    expect(home.hero.text).toBe('Pay by Cash on Delivery.');
    expect(home.announcement.text).toBe('₹1,500 से ज़्यादा के ऑर्डर पर फ़्री डिलीवरी');
  });

  it('say how prices carry GST in each language, from one rule', () => {
    for (const tax of [
      { registered: false, pricesIncludeGst: true },
      { registered: true, pricesIncludeGst: true },
      { registered: true, pricesIncludeGst: false },
    ]) {
      const settings = { ...DEFAULT_SHOP_SETTINGS, tax };
      expect(placeholderValues(settings).gstNote).toBe(taxTermsText({ tax }));
      expect(placeholderValues(settings, 'hi').gstNote).toBe(taxTermsText({ tax }, 'hi'));
    }
    expect(taxTermsText({ tax: { registered: true, pricesIncludeGst: false } }, 'hi')).toBe(
      'GST चेकआउट पर हर पीस की दर के हिसाब से जोड़ा जाता है, और ऑर्डर करने से पहले ही दिखा दिया जाता है।',
    );
  });

  it('keep a Hindi page’s links to the shop’s pages in Hindi, and no other link', () => {
    const html = renderMarkdown(
      '[a](/returns) [b](/hi/faq) [c](/dashboard) [d](https://example.com/x) [e](#top)',
      'hi',
    );
    expect(html).toContain('<a href="/hi/returns">a</a>');
    expect(html).toContain('<a href="/hi/faq">b</a>');
    expect(html).toContain('<a href="/dashboard">c</a>');
    expect(html).toContain('<a href="https://example.com/x" rel="noopener nofollow">d</a>');
    expect(html).toContain('<a href="#top">e</a>');
    expect(renderMarkdown('[a](/returns)')).toContain('<a href="/returns">a</a>');
  });
});
