import { ownText, type Facets } from '@shop/domain';
import type { AttributeKey } from '../hooks/listing-params';

/**
 * The words a filter value shows: on a Hindi page, the Hindi the facets give it ("मध्यम" for M,
 * "कुंदन" for Kundan); else the value itself. The value stays what the filter sends and the URL
 * names. A value chosen in another case ("indigo" from a typed address) reads as the facet it
 * matches, as the API matches it.
 */
export function facetLabel(facets: Facets | undefined, key: AttributeKey, value: string): string {
  const labels = facets?.labels?.[key];
  if (!labels) return value;
  const exact = ownText(labels, value);
  if (exact) return exact;
  const lower = value.toLocaleLowerCase();
  const same = Object.keys(labels).find((english) => english.toLocaleLowerCase() === lower);
  return (same && ownText(labels, same)) || value;
}
