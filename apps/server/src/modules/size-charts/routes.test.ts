import { randomUUID } from 'node:crypto';
import { SIZE_CHART_ROWS_MAX, type SizeChartBody } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../../test/support/catalog-fixtures.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

let t: TestApp;
let ids: Record<'jewelry' | 'rings' | 'earrings' | 'clothing' | 'kurtis' | 'hidden', string>;
let admin: string;
let administrator: string;
let customer: string;

const ringChart: SizeChartBody = {
  title: 'Indian ring sizes',
  note: 'Measure the inside of a ring that fits.',
  columns: [
    { key: 'circumference_mm', label: 'Inner circumference', unit: 'mm' },
    { key: 'diameter_mm', label: 'Inner diameter', unit: 'mm' },
  ],
  rows: [
    { size: '10', values: { circumference_mm: 50, diameter_mm: 15.9 } },
    { size: '12', values: { circumference_mm: 52, diameter_mm: 16.6 } },
  ],
};

const jewelleryChart: SizeChartBody = {
  title: 'Jewellery sizes',
  columns: [{ key: 'fits', label: 'Fits', unit: null }],
  rows: [{ size: 'One size', values: { fits: 'Most wrists' } }],
};

beforeAll(async () => {
  t = await createTestApp();
  const jewelry = await createCategory(t.db, { name: 'Jewelry' });
  const rings = await createCategory(t.db, { name: 'Rings', parentId: jewelry.id });
  const earrings = await createCategory(t.db, { name: 'Earrings', parentId: jewelry.id });
  const clothing = await createCategory(t.db, { name: 'Clothing' });
  const kurtis = await createCategory(t.db, { name: 'Kurtis', parentId: clothing.id });
  const hidden = await createCategory(t.db, { name: 'Toe Rings', parentId: jewelry.id, isActive: false });
  ids = {
    jewelry: jewelry.id,
    rings: rings.id,
    earrings: earrings.id,
    clothing: clothing.id,
    kurtis: kurtis.id,
    hidden: hidden.id,
  };
  admin = (await createUserWithSession(t.db, 'admin')).authorization;
  administrator = (await createUserWithSession(t.db, 'administrator')).authorization;
  customer = (await createUserWithSession(t.db, 'customer')).authorization;
});

afterAll(async () => {
  await t.close();
});

const put = (categoryId: string, payload: unknown, authorization: string | null = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/size-charts/${categoryId}`,
    headers: authorization ? { authorization } : {},
    payload: payload as object,
  });
const remove = (categoryId: string, authorization: string | null = admin) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/admin/size-charts/${categoryId}`,
    headers: authorization ? { authorization } : {},
  });
const list = (authorization: string | null) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/size-charts',
    headers: authorization ? { authorization } : {},
  });
const read = (slug: string) => t.app.inject({ method: 'GET', url: `/api/size-charts?category=${slug}` });
const chartTitle = async (slug: string) =>
  json(await read(slug)).data?.sizeChart?.title as string | undefined;

describe('writing charts (staff)', () => {
  it('creates a chart with 201, then replaces it whole with 200', async () => {
    const created = await put(ids.rings, ringChart);
    expect(created.statusCode).toBe(201);
    expect(json(created).data.sizeChart).toMatchObject({
      categoryId: ids.rings,
      categorySlug: 'rings',
      categoryName: 'Rings',
      title: 'Indian ring sizes',
      note: 'Measure the inside of a ring that fits.',
      columns: ringChart.columns,
      rows: ringChart.rows,
    });

    const replaced = await put(ids.rings, {
      ...ringChart,
      title: '  Ring sizes  ',
      note: undefined,
      rows: [{ size: '14', values: { circumference_mm: 54, diameter_mm: 17.2 } }],
    });
    expect(replaced.statusCode).toBe(200);
    expect(json(replaced).data.sizeChart).toMatchObject({
      title: 'Ring sizes',
      note: '',
      rows: [{ size: '14', values: { circumference_mm: 54, diameter_mm: 17.2 } }],
    });
    await put(ids.rings, ringChart);
  });

  it('lets both staff roles write, and lists every chart with its category', async () => {
    expect((await put(ids.jewelry, jewelleryChart, administrator)).statusCode).toBe(201);
    const response = await list(administrator);
    expect(response.statusCode).toBe(200);
    const charts = json(response).data.sizeCharts as { categoryName: string; rows: unknown[] }[];
    expect(charts.map((chart) => chart.categoryName)).toEqual(['Jewelry', 'Rings']);
    expect(charts[1]?.rows).toEqual(ringChart.rows);
    expect((await list(admin)).statusCode).toBe(200);
  });

  it('refuses visitors with 401 and customers with 403, changing nothing', async () => {
    for (const [authorization, status] of [
      [null, 401],
      [customer, 403],
    ] as const) {
      expect((await list(authorization)).statusCode).toBe(status);
      expect((await put(ids.rings, { ...ringChart, title: 'Hijacked' }, authorization)).statusCode).toBe(
        status,
      );
      expect((await remove(ids.rings, authorization)).statusCode).toBe(status);
    }
    expect(await chartTitle('rings')).toBe('Indian ring sizes');
  });

  it('answers 404 for an unknown category and 422 for an id that is none', async () => {
    const unknown = await put(randomUUID(), ringChart);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Category not found');
    const bad = await put('not-an-id', ringChart);
    expect(bad.statusCode).toBe(422);
    expect(json(bad).details).toEqual([{ field: 'categoryId', message: 'Must be a valid id' }]);
  });
});

