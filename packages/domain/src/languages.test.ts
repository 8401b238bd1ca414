import { describe, expect, it } from 'vitest';
import {
  isShopperPath,
  languageFromCookies,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  translatedOr,
} from './languages.js';

describe('the language of an address (issue 28)', () => {
  it('is Hindi under /hi/ only, English everywhere else', () => {
    expect(['/hi', '/hi/', '/hi/jewelry', '/hi?x=1', '/hi/product/1'].map(languageOfPath)).toEqual(
      Array(5).fill('hi'),
    );
    expect(['/', '/history', '/hindi', '/jewelry', '/category/hi'].map(languageOfPath)).toEqual(
      Array(5).fill('en'),
    );
  });

  it('moves a page between languages, keeping its path and query', () => {
    expect(pathInLanguage('/cart', 'hi')).toBe('/hi/cart');
    expect(pathInLanguage('/', 'hi')).toBe('/hi/');
    expect(pathInLanguage('/search?q=jhumka', 'hi')).toBe('/hi/search?q=jhumka');
    expect(pathInLanguage('/hi/search?q=jhumka', 'en')).toBe('/search?q=jhumka');
    expect(pathInLanguage('/hi', 'en')).toBe('/');
    expect(pathInLanguage('/hi/cart', 'hi')).toBe('/hi/cart');
    expect(pathWithoutLanguage('/history')).toBe('/history');
  });

  it('reads the remembered choice from the cookie header, ignoring anything else', () => {
    expect(languageFromCookies('a=1; lang=hi; b=2')).toBe('hi');
    expect(languageFromCookies('lang=en')).toBe('en');
    expect(languageFromCookies('lang=fr')).toBeUndefined();
    expect(languageFromCookies('slang=hi')).toBeUndefined();
    expect(languageFromCookies(undefined)).toBeUndefined();
  });

  it('knows the shopper’s pages from the back office', () => {
    for (const path of [
      '/',
      '/jewelry',
      '/product/abc',
      '/search?q=x',
      '/cart',
      '/track',
      '/hi/cart',
      '/returns',
    ]) {
      expect(isShopperPath(path), path).toBe(true);
    }
    for (const path of ['/dashboard', '/product-management', '/admin/returns', '/setup', '/shop-settings']) {
      expect(isShopperPath(path), path).toBe(false);
    }
  });

  it('falls back to the English field by field when a translation is empty', () => {
    expect(translatedOr('झुमका', 'Jhumka')).toBe('झुमका');
    expect(translatedOr('  ', 'Jhumka')).toBe('Jhumka');
    expect(translatedOr(null, null)).toBeNull();
  });
});
