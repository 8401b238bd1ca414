import type { ReactElement } from 'react';
import { Column, Row, Section, Text } from '@react-email/components';
import {
  includedGstNote,
  paiseToRupees,
  PAYMENT_METHOD_LABELS,
  summaryLines,
  type PaymentMethod,
  type ShownTotals,
} from '@shop/domain';
import { Button, colours, heading, Layout, Rule, rupees, small, text, type MailShop } from './layout.js';

/** An order as its mails tell it. Amounts in paise. */
export interface OrderMailData {
  id: string;
  number: string;
  /** A guest's order (decision 040): its links go to /track, there is no account to sign in to. */
  guest?: boolean;
  customerName: string;
  address: { name: string; address: string; city: string; state: string; pincode: string; phone: string };
  lines: { name: string; variantTitle: string; note: string | null; quantity: number; unitPaise: number }[];
  subtotalPaise: number;
  /** What a coupon took off (0 without one), and its code. */
  discountPaise?: number;
  couponCode?: string | null;
  deliveryPaise: number;
  /** Contained in the total when `gstIncluded` (decision 050), added to it otherwise. */
  gstPaise: number;
  /** Whole rupees. */
  totalPaise: number;
  gstIncluded: boolean;
  roundOffPaise: number;
  /** Filled once the order has shipped with a courier and an AWB number. */
  shipment: { courier: string; trackingNumber: string; trackingUrl: string | null } | null;
  /** The reason staff or the customer gave, for a cancellation or a return. */
  note: string | null;
  /** Cash on Delivery, or UPI paid before it ships (decision 038). */
  paymentMethod: PaymentMethod;
  /** UPI: when the order is cancelled unless paid (while it is awaiting payment), else null. */
  paymentDueBy: Date | null;
  /** UPI: the reference the customer gave, once given. */
  paymentUtr: string | null;
}

export type OrderMailKind =
  | 'order_placed'
  | 'order_processing'
  | 'order_shipped'
  | 'order_delivered'
  | 'order_cancelled'
  | 'order_returned'
  | 'shop_new_order';

