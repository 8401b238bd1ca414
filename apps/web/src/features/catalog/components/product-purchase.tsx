import {
  formatRupees,
  isSizeOption,
  MAX_LINE_QUANTITY,
  paiseToRupees,
  pathInLanguage,
  rupeesToPaise,
  whatsappLink,
  type Language,
  type Product,
  type ProductVariant,
  type ShopInfo,
} from '@shop/domain';
import { MessageCircle, RotateCcw, ShoppingBag, Truck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAddToCart } from '@/features/cart';
import { CheckDelivery } from '@/features/delivery';
import { SizeGuideButton } from '@/features/size-guide';
import { deliveryRuleText, useReturnWindow, useShopInfo } from '@/lib/shop-info';
import { useOrigin } from '@/lib/use-hydrated';
import type { useVariantChoice } from '../hooks/use-variant-choice';
import { NotifyMe } from './notify-me';
import { returnPromise } from '../lib/return-promise';
import { choiceInWords, VARIANT_PARAM, type Shown } from '../lib/variant-choice';
import { OptionPicker } from './option-picker';
import { PersonalisationField } from './personalisation-field';
import { HydrateLater } from '@/lib/hydration-waves';
import { QuantityStepper } from './quantity-stepper';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { useLanguage } from '@/lib/language';

type Choice = ReturnType<typeof useVariantChoice>;

interface Purchase {
  product: Product;
  variant: ProductVariant | undefined;
  shown: Shown;
  quantity: number;
  note: string;
}

/** "Order on WhatsApp": the piece as chosen, in the page's language (issue 28), with its page's link. */
function buyNowMessage(
  { product, variant, shown, quantity, note }: Purchase,
  shop: ShopInfo,
  origin: string,
  language: Language,
  t: Translate,
) {
  const total = paiseToRupees(rupeesToPaise(shown.price) * quantity);
  const link = variant && product.options.length > 0 ? `?${VARIANT_PARAM}=${variant.id}` : '';
  const chosen = choiceInWords(product, variant);
  return [
    t('whatsapp.product.hello', { shop: shop.name }),
    '',
    t('whatsapp.product', { name: product.name }),
    ...(chosen ? [t('whatsapp.options', { options: chosen })] : []),
    ...(note.trim() && product.personalisation ? [`${product.personalisation.label}: ${note.trim()}`] : []),
    ...(product.madeToOrder && product.leadTimeDays !== null
      ? [t('product.madeToOrder', { count: product.leadTimeDays })]
      : []),
    t('whatsapp.price', { price: formatRupees(shown.price) }),
    t('whatsapp.quantity', { quantity }),
    t('whatsapp.total', { total: formatRupees(total) }),
    '',
    t('whatsapp.description', { description: product.description }),
    '',
    `${origin}${pathInLanguage(`/product/${product.id}`, language)}${link}`,
  ].join('\n');
}

/** What the stock line says for the shown choice. */
function stockText(
  product: Product,
  shown: Shown,
  available: boolean,
  chosen: boolean,
  complete: boolean,
  t: Translate,
): string {
  if (product.isSold) return t('product.sold');
  if (complete && !chosen) return t('product.notMadeCombination');
  if (!available) return t('product.outOfStock');
  if (product.madeToOrder && product.leadTimeDays !== null) {
    return t('product.madeToOrder', { count: product.leadTimeDays });
  }
  if (product.isOneOfAKind) return t('product.onlyOneInStock');
  // Before a size is chosen the total over all sizes would mislead.
  if (product.options.length > 0 && !chosen) return t('product.inStock');
  return t('product.inStockCount', { count: shown.stockQuantity });
}

/**
 * The buying part of a product page: option pickers, the note, quantity, "Add to Cart" and
 * "Order on WhatsApp", and on phones the same button kept within thumb reach.
 */
