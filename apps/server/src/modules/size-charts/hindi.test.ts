import { eq } from 'drizzle-orm';
import type { SizeChart, SizeChartBody } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/index.js';
import { createCategory } from '../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { insertStandardSizeCharts } from './service.js';

/**
 * Decision 074: a size chart's title, how-to-measure note and column names in Hindi, written beside
 * the English in the back office and read by a Hindi page with `?lang=hi`, field by field.
 */
let t: TestApp;
let admin: string;
let ids: Record<'kurtis' | 'rings', string>;

const kurtiChart: SizeChartBody = {
  title: 'Kurti sizes',
  note: 'Garment measurements.',
  columns: [
    { key: 'bust_in', label: 'Bust', unit: 'in' },
    { key: 'length_in', label: 'Length', unit: 'in' },
    { key: 'fits', label: 'Fits', unit: null },
  ],
  rows: [{ size: 'M', values: { bust_in: 38, length_in: 45, fits: 'Easy' } }],
};
const KURTI_HINDI = {
  hi: { title: 'कुर्ती के साइज़', columns: { bust_in: 'बस्ट', length_in: 'लंबाई' } },
};

const put = (categoryId: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/size-charts/${categoryId}`,
    headers: { authorization: admin },
    payload,
  });
/** The chart a shopper reads. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's shape is what is tested
async function read(slug: string, lang?: 'hi' | 'en'): Promise<any> {
  const url = `/api/size-charts?category=${slug}${lang ? `&lang=${lang}` : ''}`;
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data.sizeChart;
}
/** The chart as staff read it in their list. */
async function staffChart(categoryId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/size-charts',
    headers: { authorization: admin },
  });
  const charts = json(response).data.sizeCharts as SizeChart[];
  return charts.find((chart) => chart.categoryId === categoryId);
}
const labels = (chart: { columns: { label: string }[] }) => chart.columns.map((column) => column.label);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUserWithSession(t.db, 'admin')).authorization;
  const clothing = await createCategory(t.db, { name: 'Clothing' });
  const kurtis = await createCategory(t.db, { name: 'Kurtis', parentId: clothing.id });
  await t.db
    .update(categories)
    .set({ translations: { hi: { name: 'कुर्तियाँ' } } })
    .where(eq(categories.id, kurtis.id));
  const jewelry = await createCategory(t.db, { name: 'Jewelry' });
  const rings = await createCategory(t.db, { name: 'Rings and Anklets', parentId: jewelry.id });
  ids = { kurtis: kurtis.id, rings: rings.id };
  const saved = await put(ids.kurtis, { ...kurtiChart, translations: KURTI_HINDI });
  expect(saved.statusCode, saved.body).toBe(201);
});

afterAll(async () => {
  await t.close();
});

describe('a size chart in Hindi', () => {
  it('reads back to staff with every field, null where none, each column by its key', async () => {
    expect((await staffChart(ids.kurtis))?.translations).toEqual({
      hi: { title: 'कुर्ती के साइज़', note: null, columns: { bust_in: 'बस्ट', length_in: 'लंबाई', fits: null } },
    });
  });

  it('answers ?lang=hi in Hindi field by field, the English where none was given, and never its translations', async () => {
    // English first: the Hindi answer must not be the English one cached.
    const english = await read('kurtis');
    expect(english).toMatchObject({ title: 'Kurti sizes', categoryName: 'Kurtis' });
    expect(labels(english)).toEqual(['Bust', 'Length', 'Fits']);
    const hindi = await read('kurtis', 'hi');
    expect(hindi).toMatchObject({
      title: 'कुर्ती के साइज़',
      note: 'Garment measurements.',
      categoryName: 'कुर्तियाँ',
      rows: [{ size: 'M', values: { bust_in: 38, length_in: 45, fits: 'Easy' } }],
    });
    expect(hindi.columns).toEqual([
      { key: 'bust_in', label: 'बस्ट', unit: 'in' },
      { key: 'length_in', label: 'लंबाई', unit: 'in' },
      { key: 'fits', label: 'Fits', unit: null },
    ]);
    expect(hindi.translations).toBeUndefined();
    expect(english.translations).toBeUndefined();
    expect((await read('kurtis', 'en')).title).toBe('Kurti sizes');
  });

  it('keeps the Hindi a save leaves out, drops a removed column’s, and clears what is sent empty', async () => {
    const withoutLength = { ...kurtiChart, columns: kurtiChart.columns.filter((c) => c.key !== 'length_in') };
    withoutLength.rows = [{ size: 'M', values: { bust_in: 38, fits: 'Easy' } }];
    const kept = await put(ids.kurtis, withoutLength);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json(kept).data.sizeChart.translations).toEqual({
      hi: { title: 'कुर्ती के साइज़', note: null, columns: { bust_in: 'बस्ट', fits: null } },
    });
    const cleared = await put(ids.kurtis, {
      ...withoutLength,
      translations: { hi: { title: '', note: 'ये कुर्ती के नाप हैं।', columns: { bust_in: null, fits: 'फ़िट' } } },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const hindi = await read('kurtis', 'hi');
    expect(hindi).toMatchObject({ title: 'Kurti sizes', note: 'ये कुर्ती के नाप हैं।' });
    expect(labels(hindi)).toEqual(['Bust', 'फ़िट']);
  });

  it.each([
    ['a language the shop does not have', { fr: { title: 'Tailles' } }, 'translations'],
    ['a field a chart does not have', { hi: { rows: 'पंक्तियाँ' } }, 'translations.hi'],
    [
      'a Hindi name for no column of the chart',
      { hi: { columns: { waist_in: 'कमर' } } },
      'translations.hi.columns',
    ],
    [
      'a Hindi title longer than an English one may be',
      { hi: { title: 'क'.repeat(81) } },
      'translations.hi.title',
    ],
    [
      'a Hindi column name too long',
      { hi: { columns: { bust_in: 'क'.repeat(31) } } },
      'translations.hi.columns',
    ],
  ])('refuses %s (422), changing nothing', async (_case, translations, field) => {
    const before = await staffChart(ids.kurtis);
    const response = await put(ids.kurtis, { ...kurtiChart, translations });
    expect(response.statusCode, response.body).toBe(422);
    const fields = (json(response).details as { field: string }[]).map((detail) => detail.field);
    expect(
      fields.some((named) => named.startsWith(field)),
      fields.join(),
    ).toBe(true);
    expect(await staffChart(ids.kurtis)).toEqual(before);
  });
});

describe('the standard charts a new shop starts with', () => {
  it('come with their Hindi', async () => {
    expect(await insertStandardSizeCharts(t.db)).toBe(1);
    const ring = await read('rings-and-anklets', 'hi');
    expect(ring.title).toBe('अंगूठी के भारतीय साइज़');
    expect(labels(ring)).toEqual(['अंदर की गोलाई', 'अंदर का व्यास']);
    expect(ring.note).toMatch(/^उँगली/);
    expect((await read('rings-and-anklets')).title).toBe('Indian ring sizes');
  });
});
