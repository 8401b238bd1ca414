import { Column, Link, Row, Section, Text } from '@react-email/components';
import type { Mail } from './order-mails.js';
import { Button, colours, heading, Layout, rupees, small, text, type MailShop } from './layout.js';

export interface CartReminderLine {
  name: string;
  variantTitle: string;
  quantity: number;
  lineTotalPaise: number;
}

export interface CartReminderData {
  /** The page that stops these mails, with the recipient's token; null for an old reminder. */
  unsubscribeUrl: string | null;
  customerName: string;
  lines: CartReminderLine[];
  totalPaise: number;
}

/** "Carts left behind" (decision 043): the pieces still in the customer's cart and the way back. */
export function cartReminderMail(shop: MailShop, cart: CartReminderData): Mail {
  const firstName = cart.customerName.trim().split(/\s+/)[0] ?? cart.customerName;
  return {
    subject: `Your cart at ${shop.name} is waiting`,
    // Mail apps show their own "Unsubscribe" beside the sender from this header (RFC 2369).
    ...(cart.unsubscribeUrl ? { headers: { 'List-Unsubscribe': `<${cart.unsubscribeUrl}>` } } : {}),
    element: (
      <Layout
        shop={shop}
        preview={`${cart.lines.length} piece${cart.lines.length === 1 ? '' : 's'} still in your cart`}
      >
        <Text style={heading}>Still thinking it over?</Text>
        <Text style={text}>
          Namaste {firstName}, you left these in your cart. We have kept them there for you; handmade pieces
          go quickly, so do not wait too long.
        </Text>
        <Section>
          {cart.lines.map((line, index) => (
            <Row key={index} style={{ borderBottom: `1px solid ${colours.line}` }}>
              <Column style={{ padding: '6px 0' }}>
                <Text style={{ ...text, margin: 0 }}>
                  {line.name}
                  {line.variantTitle ? ` (${line.variantTitle})` : ''}
                </Text>
                <Text style={{ ...small, margin: 0 }}>Quantity {line.quantity}</Text>
              </Column>
              <Column align="right" style={{ width: '110px' }}>
                <Text style={{ ...text, margin: 0, fontWeight: 700 }}>{rupees(line.lineTotalPaise)}</Text>
              </Column>
            </Row>
          ))}
        </Section>
        <Text style={{ ...text, fontWeight: 700 }}>Together {rupees(cart.totalPaise)}</Text>
        <Button href={`${shop.publicUrl}/cart`}>Open my cart</Button>
        <Text style={small}>
          We write about a cart at most once a week. Prices and delivery are confirmed in the cart.
        </Text>
        {cart.unsubscribeUrl && (
          <Text style={small}>
            Rather not get these reminders?{' '}
            <Link href={cart.unsubscribeUrl} style={{ color: colours.muted }}>
              Unsubscribe from cart reminders
            </Link>
            .
          </Text>
        )}
      </Layout>
    ),
  };
}
