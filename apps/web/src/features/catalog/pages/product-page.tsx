import {
  DEFAULT_RATING,
  discountPercent,
  displaySku,
  formatRupees,
  isAvailable,
  paiseToRupees,
  rupeesToPaise,
  whatsappLink,
  type Product,
  type ShopInfo,
} from '@shop/domain';
import { ArrowLeft, HandHeart, Leaf, MessageCircle, PackageX, ShoppingBag, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PriceTag } from '@/components/product/price-tag';
import { StarRating } from '@/components/product/star-rating';
import { EmptyState, ErrorState } from '@/components/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAddToCart } from '@/features/cart';
import { ProductReviews } from '@/features/reviews';
import { prefetchSizeGuide, SizeGuideButton } from '@/features/size-guide';
import { WishlistHeart } from '@/features/wishlist';
import { ApiError } from '@/lib/api-client';
import { orNotFound, type Prefetch } from '@/lib/prefetch';
import { deliveryRuleText, useShopInfo } from '@/lib/shop-info';
import { useOrigin } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { productQuery, useProduct } from '../api/get-product';
import { ProductGallery } from '../components/product-gallery';
import { QuantityStepper } from '../components/quantity-stepper';

function buyNowMessage(product: Product, quantity: number, shop: ShopInfo, origin: string): string {
  const total = paiseToRupees(rupeesToPaise(product.price) * quantity);
  return [
    `Hello ${shop.name}! I would like to buy this piece:`,
    '',
    `Product: ${product.name}`,
    `Price: ${formatRupees(product.price)}`,
    `Quantity: ${quantity}`,
    `Total: ${formatRupees(total)}`,
    '',
    `Description: ${product.description}`,
    '',
    `${origin}/product/${product.id}`,
  ].join('\n');
}

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
  await Promise.all([
    orNotFound(queryClient.ensureQueryData(productQuery(params.id ?? ''))),
    prefetchSizeGuide(queryClient),
  ]);
};

