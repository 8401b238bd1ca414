import type { Language } from './languages.js';

/**
 * Countries a Hindi page names in Hindi. Staff write the country of origin in English (decision
 * 051, default India); nearly every piece is Indian, so India alone is here, and any other country
 * reads as staff wrote it.
 */
const COUNTRY_NAMES_HI: Record<string, string> = { india: 'भारत' };

/** The country of origin as a page in `language` shows it: "भारत" for India on a Hindi page. */
export function countryName(country: string, language: Language): string {
  if (language !== 'hi') return country;
  return COUNTRY_NAMES_HI[country.trim().toLowerCase()] ?? country;
}
