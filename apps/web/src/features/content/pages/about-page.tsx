import { HandHeart, Leaf, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useShopInfo } from '@/lib/shop-info';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHero } from '../components/page-hero';

const VALUES = [
  {
    icon: HandHeart,
    title: 'Made slowly, by hand',
    text: 'Each jhumka is set stone by stone, each kurti block-printed and stitched in small batches. It takes longer, and it shows.',
  },
  {
    icon: Users,
    title: 'Fair to our makers',
    text: 'Our artisans are paid fairly and on time, work in good light and set their own pace. Many have been with us since the first day.',
  },
  {
    icon: Leaf,
    title: 'Kind to what we use',
    text: 'Natural cottons and silks, nickel-free metals, recycled packaging, and offcuts turned into potlis and scrunchies.',
  },
];

export function AboutPage() {
  usePageTitle('Our Story');
  const shop = useShopInfo();
  return (
    <>
      <PageHero eyebrow="Our Story" title={`About ${shop.name}`}>
        A small studio in Greater Noida where jewellery, clothing and accessories are still made the old way:
        by hand, with patience, for people who notice the difference.
      </PageHero>
      <div className="mx-auto max-w-5xl px-5 py-12 sm:px-6">
        <div className="prose-shop max-w-3xl">
          <h2>How it began</h2>
          <p>
            {shop.name} began in 2019 at a kitchen table, with a box of beads, a borrowed pair of pliers and a
            grandmother’s stories about the jhumkas she wore at her wedding. The first pieces were made for
            friends. Then friends of friends started calling, and the kitchen table became a small studio in
            Alpha 1, Greater Noida.
          </p>
          <p>
            Today a team of twelve artisans works with us: metalsmiths who shape and plate by hand, block
            printers from families that have printed for generations, and tailors who finish every seam as if
            the garment were their own. <em>Kaarigar</em> means craftsperson, and the name is a promise to
            them as much as to you.
          </p>
          <h2>What we make</h2>
          <p>
            Kundan and oxidised jewellery that feels light enough to wear all day; kurtis, dupattas and stoles
            in breathable cotton and silk; and the small things that finish an outfit, from potli bags to
            hand-embroidered clutches. We make in small runs, so pieces sell out and new ones take their place
            every few weeks.
          </p>
          <h2>Why Cash on Delivery</h2>
          <p>
            Most of our customers find us through a friend’s WhatsApp message. We want the first order to feel
            as safe as walking into the studio, so you pay only when the parcel is in your hands. If something
            is not right, our <Link to="/returns">returns policy</Link> has you covered.
          </p>
        </div>

        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-[var(--radius-card)] border border-line bg-card p-6 shadow-[var(--shadow-soft)]"
            >
              <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent">
                <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>

        <div className="mt-12 flex flex-col items-start gap-4 rounded-[var(--radius-card)] bg-sand p-8 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-2xl font-semibold text-ink">Come and see the studio</h2>
            <p className="mt-1 text-muted">
              {shop.hours.weekdays}, {shop.hours.sunday.toLowerCase()}.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/jewelry">Shop Collection</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/contact">Contact us</Link>
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
