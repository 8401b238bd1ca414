import { PLAIN_PRODUCT_FIELDS, whatsappLink, type Product } from '@shop/domain';
import { Heart, MessageCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { ProductCard, productCardCorner, productGridClass } from '@/components/product/product-card';
import { EmptyState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CardCartButtons } from '@/features/cart';
import { useShopInfo } from '@/lib/shop-info';
import { usePageTitle } from '@/lib/use-page-title';
import { WishlistHeart } from '../components/wishlist-heart';
import { useWishlist, type WishlistItem } from '../hooks/use-wishlist';
import { wishlistEnquiryMessage } from './wishlist-enquiry';
import { useT } from '@/lib/i18n/i18n';

/**
 * Signed in, the items are the products as the shop shows them now; signed out, snapshots from
 * whenever they were saved, where an old one may lack newer fields, so the card gets calm defaults
 * (the server checks stock and price again on add).
 */
function asProduct(item: WishlistItem): Product {
  return {
    slug: '',
    description: '',
    price: 0,
    originalPrice: null,
    category: '',
    subcategory: null,
    categoryName: '',
    subcategoryName: null,
    stockQuantity: 0,
    inStock: false,
    rating: null,
    reviews: 0,
    isFeatured: false,
    isNew: false,
    tags: [],
    image: null,
    images: [],
    sku: null,
    isActive: true,
    createdAt: '',
    priceMin: 0,
    priceMax: 0,
    ...PLAIN_PRODUCT_FIELDS,
    ...item,
  };
}

export function WishlistPage() {
  const t = useT();
  usePageTitle(t('wishlist.title'));
  const shop = useShopInfo();
  const { items, count, clear, isLoading } = useWishlist();
  const [confirmClear, setConfirmClear] = useState(false);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{t('wishlist.title')}</h1>
          <p className="mt-1 text-sm text-muted">
            {isLoading ? t('wishlist.loadingText') : t('wishlist.count', { count })}
          </p>
        </div>
        {count > 0 && (
          <Button variant="ghost" className="text-danger" onClick={() => setConfirmClear(true)}>
            <Trash2 className="size-4" /> {t('wishlist.clear')}
          </Button>
        )}
      </div>

      {isLoading ? (
        <div className="mt-10 grid place-items-center">
          <Spinner className="size-8" label={t('wishlist.loading')} />
        </div>
      ) : count === 0 ? (
        <EmptyState
          className="mt-6"
          icon={<Heart />}
          title={t('wishlist.empty.title')}
          message={t('wishlist.empty.body')}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to="/jewelry">{t('wishlist.shopJewellery')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/clothing">{t('wishlist.shopClothing')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/accessories">{t('wishlist.shopAccessories')}</Link>
              </Button>
            </div>
          }
        />
      ) : (
        <>
          <h2 className="sr-only">{t('wishlist.saved')}</h2>
          <div className={`mt-6 ${productGridClass}`}>
            {items.map((item) => {
              const product = asProduct(item);
              return (
                <ProductCard
                  key={item.id}
                  product={product}
                  corner={<WishlistHeart product={product} className={productCardCorner} />}
                  actions={<CardCartButtons product={product} />}
                />
              );
            })}
          </div>
          <div className="mt-10 flex flex-col items-stretch gap-3 rounded-[var(--radius-card)] bg-sand/60 p-5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-display text-lg font-semibold text-ink">{t('wishlist.custom.title')}</p>
              <p className="text-sm text-muted">{t('wishlist.custom.body')}</p>
            </div>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button asChild variant="whatsapp">
                <a
                  href={whatsappLink(shop.whatsappNumber, wishlistEnquiryMessage(items, shop.name, t))}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <MessageCircle className="size-4" /> {t('wishlist.custom.contact')}
                </a>
              </Button>
              <Button asChild variant="outline">
                <Link to="/">{t('cart.continueShopping')}</Link>
              </Button>
            </div>
          </div>
        </>
      )}

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('wishlist.clearConfirm.title')}
        description={t('wishlist.clearConfirm.body')}
        cancelLabel={t('wishlist.clearConfirm.keep')}
        confirmLabel={t('wishlist.clear')}
        destructive
        onConfirm={() => {
          clear();
          setConfirmClear(false);
        }}
      />
    </div>
  );
}
