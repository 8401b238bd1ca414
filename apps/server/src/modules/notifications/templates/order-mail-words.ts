import type { Language, SummaryLine } from '@shop/domain';

/**
 * The words of a customer's order mails in each storefront language (issue 28): an order placed
 * from the Hindi pages is written to in Hindi. A language missing a word does not compile. Amounts
 * come formatted (₹1,299, Indian grouping in both languages); names and numbers are the order's.
 */
export interface OrderMailWords {
  summary: Record<SummaryLine['key'], string>;
  free: string;
  total: string;
  includesGst: (amount: string) => string;
  personalisation: string;
  deliveringTo: string;
  phone: string;
  cashToKeepReady: (amount: string) => string;
  placed: {
    subject: (number: string) => string;
    preview: (number: string, amount: string) => string;
    heading: (name: string) => string;
    text: (number: string) => string;
    follow: string;
    view: string;
    trackLater: (trackUrl: string) => string;
  };
  view: string;
  order: (number: string) => string;
  reason: (note: string) => string;
  processing: { subject: (number: string) => string; title: string; text: (number: string) => string };
  shipped: {
    subject: (number: string) => string;
    title: string;
    text: (number: string) => string;
    track: string;
    courier: string;
    awb: string;
  };
  delivered: { subject: (number: string) => string; title: string; text: string; review: string };
  cancelled: { subject: (number: string) => string; title: string; text: (number: string) => string };
  returned: { subject: (number: string) => string; title: string; text: (number: string) => string };
  paymentMethods: { cod: string; upi: string };
}

export const ORDER_MAIL_WORDS: Record<Language, OrderMailWords> = {
  en: {
    summary: {
      subtotal: 'Subtotal',
      discount: 'Discount',
      delivery: 'Delivery',
      gst: 'GST',
      roundOff: 'Round off',
    },
    free: 'Free',
    total: 'Total',
    includesGst: (amount) => `Includes GST ${amount}`,
    personalisation: 'Personalisation',
    deliveringTo: 'Delivering to',
    phone: 'Phone',
    cashToKeepReady: (amount) => `Cash on Delivery: please keep ${amount} ready for the courier.`,
    placed: {
      subject: (number) => `Order ${number} placed`,
      preview: (number, amount) => `Order ${number} is placed: ${amount}`,
      heading: (name) => `Thank you for your order, ${name}`,
      text: (number) => `Order ${number} is placed. We will confirm it shortly and tell you when it ships.`,
      follow: 'Follow your order',
      view: 'View your order',
      trackLater: (trackUrl) =>
        `To follow it later, open ${trackUrl} and give the order number and your mobile number.`,
    },
    view: 'View your order',
    order: (number) => `Order ${number}`,
    reason: (note) => `Reason: ${note}`,
    processing: {
      subject: (number) => `Order ${number} confirmed`,
      title: 'Your order is confirmed',
      text: (number) => `We are preparing order ${number}. We will write again when it leaves the studio.`,
    },
    shipped: {
      subject: (number) => `Order ${number} shipped`,
      title: 'Your order is on its way',
      text: (number) => `Order ${number} has left the studio.`,
      track: 'Track your parcel',
      courier: 'Courier',
      awb: 'AWB number',
    },
    delivered: {
      subject: (number) => `Order ${number} delivered`,
      title: 'Your order is delivered',
      text: 'We hope you love it. A few words about each piece help other shoppers and our artisans.',
      review: 'Rate and review',
    },
    cancelled: {
      subject: (number) => `Order ${number} cancelled`,
      title: 'Your order is cancelled',
      text: (number) => `Order ${number} is cancelled. Nothing is due.`,
    },
    returned: {
      subject: (number) => `Order ${number} came back to us`,
      title: 'Your order came back to us',
      text: (number) =>
        `The courier returned order ${number} to the studio. Write to us if you still want it.`,
    },
    paymentMethods: { cod: 'Cash on Delivery', upi: 'UPI' },
  },
  hi: {
    // The totals' words as the storefront's Hindi pages say them (totals.* in hi.json), so the mail
    // reads like the cart and checkout it follows.
    summary: {
      subtotal: 'सबटोटल',
      discount: 'छूट',
      delivery: 'डिलीवरी',
      gst: 'GST',
      roundOff: 'राउंड ऑफ़',
    },
    free: 'फ़्री',
    total: 'कुल',
    includesGst: (amount) => `GST ${amount} शामिल`,
    personalisation: 'आपका संदेश',
    deliveringTo: 'डिलीवरी का पता',
    phone: 'फ़ोन',
    cashToKeepReady: (amount) => `कैश ऑन डिलीवरी: कृपया कूरियर के लिए ${amount} तैयार रखें।`,
    placed: {
      subject: (number) => `ऑर्डर ${number} मिल गया`,
      preview: (number, amount) => `ऑर्डर ${number} मिल गया: ${amount}`,
      heading: (name) => `${name}, आपके ऑर्डर के लिए धन्यवाद`,
      text: (number) => `हमें ऑर्डर ${number} मिल गया है। हम जल्द ही इसकी पुष्टि करेंगे और भेजते समय आपको बताएँगे।`,
      follow: 'अपना ऑर्डर देखें',
      view: 'अपना ऑर्डर देखें',
      trackLater: (trackUrl) => `बाद में देखने के लिए ${trackUrl} खोलें और ऑर्डर नंबर व अपना मोबाइल नंबर डालें।`,
    },
    view: 'अपना ऑर्डर देखें',
    order: (number) => `ऑर्डर ${number}`,
    reason: (note) => `कारण: ${note}`,
    processing: {
      subject: (number) => `ऑर्डर ${number} की पुष्टि हो गई`,
      title: 'आपके ऑर्डर की पुष्टि हो गई',
      text: (number) => `हम ऑर्डर ${number} तैयार कर रहे हैं। स्टूडियो से निकलते ही हम फिर लिखेंगे।`,
    },
    shipped: {
      subject: (number) => `ऑर्डर ${number} भेज दिया गया`,
      title: 'आपका ऑर्डर रास्ते में है',
      text: (number) => `ऑर्डर ${number} स्टूडियो से निकल चुका है।`,
      track: 'अपना पार्सल ट्रैक करें',
      courier: 'कूरियर',
      awb: 'AWB नंबर',
    },
    delivered: {
      subject: (number) => `ऑर्डर ${number} पहुँच गया`,
      title: 'आपका ऑर्डर पहुँच गया',
      text: 'हमें आशा है कि आपको यह पसंद आएगा। हर पीस के बारे में आपके दो शब्द दूसरे ख़रीदारों और हमारे कारीगरों की मदद करते हैं।',
      review: 'रेटिंग और रिव्यू दें',
    },
    cancelled: {
      subject: (number) => `ऑर्डर ${number} रद्द हो गया`,
      title: 'आपका ऑर्डर रद्द हो गया',
      text: (number) => `ऑर्डर ${number} रद्द हो गया है। आपको कुछ नहीं देना है।`,
    },
    returned: {
      subject: (number) => `ऑर्डर ${number} हमारे पास लौट आया`,
      title: 'आपका ऑर्डर हमारे पास लौट आया',
      text: (number) => `कूरियर ने ऑर्डर ${number} स्टूडियो को लौटा दिया। अगर आप इसे अब भी चाहते हैं तो हमें लिखें।`,
    },
    paymentMethods: { cod: 'कैश ऑन डिलीवरी', upi: 'UPI' },
  },
};
