import { DEFAULT_SHOP_SETTINGS, taxTermsText } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, readData, type TestApp } from '../../../test/support/test-app.js';

/**
 * Issue 28, decision 075: the owner's pages, the home page's texts and the shop's own words in
 * Settings, each with an optional Hindi beside the English; a Hindi page reads each field's Hindi,
 * or its English where there is none.
 */
let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUserWithSession(t.db, 'admin')).authorization;
  customer = (await createUserWithSession(t.db, 'customer')).authorization;
});
afterAll(async () => {
  await t.close();
});

const read = (url: string, authorization?: string) => readData(t.app, url, authorization);
const put = (url: string, payload: object, authorization: string | null = admin) =>
  t.app.inject({ method: 'PUT', url, headers: authorization ? { authorization } : {}, payload });

describe('an owner’s page in Hindi', () => {
  it('starts with the studio’s Hindi, its rules said in Hindi and its links kept on Hindi pages', async () => {
    const { page } = await read('/api/pages/returns?lang=hi');
    expect(page.title).toBe('रिटर्न और एक्सचेंज');
    expect(page.html).toContain(
      `डिलीवरी के <strong>${DEFAULT_SHOP_SETTINGS.returns.windowDays} दिनों के अंदर</strong>`,
    );
    expect(page.html).toContain('<a href="/hi/orders">मेरे ऑर्डर</a>');
    expect(page.html).not.toContain('{{');
    expect(page.translations).toBeUndefined();
    const faq = (await read('/api/pages/faq?lang=hi')).page;
    expect(faq.html).toContain('आप कैश ऑन डिलीवरी से पेमेंट कर सकते हैं।');
    expect(faq.html).toContain('₹1,500 से कम के ऑर्डर पर (छूट के बाद) डिलीवरी चार्ज ₹50 है');
    // The English page is as it was, its links the English ones.
    const english = (await read('/api/pages/returns')).page;
    expect(english.title).toBe('Returns & Exchanges');
    expect(english.html).toContain('<a href="/orders">Order History</a>');
  });

  it('is read for editing with its title as written, placeholders unfilled, in both languages', async () => {
    const starting = (await read('/api/admin/pages/about', admin)).page;
    expect(starting.title).toBe('About {{shopName}}');
    expect(starting.translations.hi.title).toBe('{{shopName}} के बारे में');
    expect((await read('/api/pages/about')).page.title).toBe(`About ${DEFAULT_SHOP_SETTINGS.shop.name}`);
    // Saved back as the editor read it: the placeholder stands, so a renamed shop's page follows.
    const saved = await put('/api/admin/pages/about', { title: starting.title, markdown: starting.markdown });
    expect(json(saved).data.page.title).toBe('About {{shopName}}');
  });

  it('is written by staff beside the English and read back, each field falling back to the English', async () => {
    const saved = await put('/api/admin/pages/about', {
      title: 'Our story',
      markdown: 'We make **jhumkas**. [See them](/jewelry)',
      translations: { hi: { title: 'हमारी कहानी', markdown: 'हम **झुमके** बनाते हैं। [देखें](/jewelry)' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data.page.translations).toEqual({
      hi: { title: 'हमारी कहानी', markdown: 'हम **झुमके** बनाते हैं। [देखें](/jewelry)' },
    });
    expect((await read('/api/admin/pages/about', admin)).page).toEqual(json(saved).data.page);

    const hindi = (await read('/api/pages/about?lang=hi')).page;
    expect(hindi).toMatchObject({ slug: 'about', title: 'हमारी कहानी' });
    expect(hindi.html).toBe('<p>हम <strong>झुमके</strong> बनाते हैं। <a href="/hi/jewelry">देखें</a></p>\n');
    expect((await read('/api/pages/about')).page.title).toBe('Our story');

    // The title cleared, the text left out: the title reads the English, the text stays Hindi.
    const cleared = await put('/api/admin/pages/about', {
      title: 'Our story',
      markdown: 'We make **jhumkas**.',
      translations: { hi: { title: '' } },
    });
    expect(json(cleared).data.page.translations.hi).toEqual({
      title: null,
      markdown: 'हम **झुमके** बनाते हैं। [देखें](/jewelry)',
    });
    const fallen = (await read('/api/pages/about?lang=hi')).page;
    expect(fallen.title).toBe('Our story');
    expect(fallen.html).toContain('<strong>झुमके</strong>');
  });

  it('fills an English text shown on a Hindi page with the English words, a Hindi text with the Hindi', async () => {
    // As every page saved before it had Hindi: the Hindi page reads the English text.
    const saved = await put('/api/admin/pages/shipping', {
      title: 'Paying by {{paymentMethods}}',
      markdown: 'You can pay by {{paymentMethods}}. {{gstNote}}',
      translations: { hi: { title: 'पेमेंट: {{paymentMethods}}', markdown: null } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const hindi = (await read('/api/pages/shipping?lang=hi')).page;
    expect(hindi.title).toBe('पेमेंट: कैश ऑन डिलीवरी');
    expect(hindi.html).toBe(
      `<p>You can pay by Cash on Delivery. ${taxTermsText(DEFAULT_SHOP_SETTINGS)}</p>\n`,
    );
  });

  it('refuses a Hindi field too long, another language or an unknown field with 422, changing nothing', async () => {
    const before = await read('/api/admin/pages/about', admin);
    const cases = [
      [
        { hi: { title: 'क'.repeat(121) } },
        'translations.hi.title',
        'Hindi title must be at most 120 characters',
      ],
      [{ hi: { markdown: 'क'.repeat(50_001) } }, 'translations.hi.markdown', undefined],
      [{ fr: { title: 'Notre histoire' } }, 'translations', undefined],
      [{ hi: { slug: 'hamari-kahani' } }, 'translations.hi', undefined],
    ] as const;
    for (const [translations, field, message] of cases) {
      const response = await put('/api/admin/pages/about', { title: 'Changed', markdown: 'x', translations });
      expect(response.statusCode, response.body).toBe(422);
      expect(json(response).details).toContainEqual(
        expect.objectContaining({ field, ...(message ? { message } : {}) }),
      );
    }
    expect(await read('/api/admin/pages/about', admin)).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/about?lang=fr' })).statusCode).toBe(422);
  });

  it('is read for editing by staff only, and only for the six pages', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/pages/faq' })).statusCode).toBe(401);
    const shopper = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pages/faq',
      headers: { authorization: customer },
    });
    expect(shopper.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pages/careers',
      headers: { authorization: admin },
    });
    expect(unknown.statusCode).toBe(404);
    const faq = (await read('/api/admin/pages/faq', admin)).page;
    expect(faq.updatedAt).toBeNull();
    expect(faq.translations.hi.title).toBe('अक्सर पूछे जाने वाले सवाल');
    // The placeholders for the editor's Hindi preview say their Hindi too.
    const { placeholders } = await read('/api/admin/pages', admin);
    expect(placeholders).toContainEqual(
      expect.objectContaining({
        name: 'paymentMethods',
        value: 'Cash on Delivery',
        hindiValue: 'कैश ऑन डिलीवरी',
      }),
    );
  });
});

describe('the home page’s texts in Hindi', () => {
  const english = {
    hero: {
      title: 'Diwali pieces are here',
      text: 'Kundan sets made for the festival.',
      imageId: null,
      primary: { label: 'Shop Diwali', href: '/jewelry' },
      secondary: { label: 'Our Story', href: '/about' },
    },
    announcement: { enabled: true, text: 'Free delivery above {{freeDeliveryAbove}}', href: '/jewelry' },
  };

  it('start with the studio’s Hindi hero', async () => {
    const home = await read('/api/storefront/home?lang=hi');
    expect(home.hero).toMatchObject({
      title: 'हर पीस में कारीगर के हाथों का हुनर',
      primary: { label: 'कलेक्शन देखें', href: '/jewelry' },
      secondary: { label: 'हमारी कहानी', href: '/about' },
    });
    expect(home.translations).toBeUndefined();
    expect((await read('/api/storefront/home')).hero.title).toBe('Pieces with a maker’s touch');
  });

  it('are saved by staff beside the English; a Hindi page reads each, or its English where none', async () => {
    const saved = await put('/api/admin/storefront/home', {
      ...english,
      translations: {
        hi: {
          heroTitle: 'दिवाली के पीस आ गए हैं',
          heroText: '',
          primaryLabel: 'दिवाली कलेक्शन',
          secondaryLabel: null,
          announcementText: '{{freeDeliveryAbove}} से ज़्यादा के ऑर्डर पर फ़्री डिलीवरी',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const forStaff = await read('/api/admin/storefront/home', admin);
    expect(forStaff.translations.hi).toEqual({
      heroTitle: 'दिवाली के पीस आ गए हैं',
      heroText: null,
      primaryLabel: 'दिवाली कलेक्शन',
      secondaryLabel: null,
      announcementText: '{{freeDeliveryAbove}} से ज़्यादा के ऑर्डर पर फ़्री डिलीवरी',
    });
    expect(json(saved).data).toEqual(forStaff);

    expect(await read('/api/storefront/home?lang=hi')).toEqual({
      hero: {
        ...english.hero,
        title: 'दिवाली के पीस आ गए हैं',
        imageUrl: null,
        primary: { label: 'दिवाली कलेक्शन', href: '/jewelry' },
      },
      announcement: { enabled: true, text: '₹1,500 से ज़्यादा के ऑर्डर पर फ़्री डिलीवरी', href: '/jewelry' },
    });
    expect((await read('/api/storefront/home')).hero.title).toBe('Diwali pieces are here');

    // A text without Hindi reads its English there, filled with the English words.
    const paying = { ...english.hero, text: 'Pay by {{paymentMethods}} at your door.' };
    expect((await put('/api/admin/storefront/home', { ...english, hero: paying })).statusCode).toBe(200);
    expect((await read('/api/storefront/home?lang=hi')).hero.text).toBe(
      'Pay by Cash on Delivery at your door.',
    );

    // Saved again without its Hindi (a back office from before it): the Hindi stands.
    expect((await put('/api/admin/storefront/home', english)).statusCode).toBe(200);
    expect((await read('/api/storefront/home?lang=hi')).hero.title).toBe('दिवाली के पीस आ गए हैं');
  });

  it('refuse a Hindi text too long, another language or an unknown field with 422, changing nothing', async () => {
    const before = await read('/api/admin/storefront/home', admin);
    const cases = [
      [{ hi: { heroTitle: 'क'.repeat(121) } }, 'translations.hi.heroTitle'],
      [{ hi: { primaryLabel: 'क'.repeat(41) } }, 'translations.hi.primaryLabel'],
      [{ hi: { announcementText: 'क'.repeat(161) } }, 'translations.hi.announcementText'],
      [{ ta: { heroTitle: 'x' } }, 'translations'],
      [{ hi: { href: '/hi/jewelry' } }, 'translations.hi'],
    ] as const;
    for (const [translations, field] of cases) {
      const response = await put('/api/admin/storefront/home', { ...english, translations });
      expect(response.statusCode, response.body).toBe(422);
      expect(json(response).details).toContainEqual(expect.objectContaining({ field }));
    }
    expect(await read('/api/admin/storefront/home', admin)).toEqual(before);
  });
});
