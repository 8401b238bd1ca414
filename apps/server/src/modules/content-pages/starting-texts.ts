import type { ContentPageSlug } from '@shop/domain';

/**
 * What each page says until the owner saves it: the demo shop's texts as they were in the code
 * before issue 26, in Markdown, with every rule the settings hold written as a placeholder so the
 * page never disagrees with checkout.
 */
export const STARTING_PAGES: Record<ContentPageSlug, { title: string; markdown: string }> = {
  about: {
    title: 'About {{shopName}}',
    markdown: `A small studio in Greater Noida where jewellery, clothing and accessories are still made the old way: by hand, with patience, for people who notice the difference.

## How it began

{{shopName}} began in 2019 at a kitchen table, with a box of beads, a borrowed pair of pliers and a grandmother’s stories about the jhumkas she wore at her wedding. The first pieces were made for friends. Then friends of friends started calling, and the kitchen table became a small studio in Alpha 1, Greater Noida.

Today a team of twelve artisans works with us: metalsmiths who shape and plate by hand, block printers from families that have printed for generations, and tailors who finish every seam as if the garment were their own. *Kaarigar* means craftsperson, and the name is a promise to them as much as to you.

## What we make

Kundan and oxidised jewellery that feels light enough to wear all day; kurtis, dupattas and stoles in breathable cotton and silk; and the small things that finish an outfit, from potli bags to hand-embroidered clutches. We make in small runs, so pieces sell out and new ones take their place every few weeks.

## Why Cash on Delivery

Most of our customers find us through a friend’s WhatsApp message. We want the first order to feel as safe as walking into the studio, so you pay only when the parcel is in your hands. If something is not right, our [returns policy](/returns) has you covered.

## What we care about

- **Made slowly, by hand.** Each jhumka is set stone by stone, each kurti block-printed and stitched in small batches. It takes longer, and it shows.
- **Fair to our makers.** Our artisans are paid fairly and on time, work in good light and set their own pace. Many have been with us since the first day.
- **Kind to what we use.** Natural cottons and silks, nickel-free metals, recycled packaging, and offcuts turned into potlis and scrunchies.

## Come and see the studio

{{address}}. Open {{hours}}. [Shop the collection](/jewelry) or [contact us](/contact).
`,
  },
  faq: {
    title: 'Frequently asked questions',
    markdown: `Quick answers about orders, delivery and caring for your pieces.

## How can I pay?

You can pay by {{paymentMethods}}. Cash on Delivery is available on orders up to {{codLimit}}. With Cash on Delivery we confirm the order by phone or WhatsApp, pack it, and you pay the courier when the parcel arrives. There is no extra charge for COD.

## How much is delivery, and is GST included?

{{deliveryRule}} {{gstNote}} The total is shown before you place the order.

## How long will my order take?

Pieces in stock leave the studio within 2 working days. Delivery takes 2-4 days in Delhi NCR and 4-8 days elsewhere in India. You can follow every step under Order History.

## Are your pieces really handmade?

Yes. Every piece is made by our artisans in Greater Noida. Small variations in colour, print or stone setting are the mark of handwork, not a defect.

## Do you take custom orders?

Often, yes: matching sets, a colour change or a longer kurti. Message us on WhatsApp at {{whatsapp}} with a picture of what you have in mind and we will tell you what is possible, the price and the time it takes.

## Can I return or exchange something?

Yes: open the order and choose Return or exchange, within {{returnWindowDays}} days of delivery, for unused pieces in their original packaging. Earrings cannot be returned for hygiene reasons unless they arrive damaged. See our [Returns & Exchanges](/returns) page for the details.

## How do I care for oxidised and kundan jewellery?

Keep it dry, away from perfume and water, and store each piece in the pouch it came in. Wipe with a soft dry cloth after wearing.

## Do I need an account to order?

No. You can fill a cart and check out as a guest with Cash on Delivery: give your name, e-mail and mobile number, and follow the order at [Track your order](/track) with its number and that mobile number. An account keeps your orders, addresses and wishlist in one place, and is needed for UPI and coupon codes.

Still wondering? [Get in touch](/contact) and we will reply within 24 hours.
`,
  },
  shipping: {
    title: 'Shipping & Delivery',
    markdown: `How your parcel reaches you, and what it costs.

## What delivery costs

{{deliveryRule}} The delivery charge is shown in the cart before you place the order.

## How long it takes

- Pieces in stock leave the studio within **2 working days**.
- Delivery takes 2-4 days in Delhi NCR and 4-8 days elsewhere in India.
- Made-to-order and personalised pieces take longer: the product page says how long.

The delivery estimate for your pincode is shown on each product page and at checkout.

## Paying

You can pay by {{paymentMethods}}. Cash on Delivery is available on orders up to {{codLimit}}, in the pincodes our courier partners serve for it.

## Following your order

When your order ships, we write to you with the courier's name and tracking number. Follow every step under [Order History](/orders), or [Track your order](/track) with its number and your mobile number.

Questions? Write to <{{email}}> or call {{phone}}.
`,
  },
  returns: {
    title: 'Returns & Exchanges',
    markdown: `We want you to love what you ordered. If you do not, here is how we make it right.

## The short version

- Ask within **{{returnWindowDays}} days of delivery**, from your order.
- The piece must be unused, unwashed, with its tags and original packaging.
- Choose an exchange for another size at the same price, or a refund: to your UPI payment, or for Cash on Delivery to your UPI ID or bank account.

## How to start a return

1. Open the order under [Order History](/orders) (or, without an account, [Track your order](/track) with its number and your mobile number).
2. Choose **Return or exchange**: pick the pieces, tell us why, and add photos if something is wrong with them. The size you want instead is kept for you from that moment.
3. We reply within a working day or two and arrange a pickup where our courier partners serve your pincode; otherwise, please ship it to our studio: {{address}}.

You can follow every step on the order, and we write to you at each one. Stuck? Write to <{{email}}>.

## Refunds for Cash on Delivery orders

Because you paid in cash, we refund to your bank account or UPI ID within 5 working days of the piece reaching our studio and passing a quick check. The delivery charge is refunded only if the piece arrived damaged or was not what you ordered.

## What cannot be returned

- Earrings and nose pins, for hygiene reasons (unless they arrived damaged).
- Custom or made-to-measure pieces.
- Pieces bought on clearance, marked as final sale.

## Damaged or wrong piece?

We are sorry. Please send us a photo of the parcel and the piece within 48 hours of delivery and we will replace it or refund it in full, including delivery, at no cost to you.

## Cancelling an order

You can cancel a pending order yourself from Order History. Once it has been packed, message us and we will do our best to stop it.

## Not happy with how we handled it?

Write to our grievance officer on the [Grievance Redressal](/grievance) page: you get a ticket number, an acknowledgement within 48 hours and a resolution within one month.

Questions? [Contact us](/contact) or call {{phone}}, {{hours}}.
`,
  },
  privacy: {
    title: 'Privacy Policy',
    markdown: `What we keep about you, why, and how you stay in control.

## What we collect

- **Your account:** name, email address and a securely hashed password (we never see or store the password itself).
- **Your orders:** the items, prices, shipping address and mobile number, so we can deliver and so you can follow your order.
- **Your cart** while you are signed in, and your wishlist.

## What we do not do

- We do not sell or rent your details to anyone.
- We do not use third-party trackers or advertising cookies. Our site loads no outside scripts or fonts.
- We do not store card details: orders are paid by {{paymentMethods}}.

## Who else sees your details

Only our courier partner, who receives your name, address and mobile number to deliver your parcel. If you write to us on WhatsApp, that conversation is also subject to WhatsApp’s own privacy policy.

## How long we keep it

Order records are kept for eight years because Indian tax law (GST) requires it. Everything else is deleted when you ask us to close your account.

## Your choices

You can update your name from your profile at any time. To get a copy of your data, or to have your account closed, write to <{{email}}>. We answer within 7 days, as the Digital Personal Data Protection Act, 2023 expects.

## Contact

{{shopName}}, {{address}}. Phone {{phone}}.
`,
  },
  terms: {
    title: 'Terms and Conditions',
    markdown: `These terms apply to every order placed on our website or over WhatsApp.

## 1. Who we are

{{shopName}} is run by {{legalName}}, {{address}}, India. Customer care: {{email}}, {{phone}}.

## 2. Our products

Every piece is made by hand. Small differences in colour, print, size or stone setting from the pictures are part of handwork and are not defects. Pictures are taken in daylight; screens may show colours slightly differently.

## 3. Prices and taxes

Prices are in Indian Rupees and include all making charges. {{gstNote}} The price charged is the one shown when the order is placed.

## 4. Orders and payment

You can pay by {{paymentMethods}}. Cash on Delivery is available on orders up to {{codLimit}}. We may call or message you to confirm an order before dispatch. We may cancel an order if a piece is no longer available or the address cannot be served, and will tell you why.

## 5. Delivery

{{deliveryRule}} Pieces in stock leave the studio within 2 working days; the delivery estimate for your pincode is shown before you order.

## 6. Returns, exchanges and refunds

Unused pieces with tags and original packaging may be returned or exchanged within {{returnWindowDays}} days of delivery. Earrings, nose pins, custom and final-sale pieces cannot be returned unless they arrive damaged. Refunds are paid to your bank account or UPI within 5 working days of the piece reaching us.

## 7. Complaints and the grievance officer

Our grievance officer is {{grievanceOfficer}}. File a complaint at [/grievance](/grievance) or by e-mail: you get a ticket number, we acknowledge it within 48 hours and resolve it within one month.

## 8. Accounts and privacy

Keep your password private. We use your details only to run your account and deliver your orders, as described in our [Privacy Policy](/privacy). We never sell your data.

## 9. Liability, law and disputes

Our liability for any order is limited to the amount paid for it. Nothing in these terms limits your rights under the Consumer Protection Act, 2019. These terms are governed by the laws of India; disputes fall under the courts of Gautam Buddh Nagar, Uttar Pradesh.
`,
  },
};
