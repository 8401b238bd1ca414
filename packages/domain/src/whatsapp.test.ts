import { describe, expect, it } from 'vitest';
import {
  cartReminderMessage,
  cartReminderWhatsappLink,
  cartWhatsappBlocker,
  codConfirmationMessage,
  customerWhatsappLink,
  statusUpdateMessage,
  whatsappNumberOf,
} from './whatsapp.js';

const order = {
  id: '7b0f6c1e-6f1a-4c59-9a51-2b9d8f0f4a11',
  status: 'pending' as const,
  total: 120400,
  shippingAddress: {
    name: 'Asha Verma',
    address: 'B-12, Alpha 1',
    city: 'Greater Noida',
    state: 'Uttar Pradesh',
    pincode: '201310',
    phone: '9876543210',
  },
  courier: null,
  trackingNumber: null,
  trackingUrl: null,
};

/** The shipped message of an order sent with Delhivery under an AWB number. */
const shippedWithDelhivery = (base: typeof order, trackingNumber: string, trackingUrl: string) =>
  statusUpdateMessage(
    { ...base, status: 'shipped', courier: 'Delhivery', trackingNumber, trackingUrl },
    'Kaarigar Studio',
  );

describe('WhatsApp from the order desk', () => {
  it('turns an Indian mobile into the 91XXXXXXXXXX that wa.me wants', () => {
    expect(whatsappNumberOf('9876543210')).toBe('919876543210');
    expect(whatsappNumberOf('+91 98765-43210')).toBe('919876543210');
    expect(whatsappNumberOf('098765 43210')).toBe('919876543210');
    expect(whatsappNumberOf('0120 432 1098')).toBeNull();
    expect(whatsappNumberOf('12345')).toBeNull();
  });

  it('writes to a customer who ordered from the Hindi pages in Hindi, every status (issue 28)', () => {
    const hindi = { ...order, language: 'hi' as const };
    const ask = codConfirmationMessage(hindi, 'Kaarigar Studio');
    expect(ask).toContain('नमस्ते Asha, हम Kaarigar Studio से बोल रहे हैं।');
    expect(ask).toContain('₹1,20,400');
    expect(ask).toContain('YES');
    const shipped = shippedWithDelhivery(hindi, 'AWB1', 'https://t.example/1');
    expect(shipped).toContain('भेज दिया गया है (Delhivery, AWB AWB1)');
    expect(shipped).toContain('₹1,20,400 नकद तैयार रखें');
    expect(shipped).toContain('यहाँ ट्रैक करें: https://t.example/1');
    for (const status of [
      'awaiting_payment',
      'pending',
      'processing',
      'delivered',
      'returned',
      'cancelled',
    ] as const) {
      const text = statusUpdateMessage({ ...hindi, status }, 'Kaarigar Studio');
      expect(text, status).toMatch(/[\u0900-\u097F]/);
      expect(text, status).not.toMatch(/Your order|We have/);
    }
  });

  it('asks the customer to reply YES, naming the order and the amount the Indian way', () => {
    const text = codConfirmationMessage(order, 'Kaarigar Studio');
    expect(text).toContain('Namaste Asha, this is Kaarigar Studio.');
    expect(text).toContain('#8F0F4A11');
    expect(text).toContain('₹1,20,400');
    expect(text).toContain('cash on delivery');
    expect(text).toContain('reply YES');
  });

  it('says what the order is doing now, with the tracking link once shipped', () => {
    expect(statusUpdateMessage({ ...order, status: 'processing' }, 'Kaarigar Studio')).toContain(
      'is being prepared',
    );
    const shipped = shippedWithDelhivery(
      order,
      '1490811234567',
      'https://www.delhivery.com/track/package/1490811234567',
    );
    expect(shipped).toContain('has shipped with Delhivery, AWB 1490811234567');
    expect(shipped).toContain('keep ₹1,20,400 ready in cash');
    expect(shipped).toContain('Track it here: https://www.delhivery.com/track/package/1490811234567');
    const byHand = statusUpdateMessage(
      { ...order, status: 'shipped', courier: 'Other', trackingNumber: 'LR-5521', trackingUrl: null },
      'Kaarigar Studio',
    );
    expect(byHand).not.toContain('Track it here');
    for (const status of ['pending', 'delivered', 'returned', 'cancelled'] as const) {
      expect(statusUpdateMessage({ ...order, status }, 'Kaarigar Studio')).toContain('#8F0F4A11');
    }
  });

  it('links to the customer with the message encoded, or nothing for a number WhatsApp cannot reach', () => {
    const link = customerWhatsappLink(order, 'Reply YES & thanks');
    expect(link).toBe('https://wa.me/919876543210?text=Reply%20YES%20%26%20thanks');
    const landline = { shippingAddress: { ...order.shippingAddress, phone: '01204321098' } };
    expect(customerWhatsappLink(landline, 'hi')).toBeNull();
  });
});

describe('WhatsApp reminder of a cart left behind', () => {
  const cart = {
    customer: { name: 'Meera Sharma', email: 'meera@example.in', phone: '+91 98111 22334' },
    items: [
      {
        productId: 'p1',
        name: 'Kundan Jhumka',
        variantTitle: 'Gold',
        quantity: 2,
        price: 1250,
        lineTotal: 2500,
        available: true,
      },
      {
        productId: 'p2',
        name: 'Withdrawn Stole',
        variantTitle: '',
        quantity: 1,
        price: 900,
        lineTotal: 900,
        available: false,
      },
    ],
    value: 2500,
  };

  it('greets by first name, lists what can still be bought with its value and links back to the cart', () => {
    const message = cartReminderMessage(cart, 'Kaarigar Studio', 'https://shop.example/cart');
    expect(message).toContain('Namaste Meera, this is Kaarigar Studio.');
    expect(message).toContain('• Kundan Jhumka (Gold) × 2: ₹2,500');
    expect(message).not.toContain('Withdrawn Stole');
    expect(message).toContain('Together ₹2,500');
    expect(message).toContain('https://shop.example/cart');
  });

  it('opens a chat with the customer’s mobile, or says why it cannot', () => {
    const link = cartReminderWhatsappLink(cart, 'Kaarigar Studio', 'https://shop.example/cart');
    expect(link).toMatch(/^https:\/\/wa\.me\/919811122334\?text=Namaste%20Meera/);
    expect(cartWhatsappBlocker(cart)).toBeNull();
    const noPhone = { ...cart, customer: { ...cart.customer, phone: null } };
    expect(cartReminderWhatsappLink(noPhone, 'Kaarigar Studio', '/cart')).toBeNull();
    expect(cartWhatsappBlocker(noPhone)).toMatch(/No phone number/);
    expect(cartWhatsappBlocker({ customer: { ...cart.customer, phone: '0120 432 1098' } })).toMatch(
      /not an Indian mobile/,
    );
  });
});
