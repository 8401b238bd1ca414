import { DEFAULT_HOME_CONTENT, HOME_FEATURED_COUNT, homeContentIn, type Language } from '@shop/domain';
import type { ReactNode } from 'react';
import { ArrowRight, HandHeart, Leaf, Sparkles, Star, Truck } from 'lucide-react';
import { Link } from '@/lib/router';
import { ProductGridSkeleton, productGridClass } from '@/components/product/product-card';
import { QueryFrame } from '@/components/query-frame';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { deliveryRuleText, useShopInfo } from '@/lib/shop-info';
import type { Prefetch } from '@/lib/prefetch';
import { useLanguage } from '@/lib/language';
import { useStorefrontHome } from '@/lib/storefront-home';
import { usePageTitle } from '@/lib/use-page-title';
import { parentCategoriesQuery, useParentCategories } from '../api/get-categories';
import { featuredProductsQuery, useFeaturedProducts } from '../api/get-featured-products';
import { shopStatsQuery, useShopStats } from '../api/get-shop-stats';
import { CatalogProductCard } from '../components/catalog-product-card';
import { CategoryCard, CategoryCardSkeleton } from '../components/category-card';
import { HeroArt } from '../components/hero-art';
import { statsOf } from '../lib/shop-stats';
import { useT } from '@/lib/i18n/i18n';

/**
 * Until the server has answered (it renders the page with the owner's hero, in the page's
 * language): the starting hero, in that language too.
 */
const defaultHero = (language: Language) => ({
  ...homeContentIn(DEFAULT_HOME_CONTENT, language).hero,
  imageUrl: null,
});

function SectionHeading({ eyebrow, title, text }: { eyebrow: string; title: string; text?: string }) {
  return (
    <div className="max-w-2xl">
      <p className="text-xs font-semibold tracking-[0.18em] text-accent uppercase">{eyebrow}</p>
      <h2 className="mt-2 text-3xl text-ink sm:text-4xl">{title}</h2>
      {text && <p className="mt-3 text-muted">{text}</p>}
    </div>
  );
}

/** A hero button's link: the shop's own pages through the router, another site as a plain link. */
function HeroLink({ href, children, ...props }: { href: string; children: ReactNode; className?: string }) {
  // `props` carries the button's classes (Button asChild passes them to its child).
  return href.startsWith('/') ? (
    <Link to={href} {...props}>
      {children}
    </Link>
  ) : (
    <a href={href} rel="noopener nofollow" {...props}>
      {children}
    </a>
  );
}

