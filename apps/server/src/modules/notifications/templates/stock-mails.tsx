import { Column, Row, Section, Text } from '@react-email/components';
import type { Mail } from './order-mails.js';
import { Button, colours, heading, Layout, rupees, small, text, type MailShop } from './layout.js';

export interface BackInStockData {
  productName: string;
  variantTitle: string;
  pricePaise: number;
  productUrl: string;
}

export function backInStockMail(shop: MailShop, item: BackInStockData): Mail {
  const name = item.variantTitle ? `${item.productName} (${item.variantTitle})` : item.productName;
  return {
    subject: `Back in stock: ${name}`,
    element: (
      <Layout shop={shop} preview={`${name} is available again`}>
        <Text style={heading}>It is back</Text>
        <Text style={text}>
          You asked us to tell you: <strong>{name}</strong> is available again at {rupees(item.pricePaise)}.
          Handmade pieces go quickly, so do not wait too long.
        </Text>
        <Button href={item.productUrl}>See it in the shop</Button>
        <Text style={small}>We wrote once, as you asked; we will not write about this piece again.</Text>
      </Layout>
    ),
  };
}

export interface LowStockLine {
  productName: string;
  variantTitle: string;
  sku: string;
  stock: number;
}

export function lowStockMail(shop: MailShop, threshold: number, lines: LowStockLine[]): Mail {
  return {
    subject: `Low stock: ${lines.length} item${lines.length === 1 ? '' : 's'} at ${threshold} or fewer`,
    element: (
      <Layout shop={shop} preview={`${lines.length} items are running low`}>
        <Text style={heading}>Running low</Text>
        <Text style={text}>
          These pieces have {threshold} or fewer units left ({lines.filter((line) => line.stock === 0).length}{' '}
          sold out).
        </Text>
        <Section>
          {lines.map((line) => (
            <Row key={line.sku} style={{ borderBottom: `1px solid ${colours.line}` }}>
              <Column style={{ padding: '6px 0' }}>
                <Text style={{ ...text, margin: 0 }}>
                  {line.productName}
                  {line.variantTitle ? ` (${line.variantTitle})` : ''}
                </Text>
                <Text style={{ ...small, margin: 0 }}>SKU {line.sku}</Text>
              </Column>
              <Column align="right" style={{ width: '90px' }}>
                <Text style={{ ...text, margin: 0, fontWeight: 700 }}>
                  {line.stock === 0 ? 'Sold out' : `${line.stock} left`}
                </Text>
              </Column>
            </Row>
          ))}
        </Section>
        <Button href={`${shop.publicUrl}/product-management`}>Open the catalogue</Button>
      </Layout>
    ),
  };
}
