import { UPI_PAYMENT_WINDOW_MINUTES, type Language } from '@shop/domain';

/** A UPI order as its payment mails name it: number and amount, formatted. */
interface Said {
  number: string;
  amount: string;
}

/** The words of a UPI order's payment mails in each storefront language (issue 28), as order-mail-words.ts. */
export interface UpiMailWords {
  awaiting: {
    subject: (said: Said) => string;
    preview: (said: Said) => string;
    heading: (amount: string) => string;
    text: (name: string, number: string, until: string | null) => string;
    amountToPay: (amount: string) => string;
    pay: (amount: string) => string;
  };
  received: {
    subject: (number: string) => string;
    title: string;
    text: (said: Said, utr: string | null) => string;
  };
  expired: {
    subject: (number: string) => string;
    title: string;
    text: (number: string) => string;
    didPay: string;
  };
  notReceived: {
    subject: (number: string) => string;
    title: string;
    text: (said: Said, utr: string | null) => string;
    moneyLeft: string;
  };
}

const minutes = UPI_PAYMENT_WINDOW_MINUTES;

export const UPI_MAIL_WORDS: Record<Language, UpiMailWords> = {
  en: {
    awaiting: {
      subject: ({ number, amount }) => `Order ${number}: pay ${amount} by UPI to confirm it`,
      preview: ({ number, amount }) => `Pay ${amount} by UPI to confirm order ${number}`,
      heading: (amount) => `Pay ${amount} by UPI to confirm your order`,
      text: (name, number, until) =>
        `Thank you, ${name}. Order ${number} is placed and its pieces are kept for you${until ? ` until ${until}` : ''} (${minutes} minutes). Pay from any UPI app on the payment page, then give us the 12-digit UTR your app shows.`,
      amountToPay: (amount) => `Amount to pay by UPI: ${amount}`,
      pay: (amount) => `Pay ${amount} with UPI`,
    },
    received: {
      subject: (number) => `Payment received for order ${number}`,
      title: 'We have received your payment',
      text: ({ number, amount }, utr) =>
        `Your UPI payment of ${amount}${utr ? ` (UTR ${utr})` : ''} for order ${number} has reached us. We are preparing the order and will write again when it ships.`,
    },
    expired: {
      subject: (number) => `Order ${number} cancelled: not paid in time`,
      title: 'Your order is cancelled: it was not paid in time',
      text: (number) =>
        `We did not receive a UPI payment for order ${number} within ${minutes} minutes, so it is cancelled and its pieces are back in the shop. Nothing is due.`,
      didPay:
        'If you did pay, reply to this mail with the 12-digit UTR from your UPI app and we will sort it out.',
    },
    notReceived: {
      subject: (number) => `Order ${number} cancelled: payment not received`,
      title: 'We could not find your payment',
      text: ({ number, amount }, utr) =>
        `We checked our account and found no UPI payment of ${amount}${utr ? ` with UTR ${utr}` : ''} for order ${number}, so it is cancelled and nothing is due.`,
      moneyLeft:
        'If money left your account, reply to this mail with a screenshot of the payment from your UPI app and we will set it right.',
    },
  },
  hi: {
    awaiting: {
      subject: ({ number, amount }) => `ऑर्डर ${number}: पुष्टि के लिए ${amount} UPI से चुकाएँ`,
      preview: ({ number, amount }) => `ऑर्डर ${number} की पुष्टि के लिए ${amount} UPI से चुकाएँ`,
      heading: (amount) => `अपने ऑर्डर की पुष्टि के लिए ${amount} UPI से चुकाएँ`,
      text: (name, number, until) =>
        `धन्यवाद, ${name}। ऑर्डर ${number} मिल गया है और इसके पीस आपके लिए ${until ? `${until} तक ` : ''}(${minutes} मिनट) रखे गए हैं। भुगतान पेज पर किसी भी UPI ऐप से भुगतान करें, फिर आपके ऐप में दिखने वाला 12 अंकों का UTR हमें दें।`,
      amountToPay: (amount) => `UPI से चुकाने की रकम: ${amount}`,
      pay: (amount) => `UPI से ${amount} चुकाएँ`,
    },
    received: {
      subject: (number) => `ऑर्डर ${number} का भुगतान मिल गया`,
      title: 'हमें आपका भुगतान मिल गया',
      text: ({ number, amount }, utr) =>
        `ऑर्डर ${number} के लिए ${amount} का आपका UPI भुगतान${utr ? ` (UTR ${utr})` : ''} हमें मिल गया है। हम ऑर्डर तैयार कर रहे हैं और भेजते समय फिर लिखेंगे।`,
    },
    expired: {
      subject: (number) => `ऑर्डर ${number} रद्द: समय पर भुगतान नहीं हुआ`,
      title: 'आपका ऑर्डर रद्द हो गया: समय पर भुगतान नहीं हुआ',
      text: (number) =>
        `ऑर्डर ${number} के लिए ${minutes} मिनट में UPI भुगतान नहीं मिला, इसलिए यह रद्द हो गया है और इसके पीस फिर से दुकान में हैं। आपको कुछ नहीं देना है।`,
      didPay: 'अगर आपने भुगतान किया था, तो अपने UPI ऐप का 12 अंकों का UTR इस मेल के जवाब में भेजें, हम ठीक कर देंगे।',
    },
    notReceived: {
      subject: (number) => `ऑर्डर ${number} रद्द: भुगतान नहीं मिला`,
      title: 'हमें आपका भुगतान नहीं मिला',
      text: ({ number, amount }, utr) =>
        `हमने अपना खाता जाँचा, पर ऑर्डर ${number} के लिए ${amount} का कोई UPI भुगतान${utr ? ` (UTR ${utr})` : ''} नहीं मिला, इसलिए यह रद्द हो गया है और आपको कुछ नहीं देना है।`,
      moneyLeft: 'अगर आपके खाते से पैसे कटे हैं, तो अपने UPI ऐप से भुगतान का स्क्रीनशॉट इस मेल के जवाब में भेजें, हम ठीक कर देंगे।',
    },
  },
};
