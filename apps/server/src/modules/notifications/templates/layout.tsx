import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import { formatRupees, paiseToRupees } from '@shop/domain';
import type { Language } from '@shop/domain';

/** The storefront's palette (apps/web/src/styles/app.css), so a mail looks like the shop. */
export const colours = {
  ivory: '#fbf7f0',
  sand: '#f3eadb',
  line: '#e2d5c1',
  ink: '#2b2118',
  inkSoft: '#5e4e3f',
  muted: '#6e5d4c',
  accent: '#a4452a',
  card: '#fffdf9',
};

/** What every mail says of the shop. */
export interface MailShop {
  name: string;
  email: string;
  phones: string[];
  addressLines: string[];
  publicUrl: string;
}

/** The logo travels inside the mail (a CID attachment): nothing is fetched from anywhere. */
export const LOGO_CID = 'shop-logo';

export const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

const font = "'Helvetica Neue', Helvetica, Arial, sans-serif";
export const text = { color: colours.ink, fontFamily: font, fontSize: '15px', lineHeight: '22px' };
export const small = { ...text, color: colours.muted, fontSize: '13px', lineHeight: '19px' };
export const heading = { ...text, fontSize: '22px', lineHeight: '28px', fontWeight: 700, margin: '0 0 12px' };

export function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      style={{
        backgroundColor: colours.accent,
        borderRadius: '999px',
        color: '#ffffff',
        display: 'inline-block',
        fontFamily: font,
        fontSize: '15px',
        fontWeight: 600,
        padding: '12px 24px',
        textDecoration: 'none',
      }}
    >
      {children}
    </Link>
  );
}

export function Layout({
  shop,
  preview,
  language = 'en',
  children,
}: {
  shop: MailShop;
  preview: string;
  /** The reader's language (issue 28): mail apps pick fonts and voices by it. */
  language?: Language | undefined;
  children: ReactNode;
}) {
  return (
    <Html lang={language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colours.ivory, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto' }}>
          <Section style={{ padding: '0 24px 16px' }}>
            <Img src={`cid:${LOGO_CID}`} width="40" height="40" alt="" style={{ display: 'inline-block' }} />
            <Text style={{ ...heading, display: 'inline-block', margin: '0 0 0 12px', verticalAlign: 'top' }}>
              {shop.name}
            </Text>
          </Section>
          <Section
            style={{
              backgroundColor: colours.card,
              border: `1px solid ${colours.line}`,
              borderRadius: '20px',
              padding: '24px',
            }}
          >
            {children}
          </Section>
          <Section style={{ padding: '16px 24px' }}>
            <Text style={small}>
              {shop.name} · {shop.addressLines.join(', ')}
              <br />
              {shop.phones.join(' · ')} · <Link href={`mailto:${shop.email}`}>{shop.email}</Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const Rule = () => <Hr style={{ borderColor: colours.line, margin: '16px 0' }} />;
