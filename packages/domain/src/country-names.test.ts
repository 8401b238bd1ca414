import { describe, expect, it } from 'vitest';
import { countryName } from './country-names.js';

describe('the country of origin in the page’s language', () => {
  it('names India भारत on a Hindi page, however staff cased it', () => {
    expect(countryName('India', 'hi')).toBe('भारत');
    expect(countryName('india', 'hi')).toBe('भारत');
  });

  it('leaves other countries as written, and every country on an English page', () => {
    expect(countryName('Nepal', 'hi')).toBe('Nepal');
    expect(countryName('India', 'en')).toBe('India');
  });
});
