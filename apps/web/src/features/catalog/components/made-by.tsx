import type { Product } from '@shop/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const PROVENANCE: { key: 'craft' | 'material' | 'origin' | 'artisan' | 'care'; label: string }[] = [
  { key: 'craft', label: 'Craft' },
  { key: 'material', label: 'Material' },
  { key: 'origin', label: 'Made in' },
  { key: 'artisan', label: 'Made by' },
  { key: 'care', label: 'Care' },
];

/** Who made the piece, how and from what: shown when the studio has recorded any of it. */
export function MadeBy({ product }: { product: Product }) {
  const known = PROVENANCE.filter(({ key }) => product[key]);
  if (known.length === 0) return null;
  return (
    <Card aria-labelledby="made-by-title">
      <CardHeader className="pb-3">
        <CardTitle id="made-by-title" className="text-lg">
          Made by hand
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2.5 text-sm" data-testid="made-by">
          {known.map(({ key, label }) => (
            <div key={key} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="whitespace-pre-line text-ink">{product[key]}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