export function ProductPurchase({ product, choice }: { product: Product; choice: Choice }) {
  const t = useT();
  const language = useLanguage();
  const shop = useShopInfo();
  const origin = useOrigin();
  const { addToCart, isAdding } = useAddToCart();
  // The quantity belongs to the chosen size: another size starts again at 1.
  const [picked, setPicked] = useState({ variantId: choice.variant?.id, quantity: 1 });
  const [note, setNote] = useState('');
  const pickers = useRef<Record<string, HTMLDivElement | null>>({});
  const { variant, shown, selection, complete, available } = choice;

  const hasOptions = product.options.length > 0;
  const maxQuantity = product.madeToOrder ? MAX_LINE_QUANTITY : Math.max(1, shown.stockQuantity);
  const quantity = picked.variantId === variant?.id ? Math.min(picked.quantity, maxQuantity) : 1;
  const setQuantity = (next: number) => setPicked({ variantId: variant?.id, quantity: next });
  const delivery = deliveryRuleText(shop, t);
  const returnWindow = useReturnWindow();

  /** False (and the first empty picker marked, in view and focused) while the choice is not whole. */
  const choiceMade = (): boolean => {
    if (choice.requireChoice()) return true;
    const missing = product.options.find((option) => !selection[option.name]);
    const group = missing ? pickers.current[missing.name] : null;
    group?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    group?.focus({ preventScroll: true });
    return false;
  };
  const add = () => {
    if (!choiceMade()) return;
    void addToCart({ ...product, stockQuantity: shown.stockQuantity, inStock: available }, quantity, {
      variantId: variant?.id,
      variantTitle: variant?.title,
      personalisationNote: note,
    });
  };
  const buyNowHref = whatsappLink(
    shop.whatsappNumber,
    buyNowMessage({ product, variant, shown, quantity, note }, shop, origin, language, t),
  );
  const categorySlug = product.subcategory ?? product.category;
  // Nothing to buy in the chosen size, or in any size: the buttons say so and cannot be pressed.
  const cannotBuy = !available;
  const cannotBuyLabel = complete && !variant ? t('product.notMade') : t('product.outOfStockLower');

  return (
    <>
      {hasOptions && (
        <div className="grid gap-4">
          {product.options.map((option) => (
            <OptionPicker
              key={option.name}
              option={option}
              chosen={selection[option.name]}
              stateOf={(value) => choice.stateOf(option.name, value)}
              onChoose={(value) => choice.choose(option.name, value)}
              missing={choice.missingOption === option.name}
              categorySlug={categorySlug}
              groupRef={(element) => {
                pickers.current[option.name] = element;
              }}
            />
          ))}
        </div>
      )}

      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <p
          className={available ? 'font-medium text-leaf' : 'font-medium text-danger'}
          data-testid="stock-text"
        >
          {stockText(product, shown, available, Boolean(variant), complete, t)}
        </p>
        {/* Without a size picker (a ring sold in one size) the chart still helps. */}
        {!product.isSold && !product.options.some((option) => isSizeOption(option.name)) && (
          <SizeGuideButton categorySlug={categorySlug} optionName={t('catalog.size')} />
        )}
      </div>

      {/* Sold out, not for good (a sold one-of-a-kind piece never comes back): ask to be told. */}
      {complete && !available && !product.isSold && !product.madeToOrder && (
        <NotifyMe productId={product.id} variantId={variant?.id} />
      )}

      {product.personalisation && !product.isSold && (
        <PersonalisationField personalisation={product.personalisation} value={note} onChange={setNote} />
      )}

      {available && (
        <div className="flex items-center gap-4">
          <span className="text-sm font-medium text-ink">{t('product.quantity')}</span>
          <QuantityStepper value={quantity} max={maxQuantity} onChange={setQuantity} />
        </div>
      )}

      {!product.isSold && (
        <div className="grid gap-3 sm:grid-cols-2">
          {/* data-replay: a tap before the page is taken over is held and replayed (decision 062). */}
          <Button size="lg" onClick={add} disabled={isAdding || cannotBuy} data-replay>
            <ShoppingBag className="size-5" /> {cannotBuy ? cannotBuyLabel : t('cart.card.add')}
          </Button>
          {cannotBuy ? (
            <Button
              size="lg"
              variant="whatsapp"
              disabled
              aria-label={t('product.orderOnWhatsappUnavailable', { reason: cannotBuyLabel.toLowerCase() })}
            >
              <MessageCircle className="size-5" /> {cannotBuyLabel}
            </Button>
          ) : (
            <Button asChild size="lg" variant="whatsapp">
              <a
                href={buyNowHref}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => {
                  // The message names the size: it is chosen first, as for the cart.
                  if (!choiceMade()) event.preventDefault();
                }}
              >
                <MessageCircle className="size-5" /> {t('product.orderOnWhatsapp')}
              </a>
            </Button>
          )}
        </div>
      )}
      {!product.isSold && (
        <p className="-mt-2 flex items-center gap-2 text-sm text-muted">
          <Truck aria-hidden="true" className="size-4" /> {delivery}.
        </p>
      )}
      {!product.isSold && returnWindow !== undefined && (
        <p className="-mt-2 flex items-center gap-2 text-sm text-muted">
          <RotateCcw aria-hidden="true" className="size-4" /> {returnPromise(product, returnWindow, t)}.
        </p>
      )}
      {/* The pincode check hydrates a task after the buying part (decision 084). */}
      {!product.isSold && (
        <HydrateLater wave="items" part="check-delivery">
          <CheckDelivery productId={product.id} variantId={variant?.id} quantity={quantity} />
        </HydrateLater>
      )}

      {/* On phones the buy button stays within thumb reach while the details scroll. */}
      {!product.isSold && (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-ivory/95 px-4 py-3 backdrop-blur md:hidden">
          <div className="mx-auto flex max-w-7xl items-center gap-3">
            <div className="min-w-0 flex-1">
              <p className="truncate text-xs text-muted">
                {product.name}
                {variant?.title ? ` · ${variant.title}` : ''}
              </p>
              <p className="font-semibold text-ink tabular-nums">
                {shown.priceIsFrom ? `${t('product.from')} ` : ''}
                {formatRupees(shown.price)}
              </p>
            </div>
            <Button onClick={add} disabled={isAdding || cannotBuy} className="px-6" data-replay>
              <ShoppingBag className="size-4" /> {cannotBuy ? cannotBuyLabel : t('cart.card.add')}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
