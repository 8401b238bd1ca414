import { deliveryText, type Cart, type CartItem, type Product } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { testTranslate } from '@/lib/test-support/words';
import { whatsappCartMessage } from './whatsapp-cart-message';

function line(
  overrides: Partial<CartItem> & Pick<CartItem, 'name' | 'price' | 'quantity' | 'lineTotal'>,
): CartItem {
  return {
    id: crypto.randomUUID(),
    productId: crypto.randomUUID(),
    variantId: crypto.randomUUID(),
    variantTitle: '',
    sku: 'SKU-1',
    personalisationNote: null,
    available: true,
    maxQuantity: 10,
    ...overrides,
    // Every line at 18% unless the test's product says otherwise.
    product: { tax: { gstRate: 18 }, ...overrides.product } as Product,
  };
}

const english = testTranslate('en');

describe('whatsappCartMessage', () => {
  it('names the size, its SKU, the note and the making time of each line', () => {
    const kurti = {
      personalisation: { label: 'Initials', maxLength: 3 },
      madeToOrder: false,
      leadTimeDays: null,
    };
    const saree = { personalisation: null, madeToOrder: true, leadTimeDays: 21 };
    const cart: Cart = {
      items: [
        line({
          name: 'Dabu Kurti',
          price: 1200,
          quantity: 1,
          lineTotal: 1200,
          variantTitle: 'M / Indigo',
          sku: 'DK-M-IND',
          personalisationNote: 'AV',
          product: kurti as unknown as Product,
        }),
        line({
          name: 'Chanderi Saree',
          price: 6400,
          quantity: 1,
          lineTotal: 6400,
          product: saree as unknown as Product,
        }),
      ],
      summary: {
        count: 2,
        subtotal: 7600,
        discount: 0,
        delivery: 0,
        gst: 1368,
        total: 8968,
        gstIncluded: false,
        roundOff: 0,
      },
      coupon: null,
    };
    const message = whatsappCartMessage(cart, 'Kaarigar Studio', english).split('\n');
    expect(message.slice(2, 12)).toEqual([
      '1. Dabu Kurti',
      '   Options: M / Indigo (SKU DK-M-IND)',
      '   Initials: AV',
      '   Quantity: 1',
      '   Price: ₹1,200',
      '   Subtotal: ₹1,200',
      '2. Chanderi Saree',
      '   Made to order · ships in 21 days',
      '   Quantity: 1',
      '   Price: ₹6,400',
    ]);
  });

  it('lists each item with quantity, price and subtotal, then the server totals', () => {
    const cart: Cart = {
      items: [
        line({ name: 'Kundan Jhumka', price: 1200, quantity: 2, lineTotal: 2400 }),
        line({ name: 'Block-print Stole', price: 650, quantity: 1, lineTotal: 650 }),
      ],
      summary: {
        count: 3,
        subtotal: 3050,
        discount: 0,
        delivery: 0,
        gst: 549,
        total: 3599,
        gstIncluded: false,
        roundOff: 0,
      },
      coupon: null,
    };
    expect(whatsappCartMessage(cart, 'Kaarigar Studio', english)).toBe(
      [
        'Hello Kaarigar Studio! I would like to order these pieces:',
        '',
        '1. Kundan Jhumka',
        '   Quantity: 2',
        '   Price: ₹1,200',
        '   Subtotal: ₹2,400',
        '2. Block-print Stole',
        '   Quantity: 1',
        '   Price: ₹650',
        '   Subtotal: ₹650',
        '',
        'Subtotal: ₹3,050',
        'Delivery: Free',
        'GST: ₹549',
        'Total: ₹3,599',
      ].join('\n'),
    );
  });

  it('shows the delivery fee in rupees and leaves out lines the server did not count', () => {
    const cart: Cart = {
      items: [
        line({ name: 'Potli Bag', price: 450, quantity: 1, lineTotal: 450 }),
        line({ name: 'Sold-out Bangle', price: 900, quantity: 1, lineTotal: 900, available: false }),
      ],
      summary: {
        count: 1,
        subtotal: 450,
        discount: 0,
        delivery: 50,
        gst: 90,
        total: 590,
        gstIncluded: false,
        roundOff: 0,
      },
      coupon: null,
    };
    const message = whatsappCartMessage(cart, 'Kaarigar Studio', english);
    expect(message).toContain('1. Potli Bag');
    expect(message).not.toContain('Sold-out Bangle');
    expect(message).toContain('Delivery: ₹50');
    expect(message.endsWith('Total: ₹590')).toBe(true);
  });

  it('writes the whole message in Hindi on a Hindi page, rupees as the shop writes them', () => {
    const cart: Cart = {
      items: [
        line({
          name: 'कुंदन झुमका',
          price: 1200,
          quantity: 2,
          lineTotal: 2400,
          variantTitle: 'सुनहरा',
          sku: 'KJ-GLD',
          product: { personalisation: null, madeToOrder: true, leadTimeDays: 7 } as unknown as Product,
        }),
      ],
      summary: {
        count: 2,
        subtotal: 2400,
        discount: 240,
        delivery: 0,
        gst: 103,
        total: 2160,
        gstIncluded: true,
        roundOff: 0,
      },
      coupon: { code: 'DIWALI10', discount: 240, message: null },
    };
    expect(whatsappCartMessage(cart, 'कारीगर स्टूडियो', testTranslate('hi'))).toBe(
      [
        'नमस्ते कारीगर स्टूडियो! मुझे ये पीस ऑर्डर करने हैं:',
        '',
        '1. कुंदन झुमका',
        '   विकल्प: सुनहरा (प्रोडक्ट कोड KJ-GLD)',
        '   ऑर्डर पर बनता है · 7 दिन में भेजा जाएगा',
        '   मात्रा: 2',
        '   कीमत: ₹1,200',
        '   सबटोटल: ₹2,400',
        '',
        'सबटोटल: ₹2,400',
        'छूट (DIWALI10): −₹240',
        'डिलीवरी: फ़्री',
        'कुल: ₹2,160',
        'GST ₹103 शामिल',
      ].join('\n'),
    );
  });

  it('says Free for a zero delivery charge', () => {
    expect(deliveryText(0)).toBe('Free');
    expect(deliveryText(50)).toBe('₹50');
  });
});
