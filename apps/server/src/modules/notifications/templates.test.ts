import { describe, expect, it } from 'vitest';
import { goodAddress } from '../../../test/support/order-fixtures.js';
import { renderMail } from './templates/render.js';
import { orderMail, type OrderMailData } from './templates/order-mails.js';
import { backInStockMail, lowStockMail } from './templates/stock-mails.js';
import { upiMail } from './templates/upi-mails.js';
import { cartReminderMail } from './templates/cart-mails.js';

const shop = {
  name: 'Kaarigar Studio',
  email: 'hello@kaarigar.studio',
  phones: ['+91 98765 43210'],
  addressLines: ['Shop 14, Alpha Commercial Belt', 'Greater Noida'],
  publicUrl: 'https://shop.example',
};

const order: OrderMailData = {
  id: '00000000-0000-4000-8000-00000abcdef1',
  number: '0ABCDEF1',
  customerName: 'Asha Verma',
  address: goodAddress,
  lines: [
    { name: 'Kundan Jhumka', variantTitle: 'Gold', note: 'For Meera', quantity: 2, unitPaise: 149_900 },
    { name: 'Block-print Stole', variantTitle: '', note: null, quantity: 1, unitPaise: 60_000_00 },
  ],
  subtotalPaise: 62_998_00,
  deliveryPaise: 0,
  gstPaise: 11_340_00,
  totalPaise: 74_338_00,
  gstIncluded: false,
  roundOffPaise: 0,
  shipment: null,
  note: null,
  paymentMethod: 'cod',
  paymentDueBy: null,
  paymentUtr: null,
};

const textOf = async (mail: ReturnType<typeof orderMail>) =>
  (await renderMail('asha@example.test', mail)).text;

