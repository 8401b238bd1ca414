import { Text } from '@react-email/components';
import type { ReturnStatus } from '@shop/domain';
import type { Mail } from './order-mails.js';
import { Button, heading, Layout, small, text, type MailShop } from './layout.js';

/**
 * What a return's mail says, kept with the notification when it was written (decision 054), like a
 * complaint's: it reads as the step was taken, whatever happens to the return later.
 */
export interface ReturnMailData {
  customerName: string;
  /** `R-3F2A9C1B-1`. */
  returnNumber: string;
  /** `3F2A9C1B`. */
  orderNumber: string;
  /** The reason's label, e.g. 'Size does not fit'. */
  reason: string;
  /** One line per piece, '\n'-joined: 'Silk Kurti (M) × 1: exchange for L'. */
  lines: string;
  rejectionReason?: string;
  /** 'Delhivery will pick it up, AWB 1234567890', or 'Please send it to …'. */
  pickup?: string;
  /** Formatted, '₹1,299'. */
  refundAmount?: string;
  /** The UTR or bank reference. */
  refundReference?: string;
  replacementOrderNumber?: string;
  creditNoteNumber?: string;
}

const HEADINGS: Record<ReturnStatus, (number: string) => string> = {
  requested: (number) => `We have your return request ${number}`,
  approved: (number) => `Your return ${number} is approved`,
  rejected: (number) => `Your return ${number} could not be accepted`,
  picked_up: (number) => `Your return ${number} is on its way to us`,
  received: (number) => `We have received your return ${number}`,
  refunded: (number) => `Your refund for return ${number} is sent`,
  exchanged: (number) => `Your exchange for return ${number} is on its way`,
  cancelled: (number) => `Your return ${number} is cancelled`,
};

/** What happens next, in a sentence or two, for each step. */
function nextSteps(step: ReturnStatus, data: ReturnMailData): string[] {
  switch (step) {
    case 'requested':
      return [
        'We will look at it within a working day or two and write to you when it is approved, with how the parcel comes back to us.',
      ];
    case 'approved':
      return [
        data.pickup ?? 'We will tell you how the parcel comes back to us.',
        'Please pack the pieces with their tags and original packaging, and write the return number on the parcel.',
      ];
    case 'rejected':
      return ['If you think we got it wrong, reply to this mail and tell us; a person will read it.'];
    case 'picked_up':
      return ['As soon as it reaches us we will check the pieces and write to you again.'];
    case 'received':
      return [
        'We are checking the pieces now. A refund is sent within 5 working days of the pieces reaching us; a replacement is packed and sent like any order, and you will get its tracking when it ships.',
      ];
    case 'refunded':
      return [
        'Banks can take a few working days to show it. If you do not see it within 5 working days, reply to this mail with the reference below.',
      ];
    case 'exchanged':
      return ['It ships like any order: you will get a mail with its tracking when it leaves us.'];
    case 'cancelled':
      return [
        'Nothing more will happen with it. If you change your mind, you can ask again from your order while the return window is open.',
      ];
  }
}

function Details({ data }: { data: ReturnMailData }) {
  return (
    <>
      <Text style={{ ...text, whiteSpace: 'pre-line' }}>{data.lines}</Text>
      <Text style={small}>Reason: {data.reason}</Text>
    </>
  );
}

/** The shopper's mail for the step just taken. */
export function returnMail(
  step: ReturnStatus,
  shop: MailShop,
  data: ReturnMailData,
  orderHref: string,
): Mail {
  const title = HEADINGS[step](data.returnNumber);
  const firstName = data.customerName.trim().split(/\s+/)[0] ?? data.customerName;
  return {
    subject: title,
    element: (
      <Layout shop={shop} preview={`${title}, for order ${data.orderNumber}`}>
        <Text style={heading}>{title}</Text>
        <Text style={text}>
          Namaste {firstName}, this is about your return <strong>{data.returnNumber}</strong> from order{' '}
          <strong>{data.orderNumber}</strong>.
        </Text>
        <Details data={data} />
        {step === 'rejected' && data.rejectionReason ? (
          <Text style={{ ...text, whiteSpace: 'pre-line' }}>Why: {data.rejectionReason}</Text>
        ) : null}
        {step === 'refunded' && data.refundAmount ? (
          <Text style={text}>
            We have sent you <strong>{data.refundAmount}</strong>
            {data.refundReference ? <> (reference {data.refundReference})</> : null}.
          </Text>
        ) : null}
        {step === 'exchanged' && data.replacementOrderNumber ? (
          <Text style={text}>
            Your replacement is order <strong>{data.replacementOrderNumber}</strong>.
          </Text>
        ) : null}
        {data.creditNoteNumber && (step === 'refunded' || step === 'exchanged') ? (
          <Text style={small}>Credit note {data.creditNoteNumber}</Text>
        ) : null}
        {nextSteps(step, data).map((line) => (
          <Text key={line} style={text}>
            {line}
          </Text>
        ))}
        <Button href={orderHref}>View your order</Button>
        <Text style={small}>Return {data.returnNumber}</Text>
      </Layout>
    ),
  };
}

/** The shop's inbox hears of a new request, with a link to the returns waiting. */
export function shopNewReturnMail(shop: MailShop, data: ReturnMailData): Mail {
  const title = `New return request ${data.returnNumber} for order #${data.orderNumber}`;
  return {
    subject: title,
    element: (
      <Layout shop={shop} preview={`${data.customerName}: ${data.reason}`}>
        <Text style={heading}>{title}</Text>
        <Text style={text}>{data.customerName} asks to return:</Text>
        <Details data={data} />
        <Button href={`${shop.publicUrl}/admin/returns?status=open`}>See the returns waiting</Button>
      </Layout>
    ),
  };
}
