import type { ReactNode } from 'react';
import { RETURN_REASON_LABELS, type Language, type ReturnReason, type ReturnStatus } from '@shop/domain';

/**
 * The words of a shopper's return mails in each storefront language (issue 28), as
 * order-mail-words.ts: a return of an order placed from the Hindi pages is written about in Hindi.
 * Numbers, names and amounts come in as they are shown; the Hindi follows the storefront's own
 * words for returns (रिटर्न, रिफ़ंड, एक्सचेंज, पिकअप).
 */
export interface ReturnMailWords {
  headings: Record<ReturnStatus, (number: string) => string>;
  preview: (title: string, orderNumber: string) => string;
  intro: (name: string, returnNumber: ReactNode, orderNumber: ReactNode) => ReactNode;
  reasons: Record<ReturnReason, string>;
  reason: (reason: string) => string;
  /** Staff's reason for turning the return down. */
  why: (reason: string) => string;
  /** One piece: 'Silk Kurti (M) × 1: exchange for L'. */
  piece: (name: string, quantity: number, outcome: string) => string;
  refund: string;
  /** An exchange, for the variant asked by its title ("L", "Indigo", "L / Indigo") or, without one, another size. */
  exchangeFor: (variant: string | null) => string;
  pickup: {
    /** The shopper sends the parcel. */
    customer: string;
    courier: (courier: string | null, awb: string | null) => string;
    /** An approval that does not say how (none should). */
    unknown: string;
  };
  refundSent: (amount: ReactNode, reference: string | undefined) => ReactNode;
  replacement: (orderNumber: ReactNode) => ReactNode;
  creditNote: (number: string) => string;
  /** What happens next, in a sentence or two, for each step (an approval says how the parcel comes back first). */
  nextSteps: Record<ReturnStatus, string[]>;
  view: string;
  returnNumber: (number: string) => string;
}

