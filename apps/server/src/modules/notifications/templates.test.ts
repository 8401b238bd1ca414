import { describe, expect, it } from 'vitest';
import { goodAddress } from '../../../test/support/order-fixtures.js';
import { renderMail } from './templates/render.js';
import { orderMail, type OrderMailData } from './templates/order-mails.js';
import { backInStockMail, lowStockMail } from './templates/stock-mails.js';
import { upiMail } from './templates/upi-mails.js';
import { newDeviceMail } from './templates/account-mails.js';
import { cartReminderMail } from './templates/cart-mails.js';
import { returnMail, shopNewReturnMail, type ReturnMailData } from './templates/return-mails.js';
import { complaintMail, type ComplaintMailData } from './templates/complaint-mails.js';

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

  it('an order placed from the Hindi pages is written to in Hindi, its links opening the Hindi pages (issue 28)', async () => {
    const hindi = { ...order, language: 'hi' as const, guest: true, deliveryPaise: 50_00 };
    const placed = await renderMail('asha@example.test', orderMail('order_placed', shop, hindi));
    expect(placed.subject).toBe('ऑर्डर 0ABCDEF1 मिल गया');
    expect(placed.html).toContain('lang="hi"');
    expect(placed.text).toContain('Asha Verma, आपके ऑर्डर के लिए धन्यवाद');
    expect(placed.text).toContain('आपका संदेश: For Meera');
    // Rupees in Indian grouping, as on the English mail; the piece keeps its name.
    expect(placed.text).toMatch(/कुल\s+₹74,338/);
    expect(placed.text).toMatch(/डिलीवरी\s+₹50/);
    expect(placed.text).toContain('कृपया कूरियर के लिए ₹74,338 तैयार रखें');
    expect(placed.text).toContain('Kundan Jhumka (Gold) × 2');
    expect(placed.text).toContain('https://shop.example/hi/track?order=0ABCDEF1');
    expect(placed.text).not.toMatch(/Thank you|Delivering to|Total/);
    const shipped = await renderMail(
      'asha@example.test',
      orderMail('order_shipped', shop, {
        ...hindi,
        shipment: { courier: 'Delhivery', trackingNumber: 'AWB1', trackingUrl: null },
      }),
    );
    expect(shipped.subject).toBe('ऑर्डर 0ABCDEF1 भेज दिया गया');
    expect(shipped.text).toContain('AWB नंबर: AWB1');
    // A UPI order's payment mails follow it.
    const upi = {
      ...hindi,
      guest: false,
      paymentMethod: 'upi' as const,
      paymentDueBy: new Date('2026-11-29T11:05:00Z'),
    };
    const awaiting = await renderMail('asha@example.test', upiMail('upi_awaiting_payment', shop, upi));
    expect(awaiting.subject).toBe('ऑर्डर 0ABCDEF1: पुष्टि के लिए ₹74,338 UPI से चुकाएँ');
    expect(awaiting.text).toContain('12 अंकों का UTR');
    expect(awaiting.text).toContain(`https://shop.example/hi/orders/${order.id}/pay`);
    // The shop's own mail of the same order stays in the back office's English.
    const shopMail = await renderMail('shop@example.test', orderMail('shop_new_order', shop, hindi));
    expect(shopMail.subject).toMatch(/^New order 0ABCDEF1/);
    expect(shopMail.text).toContain('Delivering to');
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
    const hindi = await renderMail(
      'asha@example.test',
      backInStockMail(shop, {
        productName: 'कुंदन झुमका',
        variantTitle: 'Silver',
        pricePaise: 1_25_000_00,
        productUrl: 'https://shop.example/hi/product/p1?variant=v1',
        language: 'hi',
      }),
    );
    expect(hindi.subject).toBe('फिर से स्टॉक में: कुंदन झुमका (Silver)');
    expect(hindi.html).toContain('lang="hi"');
    expect(hindi.text).toContain('कुंदन झुमका (Silver) फिर से ₹1,25,000 में उपलब्ध है');
    expect(hindi.text).toContain('इसे शॉप में देखें https://shop.example/hi/product/p1?variant=v1');
    expect(hindi.text).not.toMatch(/It is back|available again/);
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
        unsubscribeUrl: 'https://shop.example/unsubscribe?token=abc',
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
    // A way to stop them: in the footer, and the header mail apps offer as "Unsubscribe".
    expect(message.text).toContain('Unsubscribe from cart reminders');
    expect(message.html).toContain('https://shop.example/unsubscribe?token=abc');
    expect(message.headers).toEqual({ 'List-Unsubscribe': '<https://shop.example/unsubscribe?token=abc>' });
  });

  it('a staff sign-in from a new device names the device, the address and the time, and links to the profile', async () => {
    const message = await renderMail(
      'manager@shop.example',
      newDeviceMail(shop, {
        device: 'Chrome on Android',
        address: '203.0.113.7',
        at: '29 Nov 2026, 2:02 pm IST',
      }),
    );
    expect(message.subject).toBe('New sign-in to your Kaarigar Studio staff account');
    expect(message.text).toContain(
      'signed in with Chrome on Android from 203.0.113.7 on 29 Nov 2026, 2:02 pm IST',
    );
    expect(message.html).toContain('https://shop.example/profile');
  });

  describe('return mails (decision 054)', () => {
    const data: ReturnMailData = {
      customerName: 'Asha Verma',
      returnNumber: 'R-3F2A9C1B-1',
      orderNumber: '3F2A9C1B',
      reason: 'size',
      pieces: [
        { name: 'Silk Kurti (M)', quantity: 1, resolution: 'exchange', exchangeFor: 'L' },
        { name: 'Cotton Dupatta', quantity: 2, resolution: 'refund', exchangeFor: null },
      ],
    };
    const orderHref = 'https://shop.example/orders/o1';
    const mailOf = (step: Parameters<typeof returnMail>[0], extra: Partial<ReturnMailData> = {}) =>
      renderMail('asha@example.test', returnMail(step, shop, { ...data, ...extra }, orderHref));

    it('the request lists each piece and the reason, and the shop hears of it with a link to the returns waiting', async () => {
      const requested = await mailOf('requested');
      expect(requested.subject).toBe('We have your return request R-3F2A9C1B-1');
      expect(requested.text).toContain('Namaste Asha');
      expect(requested.text).toContain('order 3F2A9C1B');
      expect(requested.text).toContain('Silk Kurti (M) × 1: exchange for L');
      expect(requested.text).toContain('Cotton Dupatta × 2: refund');
      expect(requested.text).toContain('Reason: Size does not fit');
      expect(requested.html).toContain(orderHref);
      const shopMail = await renderMail('orders@shop.example', shopNewReturnMail(shop, data));
      expect(shopMail.subject).toBe('New return request R-3F2A9C1B-1 for order #3F2A9C1B');
      expect(shopMail.text).toContain('Asha Verma asks to return');
      expect(shopMail.html).toContain('https://shop.example/admin/returns?status=open');
    });

    it.each<[Parameters<typeof returnMail>[0], Partial<ReturnMailData>, string, string[]]>([
      [
        'approved',
        { pickup: { by: 'courier', courier: 'Delhivery', trackingNumber: '1234567890' } },
        'Your return R-3F2A9C1B-1 is approved',
        ['Delhivery will pick the parcel up, AWB 1234567890', 'write the return number on the parcel'],
      ],
      [
        'rejected',
        { rejectionReason: 'The tags were removed' },
        'Your return R-3F2A9C1B-1 could not be accepted',
        ['Why: The tags were removed'],
      ],
      ['picked_up', {}, 'Your return R-3F2A9C1B-1 is on its way to us', ['check the pieces']],
      [
        'received',
        {},
        'We have received your return R-3F2A9C1B-1',
        ['within 5 working days of the pieces reaching us'],
      ],
      [
        'refunded',
        { refundAmount: '₹1,299', refundReference: 'UTR123456789', creditNoteNumber: 'CN/2026-27/0001' },
        'Your refund for return R-3F2A9C1B-1 is sent',
        ['We have sent you ₹1,299 (reference UTR123456789)', 'Credit note CN/2026-27/0001'],
      ],
      [
        'exchanged',
        { replacementOrderNumber: '9A8B7C6D' },
        'Your exchange for return R-3F2A9C1B-1 is on its way',
        ['Your replacement is order 9A8B7C6D', 'tracking'],
      ],
      ['cancelled', {}, 'Your return R-3F2A9C1B-1 is cancelled', ['Nothing more will happen']],
    ])('the %s mail says what the step did and what happens next', async (step, extra, subject, says) => {
      const mail = await mailOf(step, extra);
      expect(mail.subject).toBe(subject);
      for (const words of says) expect(mail.text).toContain(words);
    });

    it('a piece exchanged for no size in particular, and a parcel the shopper sends', async () => {
      const approved = await mailOf('approved', {
        pieces: [{ name: 'Stole', quantity: 1, resolution: 'exchange', exchangeFor: null }],
        pickup: { by: 'customer' },
      });
      expect(approved.text).toContain('Stole × 1: exchange for another size');
      expect(approved.text).toContain('Please pack the pieces and send them to us; keep the receipt');
    });

    it('a return of a Hindi order is written in Hindi, in the storefront’s own words for returns (issue 28)', async () => {
      const hindi = { language: 'hi' as const };
      const requested = await mailOf('requested', hindi);
      expect(requested.subject).toBe('आपका रिटर्न अनुरोध R-3F2A9C1B-1 हमें मिल गया है');
      expect(requested.html).toContain('lang="hi"');
      expect(requested.text).toContain('नमस्ते Asha, यह ऑर्डर 3F2A9C1B के आपके रिटर्न R-3F2A9C1B-1 के बारे में है।');
      // The pieces keep the order's names; what happens to each is said in Hindi.
      expect(requested.text).toContain('Silk Kurti (M) × 1: L से एक्सचेंज');
      expect(requested.text).toContain('Cotton Dupatta × 2: रिफ़ंड');
      expect(requested.text).toContain('कारण: साइज़ फ़िट नहीं है');
      expect(requested.text).toContain('अपना ऑर्डर देखें');
      expect(requested.text).not.toMatch(/Namaste|Reason|refund|exchange for|View your order/);

      const sendIt = await mailOf('approved', { ...hindi, pickup: { by: 'customer' } });
      expect(sendIt.subject).toBe('आपका रिटर्न R-3F2A9C1B-1 मंज़ूर हो गया है');
      expect(sendIt.text).toContain('कृपया पीस पैक करके हमें ख़ुद भेज दें');
      const refunded = await mailOf('refunded', {
        ...hindi,
        refundAmount: '₹1,299',
        refundReference: 'UTR123456789',
        creditNoteNumber: 'CN/2026-27/0001',
      });
      expect(refunded.subject).toBe('रिटर्न R-3F2A9C1B-1 का रिफ़ंड भेज दिया गया है');
      expect(refunded.text).toContain('हमने आपको ₹1,299 भेज दिए हैं (रेफ़रेंस UTR123456789)।');
      expect(refunded.text).toContain('क्रेडिट नोट CN/2026-27/0001');
      const rejected = await mailOf('rejected', { ...hindi, rejectionReason: 'The tags were removed' });
      expect(rejected.text).toContain('हम इसे क्यों स्वीकार नहीं कर सके: The tags were removed');

      // The shop's own mail of the same return stays in the back office's English.
      const shopMail = await renderMail(
        'orders@shop.example',
        shopNewReturnMail(shop, { ...data, ...hindi }),
      );
      expect(shopMail.text).toContain('Silk Kurti (M) × 1: exchange for L');
      expect(shopMail.text).toContain('Reason: Size does not fit');
      expect(shopMail.html).toContain('lang="en"');
    });
  });

  describe('complaint mails (decision 048)', () => {
    const received: ComplaintMailData = {
      kind: 'complaint_received',
      ticketNumber: 'GRV-2611-0007',
      name: 'Meera Sharma',
      subject: 'Late parcel',
      // 9:00 pm in India.
      acknowledgeBy: '2026-11-30T15:30:00Z',
      resolveBy: '2026-12-28T15:30:00Z',
    };
    const mailOf = (complaint: ComplaintMailData) =>
      renderMail('meera@example.test', complaintMail(shop, complaint));

    it('the acknowledgement gives the ticket, the deadlines in India time and the grievance page', async () => {
      const mail = await mailOf(received);
      expect(mail.subject).toBe('We have received your complaint (GRV-2611-0007)');
      expect(mail.text).toContain(
        'Namaste Meera, this is about your complaint GRV-2611-0007, “Late parcel”.',
      );
      expect(mail.text).toMatch(
        /acknowledge it by 30 November 2026(,| at) 9:00 pm and resolve it by 28 December/,
      );
      expect(mail.text).toContain('Follow my complaint https://shop.example/grievance');
    });

    it('one filed from the Hindi pages is written in Hindi, its dates too, and links to the Hindi grievance page (issue 28)', async () => {
      const mail = await mailOf({ ...received, language: 'hi' });
      expect(mail.subject).toBe('आपकी शिकायत हमें मिल गई है (GRV-2611-0007)');
      expect(mail.html).toContain('lang="hi"');
      expect(mail.text).toContain('नमस्ते Meera, यह आपकी शिकायत GRV-2611-0007 (“Late parcel”) के बारे में है।');
      expect(mail.text).toContain(
        'हमारे शिकायत अधिकारी 30 नवंबर 2026, 21:00 बजे तक आपकी शिकायत मिलने की पुष्टि करेंगे और 28 दिसंबर 2026, 21:00 बजे तक उसका समाधान कर देंगे।',
      );
      expect(mail.text).toContain('अपनी शिकायत ट्रैक करें https://shop.example/hi/grievance');
      expect(mail.text).toContain('टिकट GRV-2611-0007');
      const reply = await mailOf({
        kind: 'complaint_reply',
        ticketNumber: 'GRV-2611-0007',
        name: 'Meera Sharma',
        subject: 'Late parcel',
        message: 'आपका पार्सल आज निकल गया है।',
        language: 'hi',
      });
      expect(reply.subject).toBe('आपकी शिकायत पर हमारा जवाब (GRV-2611-0007)');
      expect(reply.text).toContain('आपका पार्सल आज निकल गया है।');
      expect(reply.text).not.toMatch(/Namaste|Follow my complaint|Ticket/);
    });
  });
});
