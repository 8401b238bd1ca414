import { Link } from 'react-router';
import { useReturnWindow, useShopInfo } from '@/lib/shop-info';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHero } from '../components/page-hero';

export function ReturnsPage() {
  usePageTitle('Returns & Exchanges');
  const shop = useShopInfo();
  // The window the owner set in Shop Settings (decision 054), once the shop's facts have loaded.
  const windowDays = useReturnWindow();
  return (
    <>
      <PageHero eyebrow="Help" title="Returns & Exchanges">
        We want you to love what you ordered. If you do not, here is how we make it right.
      </PageHero>
      <div className="prose-shop mx-auto max-w-3xl px-5 py-10 sm:px-6">
        <h2>The short version</h2>
        <ul>
          <li>
            {windowDays === undefined ? (
              'Ask from your order, soon after delivery.'
            ) : windowDays > 0 ? (
              <>
                Ask within <strong>{windowDays} days of delivery</strong>, from your order.
              </>
            ) : (
              'We do not take returns from the order page just now: if a piece arrived damaged or wrong, write to us.'
            )}
          </li>
          <li>The piece must be unused, unwashed, with its tags and original packaging.</li>
          <li>
            Choose an exchange for another size at the same price, or a refund: to your UPI payment, or for
            Cash on Delivery to your UPI ID or bank account.
          </li>
        </ul>

        <h2>How to start a return</h2>
        <p>
          Open the order under <Link to="/orders">Order History</Link> (or, without an account,{' '}
          <Link to="/track">Track your order</Link> with its number and your mobile number) and choose{' '}
          <strong>Return or exchange</strong>: pick the pieces, tell us why, and add photos if something is
          wrong with them. The size you want instead is kept for you from that moment. We reply within a
          working day or two and arrange a pickup where our courier partners serve your pincode; otherwise,
          please ship it to our studio: {shop.addressLines.join(', ')}. You can follow every step on the
          order, and we write to you at each one. Stuck? Write to{' '}
          <a href={`mailto:${shop.email}`}>{shop.email}</a>.
        </p>

        <h2>Refunds for Cash on Delivery orders</h2>
        <p>
          Because you paid in cash, we refund to your bank account or UPI ID within 5 working days of the
          piece reaching our studio and passing a quick check. The delivery charge is refunded only if the
          piece arrived damaged or was not what you ordered.
        </p>

        <h2>What cannot be returned</h2>
        <ul>
          <li>Earrings and nose pins, for hygiene reasons (unless they arrived damaged).</li>
          <li>Custom or made-to-measure pieces.</li>
          <li>Pieces bought on clearance, marked as final sale.</li>
        </ul>

        <h2>Damaged or wrong piece?</h2>
        <p>
          We are sorry. Please send us a photo of the parcel and the piece within 48 hours of delivery and we
          will replace it or refund it in full, including delivery, at no cost to you.
        </p>

        <h2>Cancelling an order</h2>
        <p>
          You can cancel a pending order yourself from Order History. Once it has been packed, message us and
          we will do our best to stop it.
        </p>

        <h2>Not happy with how we handled it?</h2>
        <p>
          Write to our grievance officer on the <Link to="/grievance">Grievance Redressal</Link> page: you get
          a ticket number, an acknowledgement within 48 hours and a resolution within one month.
        </p>

        <p>
          Questions? <Link to="/contact">Contact us</Link> or call {shop.phones[0]}, {shop.hours.weekdays}.
        </p>
      </div>
    </>
  );
}
