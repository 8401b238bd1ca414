import { useSimilarProducts } from '../api/get-similar-products';
import { CatalogProductCard } from './catalog-product-card';
import { useT } from '@/lib/i18n/i18n';

/** In place of a sold piece's buy buttons: pieces like it, from the same subcategory and craft. */
export function SimilarPieces({ productId }: { productId: string }) {
  const t = useT();
  const { data: products = [] } = useSimilarProducts(productId);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="similar-title" className="mt-16 border-t border-line pt-10">
      <h2 id="similar-title" className="text-2xl font-semibold text-ink">
        {t('catalog.similarPieces')}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id} className="grid">
            <CatalogProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
