import { QueryClient } from '@tanstack/react-query';
import type { Language } from '@shop/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/test-support/mock-api';
import { facetsQuery } from './get-facets';

const FACETS = { sizes: ['M'], colours: ['Indigo'], crafts: [], materials: [] };

/** Reads a listing's facets as a page in this language does (its queries' meta, lib/query-client.ts). */
async function readFacets(language: Language) {
  const calls = mockApi({
    'GET /api/products/facets': { status: 200, body: { success: true, data: { facets: FACETS } } },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, meta: { language } } } });
  await client.fetchQuery(facetsQuery({ categories: ['kurtis'] }));
  return new URL(calls[0]?.url ?? '', 'http://shop.test').searchParams;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the facets query', () => {
  it('asks for the Hindi labels on a Hindi page, and nothing more on an English one', async () => {
    const hindi = await readFacets('hi');
    expect(hindi.get('lang')).toBe('hi');
    expect(hindi.get('category')).toBe('kurtis');
    expect((await readFacets('en')).has('lang')).toBe(false);
  });
});
