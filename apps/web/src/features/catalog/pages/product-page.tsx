import { countryName, discountPercent, type Product } from '@shop/domain';
import { ArrowLeft, HandHeart, Leaf, PackageX, Truck } from 'lucide-react';
import { HydrateLater } from '@/lib/hydration-waves';
import { Link, useNavigate, useParams } from '@/lib/router';
import { PriceTag } from '@/components/product/price-tag';
import { StarRating } from '@/components/product/star-rating';
import { EmptyState, ErrorState } from '@/components/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductReviews } from '@/features/reviews';
import { prefetchSizeGuide } from '@/features/size-guide';
import { WishlistHeart } from '@/features/wishlist';
import { ApiError } from '@/lib/api-client';
import { orNotFound, type Prefetch } from '@/lib/prefetch';
import { deliveryRuleText, priceTaxNote, useShopInfo } from '@/lib/shop-info';
import { useLanguage } from '@/lib/language';
import { usePageTitle } from '@/lib/use-page-title';
import { productQuery, useProduct } from '../api/get-product';
import { similarProductsQuery } from '../api/get-similar-products';
import { MadeBy } from '../components/made-by';
import { ProductGallery } from '../components/product-gallery';
import { ProductPurchase } from '../components/product-purchase';
import { SimilarPieces } from '../components/similar-pieces';
import { useVariantChoice } from '../hooks/use-variant-choice';
import { galleryImages } from '../lib/variant-choice';
import { useT } from '@/lib/i18n/i18n';

function ProductSkeleton() {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-2 lg:gap-12" aria-busy="true">
      <Skeleton className="aspect-square rounded-[var(--radius-card)]" />
      <div className="grid content-start gap-4">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-5 w-36" />
        <div className="flex gap-3">
          <Skeleton className="h-12 flex-1 rounded-full" />
          <Skeleton className="h-12 flex-1 rounded-full" />
        </div>
        <Skeleton className="mt-4 h-48 w-full rounded-[var(--radius-card)]" />
      </div>
    </div>
  );
}

function goBack(navigate: ReturnType<typeof useNavigate>) {
  // Arriving from a shared link there is no previous page in the shop; go home instead of leaving.
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) void navigate(-1);
  else void navigate('/');
}

/**
 * The product itself (its reviews load in the browser); an unknown or hidden one is a 404. With it,
 * which categories have a size chart, so the "Size guide" button is rendered in place.
 */
export const prefetchProduct: Prefetch = async (queryClient, { params }) => {
  const id = params.id ?? '';
  const [product] = await Promise.all([
    orNotFound(queryClient.ensureQueryData(productQuery(id))),
    prefetchSizeGuide(queryClient),
  ]);
  // A sold piece's page offers pieces like it in place of the buy buttons; without them (a failed
  // read) it is still the piece's page, and the browser asks again.
  if (product.isSold) await queryClient.ensureQueryData(similarProductsQuery(id)).catch(() => undefined);
};