export function ProductPage() {
  const { id = '' } = useParams();
  const { data: product, isPending, isError, error, refetch } = useProduct(id);
  usePageTitle(product?.name);

  if (isPending) return <ProductSkeleton />;
  if (isError) {
    const missing = error instanceof ApiError && [400, 404, 422].includes(error.status);
    if (missing) {
      return (
        <div className="mx-auto max-w-3xl px-5 py-20">
          <EmptyState
            icon={<PackageX />}
            title="Product Not Found"
            titleAs="h1"
            message="This piece may have found its home already, or the link is not quite right."
            action={
              <Button asChild>
                <Link to="/">Go Back Home</Link>
              </Button>
            }
          />
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-5 py-20">
        <ErrorState
          title="We could not load this product"
          message={error instanceof ApiError ? error.message : 'Failed to load product details'}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  return <ProductDetail key={product.id} product={product} />;
}

function ProductDetail({ product }: { product: Product }) {
  const navigate = useNavigate();
  const shop = useShopInfo();
  const { addToCart, isAdding } = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const available = isAvailable(product);
  const off = discountPercent(product.price, product.originalPrice);
  const rating = product.rating || DEFAULT_RATING;
  const images = product.images.length ? product.images : product.image ? [product.image] : [];
  const delivery = deliveryRuleText(shop);

  const add = () => void addToCart(product, quantity);
  const origin = useOrigin();
  const buyNowHref = whatsappLink(shop.whatsappNumber, buyNowMessage(product, quantity, shop, origin));

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-28 sm:px-6 md:pb-10">
      <Button variant="ghost" size="sm" className="-ml-2 h-11" onClick={() => goBack(navigate)}>
        <ArrowLeft className="size-4" /> Back
      </Button>

      <div className="mt-2 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="relative lg:sticky lg:top-24 lg:self-start">
          <ProductGallery images={images} name={product.name} />
        </div>

        <div className="flex flex-col gap-5">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="flex flex-wrap gap-2">
                {product.isNew && <Badge variant="highlight">New</Badge>}
                {off > 0 && <Badge>{off}% OFF</Badge>}
                {!available && <Badge variant="destructive">Out of Stock</Badge>}
              </div>
              <p className="mt-3 text-xs font-semibold tracking-[0.14em] text-muted uppercase">
                {product.categoryName}
                {product.subcategoryName ? ` · ${product.subcategoryName}` : ''}
              </p>
              <h1 className="mt-1 text-3xl leading-tight font-semibold text-ink sm:text-4xl">
                {product.name}
              </h1>
            </div>
            <WishlistHeart product={product} className="shrink-0 border border-line" />
          </div>

          <StarRating rating={rating} reviews={product.reviews} />

          <p className="leading-relaxed whitespace-pre-line text-ink-soft">{product.description}</p>

          <div className="flex flex-wrap items-center gap-3">
            <PriceTag price={product.price} originalPrice={product.originalPrice} size="lg" />
            {off > 0 && <Badge variant="success">Save {off}%</Badge>}
          </div>

          <div className="flex flex-wrap items-center justify-between gap-x-4">
            <p className={available ? 'font-medium text-leaf' : 'font-medium text-danger'}>
              {available ? `In Stock (${product.stockQuantity} available)` : 'Out of Stock'}
            </p>
            {/* The variants' Size picker will carry it; until then it sits by the stock line. */}
            <SizeGuideButton categorySlug={product.subcategory ?? product.category} optionName="Size" />
          </div>

          {available && (
            <div className="flex items-center gap-4">
              <span className="text-sm font-medium text-ink">Quantity</span>
              <QuantityStepper value={quantity} max={product.stockQuantity} onChange={setQuantity} />
            </div>
          )}

          <div className="grid gap-3 sm:grid-cols-2">
            <Button size="lg" onClick={add} disabled={isAdding}>
              <ShoppingBag className="size-5" /> Add to Cart
            </Button>
            <Button asChild size="lg" variant="whatsapp">
              <a href={buyNowHref} target="_blank" rel="noopener noreferrer">
                <MessageCircle className="size-5" /> Buy Now
              </a>
            </Button>
          </div>
          <p className="-mt-2 flex items-center gap-2 text-sm text-muted">
            <Truck aria-hidden="true" className="size-4" /> {delivery}. Cash on Delivery available.
          </p>

          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-lg">Product details</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2.5 text-sm">
                <dt className="text-muted">Category</dt>
                <dd className="text-ink">
                  {product.categoryName}
                  {product.subcategoryName ? ` / ${product.subcategoryName}` : ''}
                </dd>
                <dt className="text-muted">Availability</dt>
                <dd className={available ? 'text-leaf' : 'text-danger'}>
                  {available ? 'In Stock' : 'Out of Stock'}
                </dd>
                <dt className="text-muted">SKU</dt>
                <dd className="font-mono text-ink">{displaySku(product)}</dd>
                <dt className="text-muted">Shipping</dt>
                <dd className="text-ink">{delivery}</dd>
                {product.tags.length > 0 && (
                  <>
                    <dt className="text-muted">Tags</dt>
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

          <Card className="bg-sand/60">
            <CardHeader className="pb-3">
              <CardTitle className="text-lg">Why Choose This Product?</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-3 text-sm text-ink-soft">
                <li className="flex gap-3">
                  <HandHeart aria-hidden="true" className="size-5 shrink-0 text-accent" />
                  Handcrafted with premium materials
                </li>
                <li className="flex gap-3">
                  <Leaf aria-hidden="true" className="size-5 shrink-0 text-accent" />
                  Sustainable and eco-friendly
                </li>
                <li className="flex gap-3">
                  <Truck aria-hidden="true" className="size-5 shrink-0 text-accent" />
                  {delivery}
                </li>
              </ul>
            </CardContent>
          </Card>
        </div>
      </div>

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
          Customer reviews
        </h2>
        <ProductReviews productId={product.id} />
      </section>

      {/* On phones the buy button stays within thumb reach while the details scroll. */}
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-ivory/95 px-4 py-3 backdrop-blur md:hidden">
        <div className="mx-auto flex max-w-7xl items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="truncate text-xs text-muted">{product.name}</p>
            <p className="font-semibold text-ink tabular-nums">{formatRupees(product.price)}</p>
          </div>
          <Button onClick={add} disabled={isAdding || !available} className="px-6">
            <ShoppingBag className="size-4" /> {available ? 'Add to Cart' : 'Out of Stock'}
          </Button>
        </div>
      </div>
    </div>
  );
}