/** The owner's hero (decision 057): title, text, picture (or the built-in art) and two buttons. */
function Hero() {
  const shop = useShopInfo();
  const language = useLanguage();
  const hero = useStorefrontHome().data?.hero ?? defaultHero(language);
  return (
    <section className="relative overflow-hidden bg-sand">
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-60 [background-image:radial-gradient(circle_at_20%_20%,var(--color-marigold-soft),transparent_45%),radial-gradient(circle_at_85%_70%,var(--color-accent-soft),transparent_50%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-8 px-5 py-12 sm:px-6 md:grid-cols-[1.1fr_1fr] md:py-20">
        <div>
          {shop.tagline && (
            <p className="inline-flex items-center gap-2 rounded-full bg-card/80 px-3 py-1 text-xs font-semibold tracking-wide text-accent-strong">
              <Sparkles aria-hidden="true" className="size-3.5" /> {shop.tagline}
            </p>
          )}
          <h1 className="mt-5 text-[2.6rem] leading-[1.05] font-semibold text-ink sm:text-6xl">
            {hero.title}
          </h1>
          {hero.text && <p className="mt-5 max-w-md text-lg leading-relaxed text-ink-soft">{hero.text}</p>}
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild className="sm:h-12 sm:px-7 sm:text-base">
              <HeroLink href={hero.primary.href}>
                {hero.primary.label} <ArrowRight className="size-4" />
              </HeroLink>
            </Button>
            <Button asChild variant="outline" className="sm:h-12 sm:px-7 sm:text-base">
              <HeroLink href={hero.secondary.href}>{hero.secondary.label}</HeroLink>
            </Button>
          </div>
        </div>
        {hero.imageUrl ? (
          <img
            src={hero.imageUrl}
            alt=""
            className="mx-auto aspect-[4/5] w-full max-w-[15rem] rounded-[var(--radius-card)] object-cover shadow-[0_24px_40px_rgba(43,33,24,0.18)] sm:max-w-[20rem] md:max-w-[26rem]"
            fetchPriority="high"
          />
        ) : (
          <HeroArt />
        )}
      </div>
    </section>
  );
}

function StatsStrip() {
  const t = useT();
  const { data } = useShopStats();
  const stats = data ? statsOf(data, t) : [];
  if (stats.length === 0) return null;
  return (
    <section aria-label={t('home.statsLabel')} className="border-y border-line bg-card">
      <dl
        className={cn(
          'mx-auto grid max-w-5xl divide-x divide-line px-2 py-6 sm:py-8',
          stats.length === 3 ? 'grid-cols-3' : stats.length === 2 ? 'grid-cols-2' : 'grid-cols-1',
        )}
      >
        {stats.map(({ value, label, star }) => (
          <div key={label} className="flex flex-col items-center gap-1 px-2 text-center">
            <dt className="order-2 text-xs text-muted sm:text-sm">{label}</dt>
            <dd className="order-1 flex items-center gap-1.5 font-display text-2xl font-semibold text-ink sm:text-4xl">
              {value}
              {star && <Star aria-hidden="true" className="size-5 fill-marigold text-marigold sm:size-7" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CategoriesSection() {
  const t = useT();
  const categories = useParentCategories();
  return (
    <section className="mx-auto max-w-7xl px-5 pt-16 sm:px-6">
      <SectionHeading
        eyebrow={t('home.browse')}
        title={t('home.shopByCategory')}
        text={t('home.categoriesText')}
      />
      <div className="mt-8">
        <QueryFrame
          query={categories}
          skeleton={
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 3 }, (_, index) => (
                <CategoryCardSkeleton key={index} />
              ))}
            </div>
          }
          error={{ title: t('home.categoriesError') }}
          empty={<EmptyState title={t('home.noCategories')} message={t('home.noCategoriesText')} />}
        >
          {(data) => (
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {data.map((category) => (
                <CategoryCard key={category.id} category={category} />
              ))}
            </div>
          )}
        </QueryFrame>
      </div>
    </section>
  );
}

function FeaturedSection() {
  const t = useT();
  const featured = useFeaturedProducts(HOME_FEATURED_COUNT);
  return (
    <section className="mx-auto max-w-7xl px-5 pt-20 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading eyebrow={t('home.lovedNow')} title={t('home.featured')} />
        <Button asChild variant="link" className="h-11 px-0">
          <Link to="/jewelry">
            {t('home.viewAll')} <ArrowRight className="size-4" />
          </Link>
        </Button>
      </div>
      <div className="mt-8">
        <QueryFrame
          query={featured}
          skeleton={<ProductGridSkeleton count={HOME_FEATURED_COUNT} />}
          error={{ title: t('home.featuredError') }}
          empty={
            <EmptyState
              title={t('home.noFeatured')}
              message={t('home.noFeaturedText')}
              action={
                <Button asChild variant="outline">
                  <Link to="/jewelry">{t('home.shopCollection')}</Link>
                </Button>
              }
            />
          }
        >
          {(data) => (
            <div className={productGridClass}>
              {data.slice(0, HOME_FEATURED_COUNT).map((product) => (
                <CatalogProductCard key={product.id} product={product} />
              ))}
            </div>
          )}
        </QueryFrame>
      </div>
    </section>
  );
}

function WhyChoose() {
  const t = useT();
  const shop = useShopInfo();
  const points = [
    {
      icon: HandHeart,
      title: t('home.handcraftedTitle'),
      text: t('home.handcraftedText'),
    },
    {
      icon: Leaf,
      title: t('home.materialsTitle'),
      text: t('home.materialsText'),
    },
    {
      icon: Truck,
      title: t('home.codTitle'),
      text: t('home.codText', { delivery: deliveryRuleText(shop, t) }),
    },
  ];
  return (
    <section className="mx-auto max-w-7xl px-5 pt-20 sm:px-6">
      <div className="rounded-[calc(var(--radius-card)*1.5)] bg-sand px-5 py-12 sm:px-10">
        <SectionHeading eyebrow={t('home.whyChoose')} title={t('home.whyChooseShop', { shop: shop.name })} />
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {points.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-[var(--radius-card)] bg-card p-6 shadow-[var(--shadow-soft)]">
              <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent">
                <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The categories, the featured pieces and the shop's figures, shown near the top on a phone. */
export const prefetchHome: Prefetch = async (queryClient) => {
  await Promise.all([
    queryClient.ensureQueryData(parentCategoriesQuery),
    queryClient.ensureQueryData(featuredProductsQuery(HOME_FEATURED_COUNT)),
    queryClient.ensureQueryData(shopStatsQuery),
  ]);
};

export function HomePage() {
  const t = useT();
  usePageTitle(t('home.title'));
  return (
    <>
      <Hero />
      <StatsStrip />
      <CategoriesSection />
      <FeaturedSection />
      <WhyChoose />
    </>
  );
}