export function ProductPage() {
  const { id = '' } = useParams();
  const { data: product, isPending, isError, error, refetch } = useProduct(id);
  const missing = isError && error instanceof ApiError && [400, 404, 422].includes(error.status);
  const t = useT();
  usePageTitle(missing ? t('notFound.title') : product?.name);

  if (isPending) return <ProductSkeleton />;
  if (isError) {
    if (missing) {
      return (
        <div className="mx-auto max-w-3xl px-5 py-20">
          <EmptyState
            icon={<PackageX />}
            title={t('product.notFound')}
            titleAs="h1"
            message={t('product.notFoundText')}
            action={
              <Button asChild>
                <Link to="/">{t('product.goBackHome')}</Link>
              </Button>
            }
          />
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-5 py-20">
        <ErrorState
          title={t('product.loadError')}
          message={error instanceof ApiError ? error.message : t('product.loadErrorFallback')}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  return <ProductDetail key={product.id} product={product} />;
}

function ProductDetail({ product }: { product: Product }) {
  const t = useT();
  const navigate = useNavigate();
  const shop = useShopInfo();
  const choice = useVariantChoice(product);
  const { shown } = choice;
  const off = shown.priceIsFrom ? 0 : discountPercent(shown.price, shown.originalPrice);
  const images = galleryImages(product, shown.image);
  const delivery = deliveryRuleText(shop, t);
  const taxNote = priceTaxNote(shop.gstMode, t);
  const soldOut = !product.isSold && !product.inStock;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-28 sm:px-6 md:pb-10">
      <Button variant="ghost" size="sm" className="-ml-2 h-11" onClick={() => goBack(navigate)}>
        <ArrowLeft className="size-4" /> {t('product.back')}
      </Button>

      <div className="mt-2 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="relative lg:sticky lg:top-24 lg:self-start">
          {/* A new picture set (another colour) starts again at its first picture. */}
          <ProductGallery key={images[0] ?? ''} images={images} name={product.name} />
        </div>

        <div className="flex flex-col gap-5">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="flex flex-wrap gap-2">
                {product.isOneOfAKind && <Badge variant="highlight">{t('product.oneOfAKind')}</Badge>}
                {product.madeToOrder && <Badge variant="outline">{t('product.madeToOrderBadge')}</Badge>}
                {product.isNew && !product.isSold && (
                  <Badge variant="highlight">{t('product.badgeNew')}</Badge>
                )}
                {off > 0 && !product.isSold && <Badge>{t('product.percentOff', { off })}</Badge>}
                {product.isSold && <Badge variant="destructive">{t('product.sold')}</Badge>}
                {soldOut && <Badge variant="destructive">{t('product.outOfStock')}</Badge>}
              </div>
              <p className="mt-3 text-xs font-semibold tracking-[0.14em] text-muted uppercase">
                {product.categoryName}
                {product.subcategoryName ? ` · ${product.subcategoryName}` : ''}
              </p>
              <h1 className="mt-1 text-3xl leading-tight font-semibold text-ink sm:text-4xl">
                {product.name}
              </h1>
            </div>
            <HydrateLater wave="items" part="product-heart">
              <WishlistHeart product={product} className="shrink-0 border border-line" />
            </HydrateLater>
          </div>

          <StarRating rating={product.rating} reviews={product.reviews} />

          <p className="leading-relaxed whitespace-pre-line text-ink-soft">{product.description}</p>

          {product.isSold ? (
            <p className="rounded-xl bg-sand px-4 py-3 text-sm text-ink-soft">{t('product.soldNote')}</p>
          ) : (
            <div>
              <div className="flex flex-wrap items-center gap-3" data-testid="shown-price">
                {shown.priceIsFrom && <span className="text-lg text-ink-soft">{t('product.from')}</span>}
                <PriceTag price={shown.price} originalPrice={shown.originalPrice} size="lg" />
                {off > 0 && <Badge variant="success">{t('product.save', { off })}</Badge>}
              </div>
              {taxNote && (
                <p className="mt-1 text-sm text-muted" data-testid="price-tax-note">
                  {taxNote}
                </p>
              )}
            </div>
          )}

          <ProductPurchase product={product} choice={choice} />

          {/* Below the fold: each hydrated in a task of its own after the buying part (issue 27). */}
          <HydrateLater wave="below" part="product-facts">
            <ProductFacts product={product} choice={choice} delivery={delivery} />
          </HydrateLater>
        </div>
      </div>

      {product.isSold && (
        <HydrateLater wave="below" part="similar-pieces">
          <SimilarPieces productId={product.id} />
        </HydrateLater>
      )}

      <HydrateLater wave="below" part="product-reviews">
        {/*
          REVIEWS SLOT — the reviews list (features/reviews, GET /api/products/:id/reviews).
          Keep the id: the star rating's review count links to #reviews.
        */}
        <section
          id="reviews"
          aria-labelledby="reviews-title"
          className="mt-16 scroll-mt-24 border-t border-line pt-10"
        >
          <h2 id="reviews-title" className="text-2xl font-semibold text-ink">
            {t('product.customerReviews')}
          </h2>
          <ProductReviews productId={product.id} />
        </section>
      </HydrateLater>
    </div>
  );
}

/** The product's details, its maker and the shop's promises, below the buying part. */
function ProductFacts({
  product,
  choice,
  delivery,
}: {
  product: Product;
  choice: ReturnType<typeof useVariantChoice>;
  delivery: string;
}) {
  const t = useT();
  const language = useLanguage();
  const { shown } = choice;
  return (
    <>
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-lg">{t('product.details')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2.5 text-sm">
            <dt className="text-muted">{t('product.category')}</dt>
            <dd className="text-ink">
              {product.categoryName}
              {product.subcategoryName ? ` / ${product.subcategoryName}` : ''}
            </dd>
            <dt className="text-muted">{t('catalog.availability')}</dt>
            <dd className={choice.available ? 'text-leaf' : 'text-danger'}>
              {product.isSold
                ? t('product.sold')
                : choice.available
                  ? t('product.inStock')
                  : t('product.outOfStock')}
            </dd>
            <dt className="text-muted">{t('product.sku')}</dt>
            {/* Each size has its own SKU: none is shown until one is chosen. */}
            <dd className="font-mono text-ink" data-testid="shown-sku">
              {product.options.length > 0 && !choice.variant ? (
                <span className="font-sans text-muted">{t('product.shownOnceChosen')}</span>
              ) : (
                shown.sku
              )}
            </dd>
            <dt className="text-muted">{t('product.shipping')}</dt>
            <dd className="text-ink">{delivery}</dd>
            {/* Required of every product on sale online (Consumer Protection (E-Commerce) Rules). */}
            <dt className="text-muted">{t('product.countryOfOrigin')}</dt>
            <dd className="text-ink" data-testid="country-of-origin">
              {countryName(product.countryOfOrigin, language)}
            </dd>
            {/* The owner's tags are English search words, not translated: a Hindi page leaves them out. */}
            {language === 'en' && product.tags.length > 0 && (
              <>
                <dt className="text-muted">{t('product.tags')}</dt>
                <dd className="flex flex-wrap gap-1.5">
                  {product.tags.map((tag) => (
                    <Badge key={tag} variant="outline">
                      {tag}
                    </Badge>
                  ))}
                </dd>
              </>
            )}
          </dl>
        </CardContent>
      </Card>

      <MadeBy product={product} />

      <Card className="bg-sand/60">
        <CardHeader className="pb-3">
          <CardTitle className="text-lg">{t('product.whyChoose')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 text-sm text-ink-soft">
            <li className="flex gap-3">
              <HandHeart aria-hidden="true" className="size-5 shrink-0 text-accent" />
              {t('product.premiumMaterials')}
            </li>
            <li className="flex gap-3">
              <Leaf aria-hidden="true" className="size-5 shrink-0 text-accent" />
              {t('product.sustainable')}
            </li>
            <li className="flex gap-3">
              <Truck aria-hidden="true" className="size-5 shrink-0 text-accent" />
              {delivery}
            </li>
          </ul>
        </CardContent>
      </Card>
    </>
  );
}
