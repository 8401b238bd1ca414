import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { createCategory, createImage } from '../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { productsFile } from '../../../test/support/products-file.js';
import { staffProducts } from '../../../test/support/staff-products.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/**
 * The label of a buyer's note in Hindi (decision 071, amended): staff write it beside the English
 * one, a Hindi page reads it in `personalisation.label`, the products file carries it.
 */
let t: TestApp;
let adminAuth: string;
let image: string;

const { staff, publicProduct, staffHindi, createProduct, storedRow } = staffProducts(
  () => t,
  () => adminAuth,
  () => image,
  { description: 'Hand engraved.', price: 650, category: 'keepsakes' },
);

beforeAll(async () => {
  t = await createTestApp();
  adminAuth = (await createUserWithSession(t.db, 'admin')).authorization;
  await createCategory(t.db, { name: 'Keepsakes' });
  image = `/images/${(await createImage(t.db)).id}/640.webp`;
});

afterAll(async () => {
  await t.close();
});

describe('the note’s label in Hindi', () => {
  it('is written trimmed by staff, read back by staff, and answered to a Hindi page in its label', async () => {
    const id = await createProduct('Brass Name Bangle', {
      personalisation: { label: 'Name to engrave', maxLength: 12 },
      translations: { hi: { name: 'पीतल का नाम कंगन', personalisationLabel: '  खुदवाने के लिए नाम  ' } },
    });
    expect(await staffHindi(id)).toMatchObject({
      name: 'पीतल का नाम कंगन',
      personalisationLabel: 'खुदवाने के लिए नाम',
    });
    const hindi = await publicProduct(id, '?lang=hi');
    expect(hindi.personalisation).toEqual({ label: 'खुदवाने के लिए नाम', maxLength: 12 });
    expect(hindi.translations).toBeUndefined();
    const english = await publicProduct(id);
    expect(english.personalisation).toEqual({ label: 'Name to engrave', maxLength: 12 });
  });

  it('falls back to the English label on a Hindi page when none is given, or once cleared', async () => {
    const id = await createProduct('Wooden Name Plate', {
      personalisation: { label: 'Family name', maxLength: 30 },
    });
    expect((await staffHindi(id)).personalisationLabel).toBeNull();
    expect((await publicProduct(id, '?lang=hi')).personalisation.label).toBe('Family name');

    await staff('PUT', `/api/products/${id}`, {
      translations: { hi: { personalisationLabel: 'परिवार का नाम' } },
    });
    expect((await publicProduct(id, '?lang=hi')).personalisation.label).toBe('परिवार का नाम');
    const cleared = await staff('PUT', `/api/products/${id}`, {
      translations: { hi: { personalisationLabel: '' } },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await staffHindi(id)).personalisationLabel).toBeNull();
    expect((await publicProduct(id, '?lang=hi')).personalisation.label).toBe('Family name');
  });

  it('keeps the Hindi label when a write leaves it out, the English label changed or not', async () => {
    const id = await createProduct('Silver Locket', {
      personalisation: { label: 'Initials', maxLength: 4 },
      translations: { hi: { personalisationLabel: 'नाम के पहले अक्षर' } },
    });
    const otherHindi = await staff('PUT', `/api/products/${id}`, {
      translations: { hi: { name: 'चाँदी का लॉकेट' } },
    });
    expect(otherHindi.statusCode, otherHindi.body).toBe(200);
    const relabelled = await staff('PUT', `/api/products/${id}`, {
      price: 700,
      personalisation: { label: 'Initials to engrave', maxLength: 4 },
    });
    expect(relabelled.statusCode, relabelled.body).toBe(200);
    expect(await staffHindi(id)).toMatchObject({
      name: 'चाँदी का लॉकेट',
      personalisationLabel: 'नाम के पहले अक्षर',
    });
    expect((await publicProduct(id, '?lang=hi')).personalisation.label).toBe('नाम के पहले अक्षर');
  });

  it('refuses a Hindi label longer than the English one may be, and changes nothing', async () => {
    const id = await createProduct('Engraved Pen', { personalisation: { label: 'Name', maxLength: 20 } });
    const before = await storedRow(id);
    const response = await staff('PUT', `/api/products/${id}`, {
      name: 'Renamed Pen',
      translations: { hi: { personalisationLabel: 'न'.repeat(61) } },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).details).toEqual([
      {
        field: 'translations.hi.personalisationLabel',
        message: 'Hindi note label must be at most 60 characters',
      },
    ]);
    expect(await storedRow(id)).toEqual(before);
  });

  it('goes with the note: refused without one, dropped when the note is removed', async () => {
    const refused = await staff('POST', '/api/products', {
      name: 'Plain Diya',
      description: 'Clay lamp.',
      price: 120,
      category: 'keepsakes',
      stockQuantity: 5,
      image,
      images: [image],
      translations: { hi: { personalisationLabel: 'नाम' } },
    });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).details).toEqual([
      {
        field: 'translations.hi.personalisationLabel',
        message: 'A Hindi note label needs a note label in English',
      },
    ]);
    expect(await t.db.select().from(products).where(eq(products.name, 'Plain Diya'))).toEqual([]);

    const id = await createProduct('Name Keychain', {
      personalisation: { label: 'Name', maxLength: 10 },
      translations: { hi: { name: 'नाम की चाबी का छल्ला', personalisationLabel: 'नाम' } },
    });
    const removed = await staff('PUT', `/api/products/${id}`, { personalisation: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await staffHindi(id)).toMatchObject({ name: 'नाम की चाबी का छल्ला', personalisationLabel: null });
    // A note taken again starts without the Hindi of the one removed: a Hindi page reads the English.
    await staff('PUT', `/api/products/${id}`, { personalisation: { label: 'Nickname', maxLength: 10 } });
    expect((await publicProduct(id, '?lang=hi')).personalisation.label).toBe('Nickname');
  });

  it('names a note too long by its Hindi label on a Hindi page, and keeps only the note on the line', async () => {
    const id = await createProduct('Copper Name Tag', {
      personalisation: { label: 'Name to stamp', maxLength: 5 },
      translations: { hi: { personalisationLabel: 'ठप्पे के लिए नाम' } },
    });
    const me = await createUserWithSession(t.db);
    const add = (note: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: { authorization: me.authorization, ...headers },
        payload: { productId: id, quantity: 1, personalisationNote: note },
      });
    const hindi = await add('Lakshmi', { 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(422);
    expect(json(hindi).message).toBe('ठप्पे के लिए नाम ज़्यादा से ज़्यादा 5 अक्षरों का हो सकता है');
    expect(json(await add('Lakshmi')).message).toBe('Name to stamp must be at most 5 characters');

    const added = await add('Asha');
    expect(added.statusCode, added.body).toBe(200);
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/cart?lang=hi',
      headers: { authorization: me.authorization },
    });
    const [line] = json(cart).data.cart.items;
    expect(line).toMatchObject({ personalisationNote: 'Asha' });
    expect(line.product.personalisation.label).toBe('ठप्पे के लिए नाम');
  });
});

