import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { deliveryTermsText, paymentTermsText, taxTermsText } from '@shop/domain';
import { useShopTerms } from '@/lib/shop-terms';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHero } from '../components/page-hero';

export function FaqPage() {
  usePageTitle('FAQ');
  // The rules as the settings say them now (decision 048); the server renders the page with them.
  const terms = useShopTerms();
  const faqs = [
    {
      q: 'How can I pay?',
      a: `${terms ? `${paymentTermsText(terms)} ` : ''}With Cash on Delivery we confirm the order by phone or WhatsApp, pack it, and you pay the courier when the parcel arrives. There is no extra charge for COD.`,
    },
    {
      q: 'How much is delivery, and is GST included?',
      a: terms
        ? `${deliveryTermsText(terms)} ${taxTermsText(terms)} The total is shown before you place the order.`
        : 'The delivery charge and any tax are shown in the cart before you place the order.',
    },
    {
      q: 'How long will my order take?',
      a: 'Pieces in stock leave the studio within 2 working days. Delivery takes 2-4 days in Delhi NCR and 4-8 days elsewhere in India. You can follow every step under Order History.',
    },
    {
      q: 'Are your pieces really handmade?',
      a: 'Yes. Every piece is made by our artisans in Greater Noida. Small variations in colour, print or stone setting are the mark of handwork, not a defect.',
    },
    {
      q: 'Do you take custom orders?',
      a: 'Often, yes: matching sets, a colour change or a longer kurti. Message us on WhatsApp with a picture of what you have in mind and we will tell you what is possible, the price and the time it takes.',
    },
    {
      q: 'Can I return or exchange something?',
      a: 'Yes: open the order and choose Return or exchange, within the return window after delivery, for unused pieces in their original packaging. Earrings cannot be returned for hygiene reasons unless they arrive damaged. See our Returns & Exchanges page for the window and details.',
    },
    {
      q: 'How do I care for oxidised and kundan jewellery?',
      a: 'Keep it dry, away from perfume and water, and store each piece in the pouch it came in. Wipe with a soft dry cloth after wearing.',
    },
    {
      q: 'Do I need an account to order?',
      a: 'No. You can fill a cart and check out as a guest with Cash on Delivery: give your name, e-mail and mobile number, and follow the order at Track your order with its number and that mobile number. An account keeps your orders, addresses and wishlist in one place, and is needed for UPI and coupon codes.',
    },
  ];
  return (
    <>
      <PageHero eyebrow="Help" title="Frequently asked questions">
        Quick answers about orders, delivery and caring for your pieces.
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <div className="grid gap-3">
          {faqs.map(({ q, a }) => (
            <details
              key={q}
              className="group rounded-2xl border border-line bg-card px-5 open:shadow-[var(--shadow-soft)]"
            >
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium text-ink [&::-webkit-details-marker]:hidden">
                {q}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="pb-5 leading-relaxed text-ink-soft">{a}</p>
            </details>
          ))}
        </div>
        <p className="mt-10 text-center text-muted">
          Still wondering?{' '}
          <Link to="/contact" className="font-medium text-accent underline underline-offset-2">
            Get in touch
          </Link>{' '}
          and we will reply within 24 hours.
        </p>
      </div>
    </>
  );
}
