import { formatRupees } from '@shop/domain';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

/**
 * Price, with the original price struck through beside it when there is a real discount; "from"
 * before it when it is the cheapest of several (a product whose variants differ in price).
 */
export function PriceTag({
  price,
  originalPrice,
  from = false,
  size = 'md',
  className,
}: {
  price: number;
  originalPrice: number | null | undefined;
  from?: boolean;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const t = useT();
  const discounted = originalPrice != null && originalPrice > price;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span className={cn('font-semibold text-ink tabular-nums', size === 'lg' ? 'text-3xl' : 'text-base')}>
        <span className="sr-only">{t('product.srPrice')} </span>
        {from && <span className="text-sm font-normal text-muted">{t('product.from')} </span>}
        {formatRupees(price)}
      </span>
      {discounted && (
        <s className={cn('text-muted tabular-nums', size === 'lg' ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">{t('product.srOriginalPrice')} </span>
          {formatRupees(originalPrice)}
        </s>
      )}
    </p>
  );
}