describe('the products file', () => {
  const { exportRows, importFile, importRows, rowOf } = productsFile(
    () => t,
    () => adminAuth,
  );
  let mugId: string;
  const mugRow = () => rowOf('name-mug');

  beforeAll(async () => {
    mugId = await createProduct('Name Mug', {
      personalisation: { label: 'Name to paint', maxLength: 15 },
      translations: { hi: { personalisationLabel: 'रंगने के लिए नाम' } },
    });
  });

  it('exports personalisation_label_hi and takes its own export back unchanged', async () => {
    const rows = await exportRows();
    expect(rows.find((cells) => cells.handle === 'name-mug')).toMatchObject({
      personalisation_label: 'Name to paint',
      personalisation_label_hi: 'रंगने के लिए नाम',
    });
    expect(rows.find((cells) => cells.handle === 'wooden-name-plate')?.personalisation_label_hi).toBe('');
    expect(await importRows(rows)).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: rows.length,
      errors: [],
    });
  });

  it('imports a changed Hindi label as an update, and a blank one as a clear', async () => {
    const changed = await importRows([{ ...(await mugRow()), personalisation_label_hi: ' नाम लिखवाएँ ' }]);
    expect(changed).toMatchObject({ updated: 1, unchanged: 0, errors: [] });
    expect((await publicProduct(mugId, '?lang=hi')).personalisation.label).toBe('नाम लिखवाएँ');

    const blank = await importRows([{ ...(await mugRow()), personalisation_label_hi: '' }]);
    expect(blank).toMatchObject({ updated: 1, errors: [] });
    expect((await publicProduct(mugId, '?lang=hi')).personalisation.label).toBe('Name to paint');
  });

  it('keeps the Hindi label when the file has no such column', async () => {
    await staff('PUT', `/api/products/${mugId}`, {
      translations: { hi: { personalisationLabel: 'रंगने के लिए नाम' } },
    });
    const { personalisation_label_hi: _hindi, ...older } = await mugRow();
    expect(await importRows([{ ...older, personalisation_max_length: '20' }])).toMatchObject({
      updated: 1,
      errors: [],
    });
    expect((await publicProduct(mugId, '?lang=hi')).personalisation).toEqual({
      label: 'रंगने के लिए नाम',
      maxLength: 20,
    });
  });

  it('refuses a Hindi label without the English one, at its line and column, and changes nothing', async () => {
    const before = await storedRow(mugId);
    const response = await importFile([
      {
        ...(await mugRow()),
        personalisation_label: '',
        personalisation_max_length: '',
        personalisation_label_hi: 'नाम',
      },
    ]);
    expect(response.statusCode).toBe(422);
    expect(json(response).details).toEqual([
      {
        field: 'line 2, personalisation_label_hi',
        message:
          'personalisation_label_hi: give the note’s label in personalisation_label too, or leave this blank',
      },
    ]);
    expect(await storedRow(mugId)).toEqual(before);
  });
});
