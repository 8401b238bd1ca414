import type { ReactElement } from 'react';
import { Column, Row, Section, Text } from '@react-email/components';
import {
  formatRupees,
  paiseToRupees,
  pathInLanguage,
  PAYMENT_METHOD_LABELS,
  summaryLines,
  translatedOr,
  type Language,
  type PaymentMethod,
  type ShownTotals,
} from '@shop/domain';
import { Button, colours, heading, Layout, Rule, rupees, small, text, type MailShop } from './layout.js';
import { ORDER_MAIL_WORDS, type OrderMailWords } from './order-mail-words.js';

/** An order as its mails tell it. Amounts in paise. */
export interface OrderMailData {
  id: string;
  number: string;
  /** A guest's order (decision 040): its links go to /track, there is no account to sign in to. */
  guest?: boolean;
  customerName: string;
  address: { name: string; address: string; city: string; state: string; pincode: string; phone: string };
  lines: OrderMailLine[];
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
  /** The storefront's language the order was placed in (issue 28); English when left out. */
  language?: Language;
}

/** One line of an order as its mails tell it. */
export interface OrderMailLine {
  /** The English snapshot, as the invoice and the shop's mail name the piece. */
  name: string;
  variantTitle: string;
  /** The Hindi the shopper saw when ordering (issue 28), null where none: a Hindi order's mails say it. */
  nameHi?: string | null;
  variantTitleHi?: string | null;
  note: string | null;
  quantity: number;
  unitPaise: number;
}

/** The line's name and variant title in the mail's language, each falling back to the English. */
function lineWords(line: OrderMailLine, language: Language | undefined) {
  if (language !== 'hi') return { name: line.name, variantTitle: line.variantTitle };
  return {
    name: translatedOr(line.nameHi, line.name),
    variantTitle: translatedOr(line.variantTitleHi, line.variantTitle),
  };
}

/** The words of the order's mails, in its language. */
export const wordsOf = (order: OrderMailData): OrderMailWords => ORDER_MAIL_WORDS[order.language ?? 'en'];

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
  orderPageUrl(
    shop,
    order,
    order.guest ? `/track?order=${encodeURIComponent(order.number)}` : `/orders/${order.id}`,
  );

/** A shop page in the order's language: a Hindi order's links open the Hindi pages (issue 28). */
export const orderPageUrl = (shop: MailShop, order: OrderMailData, path: string) =>
  `${shop.publicUrl}${pathInLanguage(path, order.language ?? 'en')}`;

