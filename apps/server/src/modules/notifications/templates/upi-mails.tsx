import { Text } from '@react-email/components';
import { Button, colours, heading, Layout, rupees, text, type MailShop } from './layout.js';
import {
  Address,
  Lines,
  orderLink,
  Status,
  wordsOf as orderWordsOf,
  type Mail,
  type OrderMailData,
} from './order-mails.js';
import { UPI_MAIL_WORDS } from './upi-mail-words.js';

/** The mails of a UPI order's payment (decisions 038 and 042). */
export type UpiMailKind =
  'upi_awaiting_payment' | 'upi_payment_received' | 'upi_payment_expired' | 'upi_payment_not_received';

/** The storefront's payment page: the UPI button, the QR code and the UTR form. */
export const paymentPageLink = (shop: MailShop, order: OrderMailData) => `${orderLink(shop, order)}/pay`;

/** "4:35 pm" in India, where every customer and the shop are, in the order's language. */
const indianTime = (at: Date, order: OrderMailData) =>
  new Intl.DateTimeFormat(order.language === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);

const wordsOf = (order: OrderMailData) => UPI_MAIL_WORDS[order.language ?? 'en'];

function AwaitingPayment({ shop, order }: { shop: MailShop; order: OrderMailData }) {
  const amount = rupees(order.totalPaise);
  const { awaiting } = wordsOf(order);
  const until = order.paymentDueBy ? indianTime(order.paymentDueBy, order) : null;
  return (
    <Layout
      shop={shop}
      preview={awaiting.preview({ number: order.number, amount })}
      language={order.language}
    >
      <Text style={heading}>{awaiting.heading(amount)}</Text>
      <Text style={text}>{awaiting.text(order.customerName, order.number, until)}</Text>
      <Text
        style={{
          ...text,
          backgroundColor: colours.sand,
          borderRadius: '12px',
          padding: '12px 16px',
          fontWeight: 600,
        }}
      >
        {awaiting.amountToPay(amount)}
      </Text>
      <Button href={paymentPageLink(shop, order)}>{awaiting.pay(amount)}</Button>
      <Lines order={order} />
      <Address order={order} />
    </Layout>
  );
}

/** The mail of one UPI payment event: subject and body, in the order's language (issue 28). */
export function upiMail(kind: UpiMailKind, shop: MailShop, order: OrderMailData): Mail {
  const words = wordsOf(order);
  const view = { label: orderWordsOf(order).view, href: orderLink(shop, order) };
  const said = { number: order.number, amount: rupees(order.totalPaise) };
  switch (kind) {
    case 'upi_awaiting_payment':
      return {
        subject: words.awaiting.subject(said),
        element: <AwaitingPayment shop={shop} order={order} />,
      };
    case 'upi_payment_received':
      return {
        subject: words.received.subject(order.number),
        element: (
          <Status shop={shop} order={order} title={words.received.title} action={view}>
            <Text style={text}>{words.received.text(said, order.paymentUtr)}</Text>
          </Status>
        ),
      };
    case 'upi_payment_expired':
      return {
        subject: words.expired.subject(order.number),
        element: (
          <Status shop={shop} order={order} title={words.expired.title} action={view}>
            <Text style={text}>{words.expired.text(order.number)}</Text>
            <Text style={text}>{words.expired.didPay}</Text>
          </Status>
        ),
      };
    case 'upi_payment_not_received':
      return {
        subject: words.notReceived.subject(order.number),
        element: (
          <Status shop={shop} order={order} title={words.notReceived.title} action={view}>
            <Text style={text}>{words.notReceived.text(said, order.paymentUtr)}</Text>
            {order.note ? <Text style={text}>{orderWordsOf(order).reason(order.note)}</Text> : <></>}
            <Text style={text}>{words.notReceived.moneyLeft}</Text>
          </Status>
        ),
      };
  }
}
