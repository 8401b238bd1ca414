import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImage } from '../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { shopSettings } from '../../db/schema/index.js';
import { pagesWrittenByOwner } from './index.js';

/** The pages the owner writes and the home page's hero and announcement (issue 26). */
describe('owner-written pages', () => {
  let t: TestApp;
  let admin: string;
  let administrator: string;
  let customer: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t.db, 'admin')).authorization;
    administrator = (await createUserWithSession(t.db, 'administrator')).authorization;
    customer = (await createUserWithSession(t.db, 'customer')).authorization;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (slug: string) => t.app.inject({ method: 'GET', url: `/api/pages/${slug}` });
  const put = (slug: string, payload: unknown, authorization: string | null = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/pages/${slug}`,
      headers: authorization ? { authorization } : {},
      payload: payload as object,
    });
  /**
   * The settings as staff would save them, written straight to their table (the settings' own
   * route is tested in its module; here only what the pages make of them matters).
   */
  const saveSettings = async (change: (settings: ShopSettings) => ShopSettings) => {
    const settings = change(structuredClone(DEFAULT_SHOP_SETTINGS));
    await t.db
      .insert(shopSettings)
      .values(Object.entries(settings).map(([section, value]) => ({ section, value })))
      .onConflictDoUpdate({ target: shopSettings.section, set: { value: sql`excluded.value` } });
  };

  it('answer the starting text, its placeholders filled from the settings, until the owner saves', async () => {
    expect(await pagesWrittenByOwner(t.db)).toBe(false);
    const response = await get('returns');
    expect(response.statusCode).toBe(200);
    const { page } = json(response).data;
    expect(page).toMatchObject({ slug: 'returns', title: 'Returns & Exchanges', updatedAt: null });
    expect(page.markdown).toContain('{{returnWindowDays}}');
    expect(page.html).toContain(
      `<strong>${DEFAULT_SHOP_SETTINGS.returns.windowDays} days of delivery</strong>`,
    );
    expect(page.html).toContain(DEFAULT_SHOP_SETTINGS.shop.email);
    expect(page.html).not.toContain('{{');

    const about = json(await get('about')).data.page;
    expect(about.title).toBe(`About ${DEFAULT_SHOP_SETTINGS.shop.name}`);
    for (const slug of ['faq', 'shipping', 'privacy', 'terms']) {
      const answer = await get(slug);
      expect(answer.statusCode).toBe(200);
      expect(json(answer).data.page.html).not.toContain('{{');
    }
  });

  it('say the delivery fee the settings hold, and follow a change at once', async () => {
    await saveSettings((settings) => ({ ...settings, delivery: { fee: 79, freeAbove: 2_499 } }));
    const html = json(await get('shipping')).data.page.html;
    expect(html).toContain('Delivery costs ₹79 on orders below ₹2,499');
    await saveSettings((settings) => ({ ...settings, delivery: { fee: 0, freeAbove: 0 } }));
    expect(json(await get('shipping')).data.page.html).toContain('Delivery is free on every order.');
    await saveSettings((settings) => settings);
  });

  it('offer UPI among the payment methods only once a UPI ID is set', async () => {
    expect(json(await get('faq')).data.page.html).toContain('You can pay by Cash on Delivery.');
    await saveSettings((settings) => ({
      ...settings,
      payments: { upiVpa: 'kaarigar@okhdfcbank', upiPayeeName: 'Kaarigar Studio' },
    }));
    expect(json(await get('faq')).data.page.html).toContain('You can pay by Cash on Delivery or UPI.');
    await saveSettings((settings) => settings);
  });

  it('are saved by staff and read back by everyone, rendered', async () => {
    const markdown = '## Our promise\n\nWe answer within **{{returnWindowDays}} days**.\n\n- one\n- two';
    const response = await put('privacy', { title: 'Your privacy', markdown }, administrator);
    expect(response.statusCode, response.body).toBe(200);
    const saved = json(response).data.page;
    expect(saved).toMatchObject({ slug: 'privacy', title: 'Your privacy', markdown });
    expect(saved.updatedAt).toEqual(expect.any(String));
    expect(saved.html).toContain('<h2>Our promise</h2>');
    expect(saved.html).toContain('<strong>7 days</strong>');
    expect(saved.html).toContain('<li>two</li>');
    // Staff read the Hindi beside it (the starting Hindi, as none was sent); shoppers never do.
    const { translations, ...shown } = saved;
    expect(translations.hi.title).toBe('गोपनीयता नीति');
    expect(json(await get('privacy')).data.page).toEqual(shown);
    expect(await pagesWrittenByOwner(t.db)).toBe(true);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pages',
      headers: { authorization: admin },
    });
    expect(list.statusCode).toBe(200);
    const { pages, placeholders } = json(list).data;
    expect(pages.map((page: { slug: string }) => page.slug)).toEqual([
      'about',
      'faq',
      'shipping',
      'returns',
      'privacy',
      'terms',
    ]);
    expect(pages.find((page: { slug: string }) => page.slug === 'privacy').updatedAt).toBe(saved.updatedAt);
    expect(pages.find((page: { slug: string }) => page.slug === 'terms').updatedAt).toBeNull();
    expect(placeholders).toContainEqual(expect.objectContaining({ name: 'deliveryFee', value: '₹50' }));
  });

  it('never carry a script or a javascript: link into the html', async () => {
    const markdown = [
      'Hello <script>alert(1)</script> there',
      '',
      '<img src=x onerror=alert(1)>',
      '',
      '[x](javascript:alert(1)) [y](JAVASCRIPT:alert(1)) [z](data:text/html;base64,PHNjcmlwdD4=) [v](vbscript:msgbox)',
      '',
      '[ours](/products?sort=new) [theirs](https://example.com/a)',
    ].join('\n');
    const response = await put('returns', { title: 'Returns', markdown });
    expect(response.statusCode, response.body).toBe(200);
    const { html } = json(response).data.page;
    expect(html).not.toMatch(/<script|<img|href="\s*(javascript|data|vbscript)/i);
    expect(html).not.toContain('<a href="javascript');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="/products?sort=new">ours</a>');
    expect(html).toContain('<a href="https://example.com/a" rel="noopener nofollow">theirs</a>');
  });

  it('refuse visitors (401), shoppers (403) and another slug (404), changing nothing', async () => {
    const body = { title: 'Mine', markdown: 'text' };
    expect((await put('about', body, null)).statusCode).toBe(401);
    expect((await put('about', body, customer)).statusCode).toBe(403);
    const unknown = await put('careers', body);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await get('careers')).statusCode).toBe(404);
    expect(json(await get('about')).data.page.updatedAt).toBeNull();
  });

  it('refuse an empty or long title and too long a text with 422 naming the field', async () => {
    const cases = [
      [{ title: '  ', markdown: 'x' }, 'title'],
      [{ title: 'x'.repeat(121), markdown: 'x' }, 'title'],
      [{ title: 'Terms', markdown: 'x'.repeat(50_001) }, 'markdown'],
      [{ title: 'Terms' }, 'markdown'],
    ] as const;
    for (const [body, field] of cases) {
      const response = await put('terms', body);
      expect(response.statusCode).toBe(422);
      expect(json(response)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(json(response).details).toContainEqual(expect.objectContaining({ field }));
    }
    expect(json(await get('terms')).data.page.updatedAt).toBeNull();
    expect((await put('terms', { title: 'Terms', markdown: 'x'.repeat(50_000) })).statusCode).toBe(200);
  });
});

describe('the home page hero and announcement', () => {
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

  const home = () => t.app.inject({ method: 'GET', url: '/api/storefront/home' });
  const save = (payload: unknown, authorization: string | null = admin) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/storefront/home',
      headers: authorization ? { authorization } : {},
      payload: payload as object,
    });
  const content = {
    hero: {
      title: 'Diwali pieces are here',
      text: 'Kundan sets made for the festival.',
      imageId: null,
      primary: { label: 'Shop Diwali', href: '/products?collection=diwali' },
      secondary: { label: 'Our Story', href: 'https://kaarigar.studio/story' },
    },
    announcement: { enabled: true, text: 'Free delivery above {{freeDeliveryAbove}}', href: '/jewelry' },
  };

  it('answer the starting hero, with the announcement off, until staff save', async () => {
    const response = await home();
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toMatchObject({
      hero: { title: expect.any(String), imageId: null, imageUrl: null, primary: { href: '/jewelry' } },
      announcement: { enabled: false },
    });
  });

  it('are saved by staff and shown with placeholders filled', async () => {
    const response = await save(content);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data.announcement.text).toBe('Free delivery above {{freeDeliveryAbove}}');
    const shown = json(await home()).data;
    expect(shown).toEqual({
      hero: { ...content.hero, imageUrl: null },
      announcement: { enabled: true, text: 'Free delivery above ₹1,500', href: '/jewelry' },
    });
    const forEditing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/storefront/home',
      headers: { authorization: admin },
    });
    expect(json(forEditing).data.announcement.text).toBe('Free delivery above {{freeDeliveryAbove}}');
  });

  it('show the hero picture staff uploaded, served by the shop', async () => {
    const picture = await createImage(t.db);
    const saved = await save({ ...content, hero: { ...content.hero, imageId: picture.id } });
    expect(saved.statusCode, saved.body).toBe(200);
    const { hero } = json(await home()).data;
    expect(hero.imageId).toBe(picture.id);
    expect(hero.imageUrl).toMatch(new RegExp(`^/images/${picture.id}`));
    const served = await t.app.inject({ method: 'GET', url: hero.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(picture.bytes.get(1024)!)).toBe(true);
  });

  it('refuse a link that is not a site path or https with 422, changing nothing', async () => {
    const bad = [
      ['javascript:alert(1)', 'hero.primary.href'],
      ['//evil.example', 'hero.primary.href'],
      ['/\\evil.example', 'hero.primary.href'],
      ['http://plain.example', 'hero.primary.href'],
    ] as const;
    for (const [href, field] of bad) {
      const response = await save({ ...content, hero: { ...content.hero, primary: { label: 'Go', href } } });
      expect(response.statusCode).toBe(422);
      expect(json(response).details).toContainEqual(expect.objectContaining({ field }));
    }
    const announcement = await save({
      ...content,
      announcement: { ...content.announcement, href: 'data:text/html,x' },
    });
    expect(announcement.statusCode).toBe(422);
    expect(json(announcement).details).toContainEqual(
      expect.objectContaining({ field: 'announcement.href' }),
    );
    const empty = await save({ ...content, announcement: { enabled: true, text: ' ', href: '' } });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).details).toContainEqual(expect.objectContaining({ field: 'announcement.text' }));
    const picture = await save({
      ...content,
      hero: { ...content.hero, imageId: '7a1f0e55-0000-4000-8000-000000000000' },
    });
    expect(picture.statusCode).toBe(422);
    expect(json(picture).details).toContainEqual(expect.objectContaining({ field: 'hero.imageId' }));
    expect(json(await home()).data.hero.primary.href).toBe('/products?collection=diwali');
  });

  it('are staff-only to save', async () => {
    expect((await save(content, null)).statusCode).toBe(401);
    expect((await save(content, customer)).statusCode).toBe(403);
  });
});
