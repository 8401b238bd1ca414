import { Column, Row, Section, Text } from '@react-email/components';
import type { Language } from '@shop/domain';
import type { Mail } from './order-mails.js';
import { Button, colours, heading, Layout, rupees, small, text, type MailShop } from './layout.js';
import { BACK_IN_STOCK_WORDS } from './stock-mail-words.js';

export interface BackInStockData {
  productName: string;
  variantTitle: string;
  pricePaise: number;
  productUrl: string;
  /** The language the alert was asked in (issue 28); English when left out. */
  language?: Language;
}

/** The shopper's one mail when the piece they waited for is back, in the language they asked in. */
export function backInStockMail(shop: MailShop, item: BackInStockData): Mail {
  const words = BACK_IN_STOCK_WORDS[item.language ?? 'en'];
  const name = item.variantTitle ? `${item.productName} (${item.variantTitle})` : item.productName;
  return {
    subject: words.subject(name),
    element: (
      <Layout shop={shop} preview={words.preview(name)} language={item.language}>
        <Text style={heading}>{words.heading}</Text>
        <Text style={text}>{words.text(<strong>{name}</strong>, rupees(item.pricePaise))}</Text>
        <Button href={item.productUrl}>{words.see}</Button>
        <Text style={small}>{words.once}</Text>
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

/** The shop's morning summary of what runs low; in English, as staff read. */
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
