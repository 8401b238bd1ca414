import { Text } from '@react-email/components';
import { UPI_PAYMENT_WINDOW_MINUTES } from '@shop/domain';
import { Button, colours, heading, Layout, rupees, text, type MailShop } from './layout.js';
import { Address, Lines, orderLink, Status, type Mail, type OrderMailData } from './order-mails.js';

/** The mails of a UPI order's payment (decisions 038 and 042). */
export type UpiMailKind =
  'upi_awaiting_payment' | 'upi_payment_received' | 'upi_payment_expired' | 'upi_payment_not_received';

/** The storefront's payment page: the UPI button, the QR code and the UTR form. */
export const paymentPageLink = (shop: MailShop, order: OrderMailData) => `${orderLink(shop, order)}/pay`;

/** "4:35 pm" in India, where every customer and the shop are. */
const indianTime = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' }).format(
    at,
  );

function AwaitingPayment({ shop, order }: { shop: MailShop; order: OrderMailData }) {
  const amount = rupees(order.totalPaise);
  return (
    <Layout shop={shop} preview={`Pay ${amount} by UPI to confirm order ${order.number}`}>
      <Text style={heading}>Pay {amount} by UPI to confirm your order</Text>
      <Text style={text}>
        Thank you, {order.customerName}. Order <strong>{order.number}</strong> is placed and its pieces are
        kept for you
        {order.paymentDueBy ? ` until ${indianTime(order.paymentDueBy)}` : ''} ({UPI_PAYMENT_WINDOW_MINUTES}{' '}
        minutes). Pay from any UPI app on the payment page, then give us the 12-digit UTR your app shows.
      </Text>
      <Text
        style={{
          ...text,
          backgroundColor: colours.sand,
          borderRadius: '12px',
          padding: '12px 16px',
          fontWeight: 600,
        }}
      >
        Amount to pay by UPI: {amount}
      </Text>
      <Button href={paymentPageLink(shop, order)}>Pay {amount} with UPI</Button>
      <Lines order={order} />
      <Address order={order} />
    </Layout>
  );
}

/** The mail of one UPI payment event: subject and body. */
export function upiMail(kind: UpiMailKind, shop: MailShop, order: OrderMailData): Mail {
  const view = { label: 'View your order', href: orderLink(shop, order) };
  const amount = rupees(order.totalPaise);
  switch (kind) {
    case 'upi_awaiting_payment':
      return {
        subject: `Order ${order.number}: pay ${amount} by UPI to confirm it`,
        element: <AwaitingPayment shop={shop} order={order} />,
      };
    case 'upi_payment_received':
      return {
        subject: `Payment received for order ${order.number}`,
        element: (
          <Status shop={shop} order={order} title="We have received your payment" action={view}>
            <Text style={text}>
              Your UPI payment of {amount}
              {order.paymentUtr ? ` (UTR ${order.paymentUtr})` : ''} for order {order.number} has reached us.
              We are preparing the order and will write again when it ships.
            </Text>
          </Status>
        ),
      };
    case 'upi_payment_expired':
      return {
        subject: `Order ${order.number} cancelled: not paid in time`,
        element: (
          <Status
            shop={shop}
            order={order}
            title="Your order is cancelled: it was not paid in time"
            action={view}
          >
            <Text style={text}>
              We did not receive a UPI payment for order {order.number} within {UPI_PAYMENT_WINDOW_MINUTES}{' '}
              minutes, so it is cancelled and its pieces are back in the shop. Nothing is due.
            </Text>
            <Text style={text}>
              If you did pay, reply to this mail with the 12-digit UTR from your UPI app and we will sort it
              out.
            </Text>
          </Status>
        ),
      };
    case 'upi_payment_not_received':
      return {
        subject: `Order ${order.number} cancelled: payment not received`,
        element: (
          <Status shop={shop} order={order} title="We could not find your payment" action={view}>
            <Text style={text}>
              We checked our account and found no UPI payment of {amount}
              {order.paymentUtr ? ` with UTR ${order.paymentUtr}` : ''} for order {order.number}, so it is
              cancelled and nothing is due.
            </Text>
            {order.note ? <Text style={text}>Reason: {order.note}</Text> : <></>}
            <Text style={text}>
              If money left your account, reply to this mail with a screenshot of the payment from your UPI
              app and we will set it right.
            </Text>
          </Status>
        ),
      };
  }
}