describe('mail templates', () => {
  it('the totals say GST is included in the whole-rupee total, or add it on top with its round-off (decision 050)', async () => {
    const included = await textOf(
      orderMail('order_placed', shop, {
        ...order,
        lines: [{ name: 'Chanderi Kurti', variantTitle: 'M', note: null, quantity: 1, unitPaise: 1_299_00 }],
        subtotalPaise: 1_299_00,
        deliveryPaise: 50_00,
        gstPaise: 64_24,
        totalPaise: 1_349_00,
        gstIncluded: true,
      }),
    );
    expect(included).toMatch(/Total\s+₹1,349\s+Includes GST ₹64.24/);
    expect(included).not.toMatch(/Round off/);
    const added = await textOf(
      orderMail('order_placed', shop, {
        ...order,
        subtotalPaise: 1_549_00,
        gstPaise: 278_82,
        roundOffPaise: 18,
        totalPaise: 1_828_00,
      }),
    );
    expect(added).toMatch(/GST\s+₹278.82/);
    expect(added).toMatch(/Round off\s+\+₹0.18/);
    expect(added).not.toMatch(/Includes GST/);
  });

  it('the placed mail lists every line with its variant and note, the totals in Indian rupees, the address and the cash to keep ready', async () => {
    const message = await renderMail('asha@example.test', orderMail('order_placed', shop, order));
    expect(message.subject).toBe('Order 0ABCDEF1 placed');
    expect(message.text).toContain('Kundan Jhumka (Gold) × 2');
    expect(message.text).toContain('₹2,998');
    expect(message.text).toContain('Personalisation: For Meera');
    expect(message.text).toContain('Block-print Stole × 1');
    expect(message.text).toContain('₹60,000');
    expect(message.text).toContain('Free');
    expect(message.text).toContain('please keep ₹74,338 ready');
    expect(message.text).toContain('Greater Noida, Uttar Pradesh 201310');
    expect(message.text).toContain('Kaarigar Studio');
    expect(message.html).toContain('#a4452a');
    expect(message.html).toContain('cid:shop-logo');
    expect(message.html).not.toMatch(/src="https?:/);
    expect(message.attachments?.[0]?.content.subarray(1, 4).toString()).toBe('PNG');
  });

  it("a guest's mails link to /track with the order number instead of the account's order page (decision 040)", async () => {
    const placed = await textOf(orderMail('order_placed', shop, { ...order, guest: true }));
    expect(placed).toContain('https://shop.example/track?order=0ABCDEF1');
    expect(placed).toContain('Follow your order');
    expect(placed).not.toContain('/orders/');
    const confirmed = await textOf(orderMail('order_processing', shop, { ...order, guest: true }));
    expect(confirmed).toContain('https://shop.example/track?order=0ABCDEF1');
    const account = await textOf(orderMail('order_placed', shop, order));
    expect(account).toContain(`https://shop.example/orders/${order.id}`);
  });

  it('the shipped mail names courier, AWB and the tracking link; the others say what happened', async () => {
    const shipped = await textOf(
      orderMail('order_shipped', shop, {
        ...order,
        shipment: {
          courier: 'Delhivery',
          trackingNumber: 'AWB998877',
          trackingUrl: 'https://track.example/AWB998877',
        },
      }),
    );
    expect(shipped).toContain('Courier: Delhivery');
    expect(shipped).toContain('AWB number: AWB998877');
    expect(shipped).toContain('https://track.example/AWB998877');
    expect(await textOf(orderMail('order_processing', shop, order))).toContain('Your order is confirmed');
    expect(await textOf(orderMail('order_delivered', shop, order))).toContain(
      'https://shop.example/orders/00000000-0000-4000-8000-00000abcdef1#review',
    );
    expect(await textOf(orderMail('order_cancelled', shop, { ...order, note: 'Changed my mind' }))).toContain(
      'Reason: Changed my mind',
    );
    expect(
      await textOf(orderMail('order_returned', shop, { ...order, note: 'Refused at the door' })),
    ).toContain('The courier returned order 0ABCDEF1');
    const forShop = await textOf(orderMail('shop_new_order', shop, order));
    expect(forShop).toContain('Asha Verma ordered 3 item(s) for ₹74,338');
    expect(forShop).toContain('https://shop.example/order-management?search=0ABCDEF1');
  });

  it('a UPI order is asked for its payment with the amount and the payment page, then told what became of it', async () => {
    const upi: OrderMailData = {
      ...order,
      paymentMethod: 'upi',
      // 10:30 UTC is 4:00 pm in India.
      paymentDueBy: new Date('2026-11-28T10:30:00Z'),
    };
    const awaiting = await renderMail('asha@example.test', upiMail('upi_awaiting_payment', shop, upi));
    expect(awaiting.subject).toBe('Order 0ABCDEF1: pay ₹74,338 by UPI to confirm it');
    expect(awaiting.text).toContain('Amount to pay by UPI: ₹74,338');
    expect(awaiting.text).toContain('until 4:00 pm');
    expect(awaiting.text).toContain('https://shop.example/orders/00000000-0000-4000-8000-00000abcdef1/pay');
    expect(awaiting.text).toContain('Kundan Jhumka (Gold) × 2');
    expect(awaiting.text).not.toContain('Cash on Delivery');

    const paid = { ...upi, paymentDueBy: null, paymentUtr: '412345678901' };
    const received = await renderMail('asha@example.test', upiMail('upi_payment_received', shop, paid));
    expect(received.subject).toBe('Payment received for order 0ABCDEF1');
    expect(received.text).toContain('Your UPI payment of ₹74,338 (UTR 412345678901)');
    expect(received.text).toContain('Order 0ABCDEF1 · ₹74,338 · UPI');

    const expired = await textOf(upiMail('upi_payment_expired', shop, { ...upi, paymentDueBy: null }));
    expect(expired).toContain('within 30 minutes, so it is cancelled');
    const notReceived = await renderMail(
      'asha@example.test',
      upiMail('upi_payment_not_received', shop, { ...paid, note: 'No credit in the bank statement' }),
    );
    expect(notReceived.subject).toBe('Order 0ABCDEF1 cancelled: payment not received');
    expect(notReceived.text).toContain('with UTR 412345678901');
    expect(notReceived.text).toContain('Reason: No credit in the bank statement');

    // Once paid by UPI, the shipped mail asks for no cash; the shop's mail names the method.
    const shipped = await textOf(orderMail('order_shipped', shop, paid));
    expect(shipped).not.toContain('please keep');
    expect(orderMail('shop_new_order', shop, upi).subject).toBe('New order 0ABCDEF1: ₹74,338 (UPI)');
  });

  it('back in stock and the low-stock summary', async () => {
    const back = await renderMail(
      'asha@example.test',
      backInStockMail(shop, {
        productName: 'Kundan Jhumka',
        variantTitle: 'Silver',
        pricePaise: 1_25_000_00,
        productUrl: 'https://shop.example/product/p1?variant=v1',
      }),
    );
    expect(back.subject).toBe('Back in stock: Kundan Jhumka (Silver)');
    expect(back.text).toContain('₹1,25,000');
    expect(back.text).toContain('https://shop.example/product/p1?variant=v1');
    const low = await renderMail(
      'orders@shop.example',
      lowStockMail(shop, 3, [
        { productName: 'Stole', variantTitle: '', sku: 'ST-1', stock: 0 },
        { productName: 'Jhumka', variantTitle: 'Gold', sku: 'JH-G', stock: 2 },
      ]),
    );
    expect(low.subject).toBe('Low stock: 2 items at 3 or fewer');
    expect(low.text).toContain('Sold out');
    expect(low.text).toContain('Jhumka (Gold)');
    expect(low.text).toContain('2 left');
  });

  it('the cart reminder lists what is in the cart with its total and links back to the cart', async () => {
    const message = await renderMail(
      'asha@example.test',
      cartReminderMail(shop, {
        customerName: 'Asha Verma',
        lines: [{ name: 'Kundan Jhumka', variantTitle: 'Gold', quantity: 2, lineTotalPaise: 2_500_00 }],
        totalPaise: 2_500_00,
      }),
    );
    expect(message.subject).toBe('Your cart at Kaarigar Studio is waiting');
    expect(message.text).toContain('Namaste Asha');
    expect(message.text).toContain('Kundan Jhumka (Gold)');
    expect(message.text).toContain('Together ₹2,500');
    expect(message.html).toContain('https://shop.example/cart');
  });
});
