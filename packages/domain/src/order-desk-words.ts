import type { Language } from './languages.js';

/** What the order desk's messages say of an order: its number (#0A1B2C3D) and amount, formatted. */
interface Said {
  number: string;
  amount: string;
}

/**
 * The order desk's WhatsApp messages in each storefront language (issue 28): a customer who
 * ordered from the Hindi pages is written to in Hindi. A language missing a message does not compile.
 */
export interface OrderDeskWords {
  greeting: (name: string, shopName: string) => string;
  codThanks: (said: Said, place: string) => string;
  codAsk: string;
  awaitingPayment: (said: Said) => string;
  pendingPrepaid: (said: Said) => string;
  pendingCod: (said: Said) => string;
  processing: (said: Said) => string;
  shipped: (said: Said, parcel: { courier: string; awb: string } | null) => string;
  keepCash: (amount: string) => string;
  trackHere: (url: string) => string;
  delivered: (said: Said) => string;
  returned: (said: Said) => string;
  cancelled: (said: Said) => string;
}

export const ORDER_DESK_WORDS: Record<Language, OrderDeskWords> = {
  en: {
    greeting: (name, shopName) => `Namaste ${name}, this is ${shopName}.`,
    codThanks: ({ number, amount }, place) =>
      `Thank you for your order ${number} of ${amount}, to be paid in cash on delivery to ${place}.`,
    codAsk: 'Please reply YES to confirm it, and we will start on it right away.',
    awaitingPayment: ({ number, amount }) =>
      `Your order ${number} of ${amount} is waiting for its UPI payment. Pay from the order page, then enter the UTR there.`,
    pendingPrepaid: ({ number, amount }) =>
      `We have received your order ${number} and your UPI payment of ${amount}. Thank you!`,
    pendingCod: ({ number, amount }) =>
      `We have received your order ${number} of ${amount} (Cash on Delivery).`,
    processing: ({ number }) =>
      `Your order ${number} is being prepared in our studio. We will share the tracking details once it ships.`,
    shipped: ({ number }, parcel) =>
      `Your order ${number} has shipped${parcel ? ` with ${parcel.courier}, AWB ${parcel.awb}` : ''}.`,
    keepCash: (amount) => ` Please keep ${amount} ready in cash for the delivery.`,
    trackHere: (url) => `\nTrack it here: ${url}`,
    delivered: ({ number }) =>
      `Your order ${number} has been delivered. Thank you for shopping with us! We would love to hear what you think of it.`,
    returned: ({ number }) =>
      `Your order ${number} came back to us undelivered. Reply here if you would still like it, and we will arrange it again.`,
    cancelled: ({ number }) =>
      `Your order ${number} has been cancelled. Reply here if that is a mistake or if we can help.`,
  },
  hi: {
    greeting: (name, shopName) => `नमस्ते ${name}, हम ${shopName} से बोल रहे हैं।`,
    codThanks: ({ number, amount }, place) =>
      `आपके ऑर्डर ${number} के लिए धन्यवाद। ${amount} का भुगतान ${place} पर डिलीवरी के समय नकद होगा।`,
    codAsk: 'पुष्टि के लिए कृपया YES लिखकर जवाब दें, हम तुरंत काम शुरू कर देंगे।',
    awaitingPayment: ({ number, amount }) =>
      `आपका ऑर्डर ${number} (${amount}) UPI भुगतान का इंतज़ार कर रहा है। ऑर्डर पेज से भुगतान करें, फिर वहीं UTR डालें।`,
    pendingPrepaid: ({ number, amount }) =>
      `हमें आपका ऑर्डर ${number} और ${amount} का UPI भुगतान मिल गया है। धन्यवाद!`,
    pendingCod: ({ number, amount }) => `हमें आपका ऑर्डर ${number} (${amount}, कैश ऑन डिलीवरी) मिल गया है।`,
    processing: ({ number }) =>
      `आपका ऑर्डर ${number} हमारे स्टूडियो में तैयार हो रहा है। भेजते ही हम ट्रैकिंग की जानकारी देंगे।`,
    shipped: ({ number }, parcel) =>
      `आपका ऑर्डर ${number} भेज दिया गया है${parcel ? ` (${parcel.courier}, AWB ${parcel.awb})` : ''}।`,
    keepCash: (amount) => ` कृपया डिलीवरी के लिए ${amount} नकद तैयार रखें।`,
    trackHere: (url) => `\nयहाँ ट्रैक करें: ${url}`,
    delivered: ({ number }) =>
      `आपका ऑर्डर ${number} पहुँच गया है। हमसे ख़रीदारी के लिए धन्यवाद! हमें आपकी राय जानकर ख़ुशी होगी।`,
    returned: ({ number }) =>
      `आपका ऑर्डर ${number} डिलीवर न होकर हमारे पास लौट आया। अगर आप इसे अब भी चाहते हैं तो यहाँ जवाब दें, हम फिर से भेज देंगे।`,
    cancelled: ({ number }) =>
      `आपका ऑर्डर ${number} रद्द कर दिया गया है। अगर यह गलती से हुआ है या हम कोई मदद कर सकते हैं तो यहाँ जवाब दें।`,
  },
};
