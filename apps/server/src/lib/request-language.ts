import type { Language } from '@shop/domain';

/**
 * The language a client reads its messages in: Hindi when its first choice is (the storefront's
 * Hindi pages say `Accept-Language: hi` on every call, issue 28), else English. The error envelope
 * answers in it, and so do the answers that carry a sentence without a `?lang` of their own.
 */
export const requestLanguage = (request: {
  headers: { 'accept-language'?: string | undefined };
}): Language => (/^\s*hi\b/i.test(request.headers['accept-language'] ?? '') ? 'hi' : 'en');
