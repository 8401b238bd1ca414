import { describe, expect, it, vi } from 'vitest';
import { createBrowserWords } from './i18n';

describe('the browser’s words, added part by part (decision 073)', () => {
  it('reads the frame’s words and a screen’s together, and adds a part once however often its screen opens', async () => {
    const words = createBrowserWords('hi');
    const changed = vi.fn();
    words.i18n.on('change', changed);

    await words.load('core');
    await words.load('product');
    await words.load('product');

    // The header's words and the product page's, both in Hindi.
    expect(words.i18n._('nav.cart')).not.toBe('nav.cart');
    expect(words.i18n._('product.orderOnWhatsapp')).toBe('WhatsApp पर ऑर्डर करें');
    // Each change re-renders every reader: two parts, two changes.
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('refuses a part the build did not make, rather than show ids', async () => {
    await expect(createBrowserWords('en').load('no-such-screen')).rejects.toThrow(
      'The catalogue has no part "no-such-screen"',
    );
  });
});
