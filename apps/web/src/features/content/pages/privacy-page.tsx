import { useShopInfo } from '@/lib/shop-info';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHero } from '../components/page-hero';

export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  const shop = useShopInfo();
  return (
    <>
      <PageHero eyebrow="Help" title="Privacy Policy">
        What we keep about you, why, and how you stay in control. Last updated January 2025.
      </PageHero>
      <div className="prose-shop mx-auto max-w-3xl px-5 py-10 sm:px-6">
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Your account:</strong> name, email address and a securely hashed password (we never see or
            store the password itself).
          </li>
          <li>
            <strong>Your orders:</strong> the items, prices, shipping address and mobile number, so we can
            deliver and so you can follow your order.
          </li>
          <li>
            <strong>Your cart</strong> while you are signed in. Your wishlist stays in your own browser and is
            not sent to us.
          </li>
        </ul>

        <h2>What we do not do</h2>
        <ul>
          <li>We do not sell or rent your details to anyone.</li>
          <li>
            We do not use third-party trackers or advertising cookies. Our site loads no outside scripts or
            fonts.
          </li>
          <li>We do not store card details: orders are paid by Cash on Delivery.</li>
        </ul>

        <h2>Who else sees your details</h2>
        <p>
          Only our courier partner, who receives your name, address and mobile number to deliver your parcel.
          If you write to us on WhatsApp, that conversation is also subject to WhatsApp’s own privacy policy.
        </p>

        <h2>How long we keep it</h2>
        <p>
          Order records are kept for eight years because Indian tax law (GST) requires it. Everything else is
          deleted when you ask us to close your account.
        </p>

        <h2>Your choices</h2>
        <p>
          You can update your name from your profile at any time. To get a copy of your data, or to have your
          account closed, write to <a href={`mailto:${shop.email}`}>{shop.email}</a>. We answer within 7 days,
          as the Digital Personal Data Protection Act, 2023 expects.
        </p>

        <h2>Contact</h2>
        <p>
          {shop.name}, {shop.addressLines.join(', ')}. Phone {shop.phones.join(' / ')}.
        </p>
      </div>
    </>
  );
}
