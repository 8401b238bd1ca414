import { describe, expect, it } from 'vitest';
import { requestForLog } from './logger.js';
import { containsPattern, escapeHtml, urlForLog } from './text.js';

describe('urlForLog', () => {
  it('hides the token of a password-reset link and keeps the rest', () => {
    expect(urlForLog('/reset-password?token=abc_DEF-123')).toBe('/reset-password?token=[hidden]');
    expect(urlForLog('/reset-password?a=1&TOKEN=secret&b=2#x')).toBe(
      '/reset-password?a=1&TOKEN=[hidden]&b=2#x',
    );
    expect(urlForLog('/api/products?search=token')).toBe('/api/products?search=token');
  });

  it('is what the request log shows as the URL', () => {
    const request = {
      method: 'GET',
      url: '/reset-password?token=live-secret',
      host: 'shop.example.in',
      ip: '127.0.0.1',
      socket: { remotePort: 5000 },
    } as unknown as Parameters<typeof requestForLog>[0];
    expect(requestForLog(request)).toEqual({
      method: 'GET',
      url: '/reset-password?token=[hidden]',
      host: 'shop.example.in',
      remoteAddress: '127.0.0.1',
      remotePort: 5000,
    });
  });
});

describe('escapeHtml and containsPattern', () => {
  it('escape markup and LIKE wildcards', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
