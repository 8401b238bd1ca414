import { Text } from '@react-email/components';
import {
  RETURN_REASONS,
  type Language,
  type ReturnReason,
  type ReturnResolution,
  type ReturnStatus,
} from '@shop/domain';
import type { Mail } from './order-mails.js';
import { Button, heading, Layout, small, text, type MailShop } from './layout.js';
import { RETURN_MAIL_WORDS, type ReturnMailWords } from './return-mail-words.js';

/** One piece of a return, as its mails list it. */
export interface ReturnMailPiece {
  /** The order line's name with its variant: 'Silk Kurti (M)'. */
  name: string;
  /**
   * The same in the Hindi the order kept, 'सिल्क कुर्ती (M)', each word falling back to the English
   * (issue 28): the shopper's mail of a Hindi order reads it, the shop's copy the English. Left out
   * by a mail written before, which reads the English.
   */
  nameHi?: string | undefined;
  quantity: number;
  resolution: ReturnResolution;
  /** The size an exchange is for ('L'); null when none was named. */
  exchangeFor: string | null;
  /** The same in the catalogue's Hindi values ('L / नील'), as `nameHi`. */
  exchangeForHi?: string | null | undefined;
}

/** How the parcel comes back, once the return is approved. */
export type ReturnMailPickup =
  { by: 'customer' } | { by: 'courier'; courier: string | null; trackingNumber: string | null };

/**
 * What a return's mail says, kept with the notification when it was written (decision 054), like a
 * complaint's: it reads as the step was taken, whatever happens to the return later. The facts are
 * kept, not the words, so the mail is worded in its reader's language when it goes (issue 28).
 */
export interface ReturnMailData {
  customerName: string;
  /** `R-3F2A9C1B-1`. */
  returnNumber: string;
  /** `3F2A9C1B`. */
  orderNumber: string;
  /** The reason's code, 'size'; a mail written before issue 28 kept its English label. */
  reason: string;
  /** The pieces; a mail written before issue 28 kept them as English text, a line each. */
  pieces: ReturnMailPiece[] | string;
  rejectionReason?: string;
  /** Set once approved; a mail written before issue 28 kept it as an English sentence. */
  pickup?: ReturnMailPickup | string;
  /** Formatted, '₹1,299'. */
  refundAmount?: string;
  /** The UTR or bank reference. */
  refundReference?: string;
  replacementOrderNumber?: string;
  creditNoteNumber?: string;
  /** The order's language (issue 28); English when left out. */
  language?: Language;
}

const isReasonCode = (reason: string): reason is ReturnReason =>
  (RETURN_REASONS as readonly string[]).includes(reason);

const reasonOf = (words: ReturnMailWords, reason: string) =>
  isReasonCode(reason) ? words.reasons[reason] : reason;

/** A piece's name and exchange in the mail's language: the Hindi where the payload has it. */
const pieceWords = (piece: ReturnMailPiece, language: Language) =>
  language === 'hi'
    ? { name: piece.nameHi ?? piece.name, exchangeFor: piece.exchangeForHi ?? piece.exchangeFor }
    : { name: piece.name, exchangeFor: piece.exchangeFor };

/** One line per piece: 'Silk Kurti (M) × 1: exchange for L'. */
function piecesText(words: ReturnMailWords, pieces: ReturnMailData['pieces'], language: Language): string {
  if (typeof pieces === 'string') return pieces;
  return pieces
    .map((piece) => {
      const { name, exchangeFor } = pieceWords(piece, language);
      return words.piece(
        name,
        piece.quantity,
        piece.resolution === 'exchange' ? words.exchangeFor(exchangeFor) : words.refund,
      );
    })
    .join('\n');
}

function pickupText(words: ReturnMailWords, pickup: ReturnMailData['pickup']): string | undefined {
  if (pickup === undefined || typeof pickup === 'string') return pickup;
  return pickup.by === 'customer'
    ? words.pickup.customer
    : words.pickup.courier(pickup.courier, pickup.trackingNumber);
}

/** What happens next; an approval first says how the parcel comes back. */
function nextSteps(words: ReturnMailWords, step: ReturnStatus, data: ReturnMailData): string[] {
  const steps = words.nextSteps[step];
  return step === 'approved' ? [pickupText(words, data.pickup) ?? words.pickup.unknown, ...steps] : steps;
}

function Details({
  words,
  data,
  language,
}: {
  words: ReturnMailWords;
  data: ReturnMailData;
  language: Language;
}) {
  return (
    <>
      <Text style={{ ...text, whiteSpace: 'pre-line' }}>{piecesText(words, data.pieces, language)}</Text>
      <Text style={small}>{words.reason(reasonOf(words, data.reason))}</Text>
    </>
  );
}

/** The shopper's mail for the step just taken, in the order's language. */
export function returnMail(
  step: ReturnStatus,
  shop: MailShop,
  data: ReturnMailData,
  orderHref: string,
): Mail {
  const language = data.language ?? 'en';
  const words = RETURN_MAIL_WORDS[language];
  const title = words.headings[step](data.returnNumber);
  const firstName = data.customerName.trim().split(/\s+/)[0] ?? data.customerName;
  return {
    subject: title,
    element: (
      <Layout shop={shop} preview={words.preview(title, data.orderNumber)} language={data.language}>
        <Text style={heading}>{title}</Text>
        <Text style={text}>
          {words.intro(firstName, <strong>{data.returnNumber}</strong>, <strong>{data.orderNumber}</strong>)}
        </Text>
        <Details words={words} data={data} language={language} />
        {step === 'rejected' && data.rejectionReason ? (
          <Text style={{ ...text, whiteSpace: 'pre-line' }}>{words.why(data.rejectionReason)}</Text>
        ) : null}
        {step === 'refunded' && data.refundAmount ? (
          <Text style={text}>
            {words.refundSent(<strong>{data.refundAmount}</strong>, data.refundReference)}
          </Text>
        ) : null}
        {step === 'exchanged' && data.replacementOrderNumber ? (
          <Text style={text}>{words.replacement(<strong>{data.replacementOrderNumber}</strong>)}</Text>
        ) : null}
        {data.creditNoteNumber && (step === 'refunded' || step === 'exchanged') ? (
          <Text style={small}>{words.creditNote(data.creditNoteNumber)}</Text>
        ) : null}
        {nextSteps(words, step, data).map((line) => (
          <Text key={line} style={text}>
            {line}
          </Text>
        ))}
        <Button href={orderHref}>{words.view}</Button>
        <Text style={small}>{words.returnNumber(data.returnNumber)}</Text>
      </Layout>
    ),
  };
}

/** The shop's inbox hears of a new request, with a link to the returns waiting; in English, as staff read. */
export function shopNewReturnMail(shop: MailShop, data: ReturnMailData): Mail {
  const title = `New return request ${data.returnNumber} for order #${data.orderNumber}`;
  const words = RETURN_MAIL_WORDS.en;
  return {
    subject: title,
    element: (
      <Layout shop={shop} preview={`${data.customerName}: ${reasonOf(words, data.reason)}`}>
        <Text style={heading}>{title}</Text>
        <Text style={text}>{data.customerName} asks to return:</Text>
        <Details words={words} data={data} language="en" />
        <Button href={`${shop.publicUrl}/admin/returns?status=open`}>See the returns waiting</Button>
      </Layout>
    ),
  };
}
