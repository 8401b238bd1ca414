import type { Product } from '@shop/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { MessageId } from '@/lib/i18n/catalogue';
import { useT } from '@/lib/i18n/i18n';

const PROVENANCE: { key: 'craft' | 'material' | 'origin' | 'artisan' | 'care'; label: MessageId }[] = [
  { key: 'craft', label: 'catalog.craft' },
  { key: 'material', label: 'catalog.material' },
  { key: 'origin', label: 'catalog.madeIn' },
  { key: 'artisan', label: 'catalog.madeBy' },
  { key: 'care', label: 'catalog.care' },
];

/** Who made the piece, how and from what: shown when the studio has recorded any of it. */
export function MadeBy({ product }: { product: Product }) {
  const t = useT();
  const known = PROVENANCE.filter(({ key }) => product[key]);
  if (known.length === 0) return null;
  return (
    <Card aria-labelledby="made-by-title">
      <CardHeader className="pb-3">
        <CardTitle id="made-by-title" className="text-lg">
          {t('catalog.madeByHand')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2.5 text-sm" data-testid="made-by">
          {known.map(({ key, label }) => (
            <div key={key} className="contents">
              <dt className="text-muted">{t(label)}</dt>
              <dd className="whitespace-pre-line text-ink">{product[key]}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