describe('refusing a bad chart with 422, naming the field, changing nothing', () => {
  const rowsOf = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      size: String(index + 1),
      values: { circumference_mm: 41 + index, diameter_mm: 13 },
    }));
  const [first, second] = ringChart.rows as [SizeChartBody['rows'][number], SizeChartBody['rows'][number]];

  it.each([
    ['no rows', { ...ringChart, rows: [] }, 'rows', 'A size chart needs at least one row'],
    [
      'more than 60 rows',
      { ...ringChart, rows: rowsOf(SIZE_CHART_ROWS_MAX + 1) },
      'rows',
      'A size chart has at most 60 rows',
    ],
    [
      'a size twice',
      { ...ringChart, rows: [first, { ...second, size: ' 10 ' }] },
      'rows.1.size',
      'Size 10 appears twice (rows 1 and 2)',
    ],
    [
      'a row missing a column',
      { ...ringChart, rows: [first, { size: '12', values: { circumference_mm: 52 } }] },
      'rows.1.values.diameter_mm',
      'Inner diameter (mm) for size 12 is missing',
    ],
    [
      'text in a measurement',
      {
        ...ringChart,
        rows: [first, { size: '12', values: { circumference_mm: 'fifty-two', diameter_mm: 16.6 } }],
      },
      'rows.1.values.circumference_mm',
      'Inner circumference (mm) for size 12 must be a number',
    ],
    [
      'a value for no column',
      { ...ringChart, rows: [{ ...first, values: { ...first.values, width_mm: 2 } }] },
      'rows.0.values.width_mm',
      'No column width_mm in this chart',
    ],
    [
      'a title too long',
      { ...ringChart, title: 'T'.repeat(81) },
      'title',
      'Title must be at most 80 characters',
    ],
    [
      'a note too long',
      { ...ringChart, note: 'N'.repeat(601) },
      'note',
      'Note must be at most 600 characters',
    ],
    [
      'a size too long',
      { ...ringChart, rows: [{ ...first, size: 'S'.repeat(13) }] },
      'rows.0.size',
      'Size must be at most 12 characters',
    ],
    [
      'a text cell too long',
      { ...jewelleryChart, rows: [{ size: 'One size', values: { fits: 'W'.repeat(31) } }] },
      'rows.0.values.fits',
      'Fits for size One size must be at most 30 characters',
    ],
    [
      'a column key twice',
      { ...ringChart, columns: [ringChart.columns[0], ringChart.columns[0]] },
      'columns.1.key',
      'Column key circumference_mm is used twice',
    ],
    [
      'an unknown unit',
      { ...ringChart, columns: [{ key: 'w', label: 'W', unit: 'ft' }] },
      'columns.0.unit',
      undefined,
    ],
    ['no title', { ...ringChart, title: ' ' }, 'title', 'Title is required'],
  ])('%s', async (_name, body, field, message) => {
    const response = await put(ids.rings, body);
    expect(response.statusCode).toBe(422);
    const answer = json(response);
    expect(answer.code).toBe('VALIDATION_FAILED');
    expect(answer.details).toEqual(
      expect.arrayContaining([{ field, message: message ?? expect.any(String) }]),
    );
    expect(await chartTitle('rings')).toBe('Indian ring sizes');
  });
});

describe('reading the chart that applies (public)', () => {
  it("answers a category's own chart, from the cache the second time", async () => {
    const first = await read('rings');
    expect(first.statusCode).toBe(200);
    expect(json(first).data.sizeChart).toMatchObject({ categorySlug: 'rings', rows: ringChart.rows });
    const second = await read('rings');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
  });

  it("falls back to the parent's chart for a subcategory without one", async () => {
    const response = await read('earrings');
    expect(response.statusCode).toBe(200);
    expect(json(response).data.sizeChart).toMatchObject({
      categorySlug: 'jewelry',
      title: 'Jewellery sizes',
    });
  });

  it('shows a change at once, though the answer was cached', async () => {
    expect(await chartTitle('earrings')).toBe('Jewellery sizes');
    await put(ids.jewelry, { ...jewelleryChart, title: 'Bracelet sizes' });
    expect(await chartTitle('earrings')).toBe('Bracelet sizes');
    expect(await chartTitle('jewelry')).toBe('Bracelet sizes');
  });

  it('answers 404 with a clear message when no chart applies, or the category is unknown or hidden', async () => {
    const none = await read('kurtis');
    expect(none.statusCode).toBe(404);
    expect(json(none)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'There is no size chart for this category',
    });
    for (const slug of ['no-such-category', 'toe-rings']) {
      const unknown = await read(slug);
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown).message).toBe('Category not found');
    }
  });

  it('asks for a category slug', async () => {
    for (const url of ['/api/size-charts', '/api/size-charts?category=Not%20A%20Slug']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(422);
      expect(json(response).details[0].field).toBe('category');
    }
  });

  it('lists the shown categories a chart applies to', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/size-charts/categories' });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.slugs).toEqual(['earrings', 'jewelry', 'rings']);
  });
});

describe('deleting a chart (staff)', () => {
  it('answers 204 with no body, then 404; its subcategory falls back to the parent again', async () => {
    const deleted = await remove(ids.rings);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await chartTitle('rings')).toBe('Bracelet sizes');
    const again = await remove(ids.rings);
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe('This category has no size chart');
  });

  it('goes with its category', async () => {
    await put(ids.kurtis, { ...jewelleryChart, title: 'Kurti sizes' });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/categories/${ids.kurtis}`,
      headers: { authorization: admin },
    });
    expect(response.statusCode).toBe(200);
    const titles = (json(await list(admin)).data.sizeCharts as { title: string }[]).map(
      (chart) => chart.title,
    );
    expect(titles).toEqual(['Bracelet sizes']);
  });
});