export function Lines({ order }: { order: OrderMailData }) {
  const words = wordsOf(order);
  const totals = shownTotals(order);
  const includedGst =
    totals.gstIncluded && totals.gst > 0 ? words.includesGst(formatRupees(totals.gst)) : null;
  return (
    <Section>
      {order.lines.map((line, index) => {
        const { name, variantTitle } = lineWords(line, order.language);
        return (
          <Row key={index} style={{ borderBottom: `1px solid ${colours.line}` }}>
            <Column style={{ padding: '8px 0' }}>
              <Text style={{ ...text, margin: 0, fontWeight: 600 }}>
                {name}
                {variantTitle ? ` (${variantTitle})` : ''} × {line.quantity}
              </Text>
              {line.note ? (
                <Text style={{ ...small, margin: 0 }}>
                  {words.personalisation}: {line.note}
                </Text>
              ) : null}
            </Column>
            <Column align="right" style={{ padding: '8px 0', width: '110px' }}>
              <Text style={{ ...text, margin: 0 }}>{rupees(line.unitPaise * line.quantity)}</Text>
            </Column>
          </Row>
        );
      })}
      {summaryLines(totals, order.couponCode).map((line) => (
        <Row key={line.key}>
          <Column>
            <Text style={{ ...small, margin: '4px 0' }}>
              {words.summary[line.key]}
              {line.key === 'discount' && order.couponCode ? ` (${order.couponCode})` : ''}
            </Text>
          </Column>
          <Column align="right">
            <Text style={{ ...small, margin: '4px 0' }}>
              {line.key === 'delivery' && totals.delivery === 0 ? words.free : line.value}
            </Text>
          </Column>
        </Row>
      ))}
      <Row>
        <Column>
          <Text style={{ ...text, margin: '4px 0', fontWeight: 700 }}>{words.total}</Text>
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
  const words = wordsOf(order);
  return (
    <Text style={text}>
      <strong>{words.deliveringTo}</strong>
      <br />
      {address.name}
      <br />
      {address.address}
      <br />
      {address.city}, {address.state} {address.pincode}
      <br />
      {words.phone}: {address.phone}
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
      {wordsOf(order).cashToKeepReady(rupees(order.totalPaise))}
    </Text>
  );
}

function Placed({ shop, order }: { shop: MailShop; order: OrderMailData }) {
  const { placed } = wordsOf(order);
  return (
    <Layout
      shop={shop}
      preview={placed.preview(order.number, rupees(order.totalPaise))}
      language={order.language}
    >
      <Text style={heading}>{placed.heading(order.customerName)}</Text>
      <Text style={text}>{placed.text(order.number)}</Text>
      <Lines order={order} />
      <CashToKeepReady order={order} />
      <Address order={order} />
      <Button href={orderLink(shop, order)}>{order.guest ? placed.follow : placed.view}</Button>
      {order.guest ? (
        <Text style={small}>{placed.trackLater(orderPageUrl(shop, order, '/track'))}</Text>
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
  const words = wordsOf(order);
  return (
    <Layout shop={shop} preview={title} language={order.language}>
      <Text style={heading}>{title}</Text>
      {children}
      <Rule />
      <Text style={small}>
        {words.order(order.number)} · {rupees(order.totalPaise)} · {words.paymentMethods[order.paymentMethod]}
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

/** The mail of one order event: subject and body, in the order's language (the shop's own in English). */
export function orderMail(kind: OrderMailKind, shop: MailShop, order: OrderMailData): Mail {
  const words = wordsOf(order);
  const { number } = order;
  const view = { label: words.view, href: orderLink(shop, order) };
  const because = order.note ? <Text style={text}>{words.reason(order.note)}</Text> : <></>;
  switch (kind) {
    case 'order_placed':
      return { subject: words.placed.subject(number), element: <Placed shop={shop} order={order} /> };
    case 'shop_new_order':
      return {
        subject: `New order ${number}: ${rupees(order.totalPaise)} (${order.paymentMethod === 'upi' ? 'UPI' : 'COD'})`,
        // Staff read the back office's language: the shop's mail is English whatever the order's.
        element: <ShopNewOrder shop={shop} order={{ ...order, language: 'en' }} />,
      };
    case 'order_processing':
      return {
        subject: words.processing.subject(number),
        element: (
          <Status shop={shop} order={order} title={words.processing.title} action={view}>
            <Text style={text}>{words.processing.text(number)}</Text>
          </Status>
        ),
      };
    case 'order_shipped': {
      const { shipment } = order;
      const { shipped } = words;
      return {
        subject: shipped.subject(number),
        element: (
          <Status
            shop={shop}
            order={order}
            title={shipped.title}
            action={shipment?.trackingUrl ? { label: shipped.track, href: shipment.trackingUrl } : view}
          >
            <Text style={text}>{shipped.text(number)}</Text>
            {shipment ? (
              <Text style={text}>
                {shipped.courier}: {shipment.courier}
                <br />
                {shipped.awb}: {shipment.trackingNumber}
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
        subject: words.delivered.subject(number),
        element: (
          <Status
            shop={shop}
            order={order}
            title={words.delivered.title}
            action={{ label: words.delivered.review, href: `${orderLink(shop, order)}#review` }}
          >
            <Text style={text}>{words.delivered.text}</Text>
          </Status>
        ),
      };
    case 'order_cancelled':
      return {
        subject: words.cancelled.subject(number),
        element: (
          <Status shop={shop} order={order} title={words.cancelled.title} action={view}>
            <Text style={text}>{words.cancelled.text(number)}</Text>
            {because}
          </Status>
        ),
      };
    case 'order_returned':
      return {
        subject: words.returned.subject(number),
        element: (
          <Status shop={shop} order={order} title={words.returned.title} action={view}>
            <Text style={text}>{words.returned.text(number)}</Text>
            {because}
          </Status>
        ),
      };
  }
}