export const RETURN_MAIL_WORDS: Record<Language, ReturnMailWords> = {
  en: {
    headings: {
      requested: (number) => `We have your return request ${number}`,
      approved: (number) => `Your return ${number} is approved`,
      rejected: (number) => `Your return ${number} could not be accepted`,
      picked_up: (number) => `Your return ${number} is on its way to us`,
      received: (number) => `We have received your return ${number}`,
      refunded: (number) => `Your refund for return ${number} is sent`,
      exchanged: (number) => `Your exchange for return ${number} is on its way`,
      cancelled: (number) => `Your return ${number} is cancelled`,
    },
    preview: (title, orderNumber) => `${title}, for order ${orderNumber}`,
    intro: (name, returnNumber, orderNumber) => (
      <>
        Namaste {name}, this is about your return {returnNumber} from order {orderNumber}.
      </>
    ),
    reasons: RETURN_REASON_LABELS,
    reason: (reason) => `Reason: ${reason}`,
    why: (reason) => `Why: ${reason}`,
    piece: (name, quantity, outcome) => `${name} × ${quantity}: ${outcome}`,
    refund: 'refund',
    exchangeFor: (variant) => `exchange for ${variant ?? 'another size'}`,
    pickup: {
      customer: 'Please pack the pieces and send them to us; keep the receipt',
      courier: (courier, awb) =>
        `${courier ?? 'Our courier'} will pick the parcel up, AWB ${awb ?? ''}`.trim(),
      unknown: 'We will tell you how the parcel comes back to us.',
    },
    refundSent: (amount, reference) => (
      <>
        We have sent you {amount}
        {reference ? <> (reference {reference})</> : null}.
      </>
    ),
    replacement: (orderNumber) => <>Your replacement is order {orderNumber}.</>,
    creditNote: (number) => `Credit note ${number}`,
    nextSteps: {
      requested: [
        'We will look at it within a working day or two and write to you when it is approved, with how the parcel comes back to us.',
      ],
      approved: [
        'Please pack the pieces with their tags and original packaging, and write the return number on the parcel.',
      ],
      rejected: ['If you think we got it wrong, reply to this mail and tell us; a person will read it.'],
      picked_up: ['As soon as it reaches us we will check the pieces and write to you again.'],
      received: [
        'We are checking the pieces now. A refund is sent within 5 working days of the pieces reaching us; a replacement is packed and sent like any order, and you will get its tracking when it ships.',
      ],
      refunded: [
        'Banks can take a few working days to show it. If you do not see it within 5 working days, reply to this mail with the reference below.',
      ],
      exchanged: ['It ships like any order: you will get a mail with its tracking when it leaves us.'],
      cancelled: [
        'Nothing more will happen with it. If you change your mind, you can ask again from your order while the return window is open.',
      ],
    },
    view: 'View your order',
    returnNumber: (number) => `Return ${number}`,
  },
  hi: {
    headings: {
      requested: (number) => `आपका रिटर्न अनुरोध ${number} हमें मिल गया है`,
      approved: (number) => `आपका रिटर्न ${number} मंज़ूर हो गया है`,
      rejected: (number) => `आपका रिटर्न ${number} स्वीकार नहीं किया जा सका`,
      picked_up: (number) => `आपका रिटर्न ${number} हमारे पास आ रहा है`,
      received: (number) => `आपका रिटर्न ${number} हमें मिल गया है`,
      refunded: (number) => `रिटर्न ${number} का रिफ़ंड भेज दिया गया है`,
      exchanged: (number) => `रिटर्न ${number} का एक्सचेंज रास्ते में है`,
      cancelled: (number) => `आपका रिटर्न ${number} कैंसिल हो गया है`,
    },
    preview: (title, orderNumber) => `${title} (ऑर्डर ${orderNumber})`,
    intro: (name, returnNumber, orderNumber) => (
      <>
        नमस्ते {name}, यह ऑर्डर {orderNumber} के आपके रिटर्न {returnNumber} के बारे में है।
      </>
    ),
    reasons: {
      size: 'साइज़ फ़िट नहीं है',
      damaged: 'डैमेज या खराब है',
      different: 'फ़ोटो या डिस्क्रिप्शन से अलग है',
      wrong_item: 'गलत आइटम भेजा गया',
      changed_mind: 'मेरा मन बदल गया',
    },
    reason: (reason) => `कारण: ${reason}`,
    why: (reason) => `हम इसे क्यों स्वीकार नहीं कर सके: ${reason}`,
    piece: (name, quantity, outcome) => `${name} × ${quantity}: ${outcome}`,
    refund: 'रिफ़ंड',
    // The variant's title, a size or a colour alike: "L से एक्सचेंज", "Indigo से एक्सचेंज".
    exchangeFor: (variant) => `${variant ?? 'दूसरे साइज़'} से एक्सचेंज`,
    pickup: {
      customer: 'कृपया पीस पैक करके हमें ख़ुद भेज दें, और कूरियर की रसीद संभालकर रखें।',
      courier: (courier, awb) =>
        `${courier ?? 'हमारा कूरियर'} आपके पास से पार्सल पिकअप करेगा${awb ? `, AWB ${awb}` : ''}`,
      unknown: 'पार्सल हम तक कैसे आएगा, यह हम आपको बताएँगे।',
    },
    refundSent: (amount, reference) => (
      <>
        हमने आपको {amount} भेज दिए हैं{reference ? <> (रेफ़रेंस {reference})</> : null}।
      </>
    ),
    replacement: (orderNumber) => <>आपका रिप्लेसमेंट ऑर्डर {orderNumber} है।</>,
    creditNote: (number) => `क्रेडिट नोट ${number}`,
    nextSteps: {
      requested: ['हम एक-दो कामकाजी दिनों में इसे देखेंगे। मंज़ूर होते ही हम आपको लिखेंगे और बताएँगे कि पार्सल हम तक कैसे आएगा।'],
      approved: ['पीस उनके टैग और ओरिजिनल पैकेजिंग के साथ पैक करें, और पार्सल पर रिटर्न नंबर लिख दें।'],
      rejected: [
        'अगर आपको लगता है कि हमसे चूक हुई है, तो इस मेल का जवाब देकर हमें बताएँ; हमारी टीम का कोई सदस्य इसे ख़ुद पढ़ेगा।',
      ],
      picked_up: ['पार्सल हम तक पहुँचते ही हम पीस जाँचेंगे और आपको फिर से लिखेंगे।'],
      received: [
        'हम अभी पीस जाँच रहे हैं। पीस हम तक पहुँचने के 5 कामकाजी दिनों के अंदर रिफ़ंड भेज दिया जाता है; रिप्लेसमेंट किसी भी ऑर्डर की तरह पैक करके भेजा जाता है, और भेजते ही आपको उसकी ट्रैकिंग मिल जाएगी।',
      ],
      refunded: [
        'बैंक में रकम दिखने में कुछ कामकाजी दिन लग सकते हैं। अगर 5 कामकाजी दिनों में न दिखे, तो रेफ़रेंस नंबर के साथ इस मेल का जवाब दें।',
      ],
      exchanged: [
        'रिप्लेसमेंट किसी भी ऑर्डर की तरह भेजा जाएगा: हमारे यहाँ से निकलते ही आपको उसकी ट्रैकिंग के साथ मेल मिलेगा।',
      ],
      cancelled: [
        'अब इस पर आगे कुछ नहीं होगा। अगर आपका मन बदले, तो रिटर्न विंडो खुली रहने तक आप अपने ऑर्डर से फिर से अनुरोध कर सकते हैं।',
      ],
    },
    view: 'अपना ऑर्डर देखें',
    returnNumber: (number) => `रिटर्न ${number}`,
  },
};