export interface Mail {
  subject: string;
  element: ReactElement;
  /** Extra headers, e.g. a reminder's List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** The order in the shop: the account's order page, or /track with its number for a guest. */
export const orderLink = (shop: MailShop, order: OrderMailData) =>
  order.guest
    ? `${shop.publicUrl}/track?order=${encodeURIComponent(order.number)}`
    : `${shop.publicUrl}/orders/${order.id}`;

export function Lines({ order }: { order: OrderMailData }) {
  const includedGst = includedGstNote(shownTotals(order));
  return (
    <Section>
      {order.lines.map((line, index) => (
        <Row key={index} style={{ borderBottom: `1px solid ${colours.line}` }}>
          <Column style={{ padding: '8px 0' }}>
            <Text style={{ ...text, margin: 0, fontWeight: 600 }}>
              {line.name}
              {line.variantTitle ? ` (${line.variantTitle})` : ''} × {line.quantity}
            </Text>
            {line.note ? <Text style={{ ...small, margin: 0 }}>Personalisation: {line.note}</Text> : null}
          </Column>
          <Column align="right" style={{ padding: '8px 0', width: '110px' }}>
            <Text style={{ ...text, margin: 0 }}>{rupees(line.unitPaise * line.quantity)}</Text>
          </Column>
        </Row>
      ))}
      {summaryLines(shownTotals(order), order.couponCode).map((line) => (
        <Row key={line.key}>
          <Column>
            <Text style={{ ...small, margin: '4px 0' }}>{line.label}</Text>
          </Column>
          <Column align="right">
            <Text style={{ ...small, margin: '4px 0' }}>{line.value}</Text>
          </Column>
        </Row>
      ))}
      <Row>
        <Column>
          <Text style={{ ...text, margin: '4px 0', fontWeight: 700 }}>Total</Text>
        </Column>
        <Column align="right">
          <Text style={{ ...text, margin: '4px 0', fontWeight: 700 }}>{rupees(order.totalPaise)}</Text>
          {includedGst ? <Text style={{ ...small, margin: 0 }}>{includedGst}</Text> : null}
        </Column>
      </Row>
    </Section>
  );
}

/** The order's figures in rupees, as every summary shows them (decision 050). */
function shownTotals(order: OrderMailData): ShownTotals {
  return {
    subtotal: paiseToRupees(order.subtotalPaise),
    discount: paiseToRupees(order.discountPaise ?? 0),
    delivery: paiseToRupees(order.deliveryPaise),
    gst: paiseToRupees(order.gstPaise),
    total: paiseToRupees(order.totalPaise),
    gstIncluded: order.gstIncluded,
    roundOff: paiseToRupees(order.roundOffPaise),
  };
}

export function Address({ order }: { order: OrderMailData }) {
  const { address } = order;
  return (
    <Text style={text}>
      <strong>Delivering to</strong>
      <br />
      {address.name}
      <br />
      {address.address}
      <br />
      {address.city}, {address.state} {address.pincode}
      <br />
      Phone: {address.phone}
    </Text>
  );
}

/** Only a Cash-on-Delivery order asks for cash; a UPI order was paid before it shipped. */
function CashToKeepReady({ order }: { order: OrderMailData }) {
  if (order.paymentMethod !== 'cod') return <></>;
  return (
    <Text
      style={{
        ...text,
        backgroundColor: colours.sand,
        borderRadius: '12px',
        padding: '12px 16px',
        fontWeight: 600,
      }}
    >
      Cash on Delivery: please keep {rupees(order.totalPaise)} ready for the courier.
    </Text>
  );
}

function Placed({ shop, order }: { shop: MailShop; order: OrderMailData }) {
  return (
    <Layout shop={shop} preview={`Order ${order.number} is placed: ${rupees(order.totalPaise)}`}>
      <Text style={heading}>Thank you for your order, {order.customerName}</Text>
      <Text style={text}>
        Order <strong>{order.number}</strong> is placed. We will confirm it shortly and tell you when it
        ships.
      </Text>
      <Lines order={order} />
      <CashToKeepReady order={order} />
      <Address order={order} />
      <Button href={orderLink(shop, order)}>{order.guest ? 'Follow your order' : 'View your order'}</Button>
      {order.guest ? (
        <Text style={small}>
          To follow it later, open {shop.publicUrl}/track and give the order number and your mobile number.
        </Text>
      ) : null}
    </Layout>
  );
}

export function Status({
  shop,
  order,
  title,
  children,
  action,
}: {
  shop: MailShop;
  order: OrderMailData;
  title: string;
  children: ReactElement | ReactElement[];
  action: { label: string; href: string };
}) {
  return (
    <Layout shop={shop} preview={title}>
      <Text style={heading}>{title}</Text>
      {children}
      <Rule />
      <Text style={small}>
        Order {order.number} · {rupees(order.totalPaise)} · {PAYMENT_METHOD_LABELS[order.paymentMethod]}
      </Text>
      <Button href={action.href}>{action.label}</Button>
    </Layout>
  );
}

function ShopNewOrder({ shop, order }: { shop: MailShop; order: OrderMailData }) {
  return (
    <Layout shop={shop} preview={`New order ${order.number}: ${rupees(order.totalPaise)}`}>
      <Text style={heading}>New order {order.number}</Text>
      <Text style={text}>
        {order.customerName} ordered {order.lines.reduce((sum, line) => sum + line.quantity, 0)} item(s) for{' '}
        {rupees(order.totalPaise)}, {PAYMENT_METHOD_LABELS[order.paymentMethod]}
        {order.paymentMethod === 'upi' ? ' (to check the UTR before it goes ahead)' : ''}.
      </Text>
      <Lines order={order} />
      <Address order={order} />
      <Button href={`${shop.publicUrl}/order-management?search=${order.number}`}>
        Open it in the back office
      </Button>
    </Layout>
  );
}

/** The mail of one order event: subject and body. */
export function orderMail(kind: OrderMailKind, shop: MailShop, order: OrderMailData): Mail {
  const view = { label: 'View your order', href: orderLink(shop, order) };
  const because = order.note ? <Text style={text}>Reason: {order.note}</Text> : <></>;
  switch (kind) {
    case 'order_placed':
      return { subject: `Order ${order.number} placed`, element: <Placed shop={shop} order={order} /> };
    case 'shop_new_order':
      return {
        subject: `New order ${order.number}: ${rupees(order.totalPaise)} (${order.paymentMethod === 'upi' ? 'UPI' : 'COD'})`,
        element: <ShopNewOrder shop={shop} order={order} />,
      };
    case 'order_processing':
      return {
        subject: `Order ${order.number} confirmed`,
        element: (
          <Status shop={shop} order={order} title="Your order is confirmed" action={view}>
            <Text style={text}>
              We are preparing order {order.number}. We will write again when it leaves the studio.
            </Text>
          </Status>
        ),
      };
    case 'order_shipped': {
      const { shipment } = order;
      return {
        subject: `Order ${order.number} shipped`,
        element: (
          <Status
            shop={shop}
            order={order}
            title="Your order is on its way"
            action={shipment?.trackingUrl ? { label: 'Track your parcel', href: shipment.trackingUrl } : view}
          >
            <Text style={text}>Order {order.number} has left the studio.</Text>
            {shipment ? (
              <Text style={text}>
                Courier: {shipment.courier}
                <br />
                AWB number: {shipment.trackingNumber}
              </Text>
            ) : (
              <></>
            )}
            <CashToKeepReady order={order} />
          </Status>
        ),
      };
    }
    case 'order_delivered':
      return {
        subject: `Order ${order.number} delivered`,
        element: (
          <Status
            shop={shop}
            order={order}
            title="Your order is delivered"
            action={{ label: 'Rate and review', href: `${orderLink(shop, order)}#review` }}
          >
            <Text style={text}>
              We hope you love it. A few words about each piece help other shoppers and our artisans.
            </Text>
          </Status>
        ),
      };
    case 'order_cancelled':
      return {
        subject: `Order ${order.number} cancelled`,
        element: (
          <Status shop={shop} order={order} title="Your order is cancelled" action={view}>
            <Text style={text}>Order {order.number} is cancelled. Nothing is due.</Text>
            {because}
          </Status>
        ),
      };
    case 'order_returned':
      return {
        subject: `Order ${order.number} came back to us`,
        element: (
          <Status shop={shop} order={order} title="Your order came back to us" action={view}>
            <Text style={text}>
              The courier returned order {order.number} to the studio. Write to us if you still want it.
            </Text>
            {because}
          </Status>
        ),
      };
  }
}
