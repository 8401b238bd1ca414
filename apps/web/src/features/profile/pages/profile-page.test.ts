import { FIELD_MESSAGES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { messages as english } from 'virtual:catalogue/en';
import { messages as hindi } from 'virtual:catalogue/hi';
import { createShopI18n, type Translate } from '@/lib/i18n/i18n';
import { ApiError, errorMessage } from '@/lib/api-client';
import { authErrorMessage } from '@/lib/form-errors';
import { accountStatusText } from './profile-page';

const words = (language: 'en' | 'hi') => {
  const i18n = createShopI18n(language, language === 'en' ? english : hindi);
  const t: Translate = (id, values) => i18n._(id, values);
  const date = (day: Date) => i18n.date(day, { day: 'numeric', month: 'long', year: 'numeric' });
  return { t, date };
};

describe('profile words (issue 28)', () => {
  it('says how long the account has been active, in either language', () => {
    const en = words('en');
    const hi = words('hi');
    const user = { createdAt: '2025-01-02T03:04:05.000Z' };
    expect(accountStatusText(user, en.t, en.date)).toBe('Active since 2 January 2025');
    expect(accountStatusText(user, hi.t, hi.date)).toMatch(/^2 जनवरी 2025 से सक्रिय$/);
    expect(accountStatusText({ createdAt: undefined }, hi.t, hi.date)).toBe('अकाउंट सक्रिय है');
  });

  it("says the browser's own errors and the field rules' sentences in the page's language", () => {
    const { t } = words('hi');
    const offline = new ApiError(
      'Could not reach the shop. Please check your connection.',
      0,
      'NETWORK_ERROR',
      [],
      {
        id: 'error.unreachable',
      },
    );
    expect(errorMessage(offline, 'x', t)).toBe('दुकान से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें।');
    expect(errorMessage(offline, 'x')).toBe('Could not reach the shop. Please check your connection.');
    // The server answers a Hindi page in Hindi itself: its words are shown as they came.
    const wrong = new ApiError('ईमेल या पासवर्ड गलत है', 401, 'UNAUTHENTICATED');
    expect(authErrorMessage(wrong, 'x', t)).toBe('ईमेल या पासवर्ड गलत है');
    const english = new ApiError('Invalid email or password', 401, 'UNAUTHENTICATED');
    expect(authErrorMessage(english, 'x')).toBe('Invalid email or password');
    // A field rule's English, as this page's own checks give it, is said through the catalogue.
    const invalid = new ApiError('x', 422, 'VALIDATION_FAILED', [
      { field: 'email', message: FIELD_MESSAGES.emailInvalid },
    ]);
    expect(authErrorMessage(invalid, 'x', t)).toBe('कृपया सही ईमेल पता डालें');
  });
});
