import { categoryPath, imageSrcSet, type Category } from '@shop/domain';
import { ArrowRight } from 'lucide-react';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { CategoryIcon } from '@/components/category-icon';
import { useT } from '@/lib/i18n/i18n';

export function CategoryCard({ category }: { category: Category }) {
  const t = useT();
  const count = category.subcategories.length;
  return (
    <Link
      to={categoryPath(category.slug)}
      className="group relative flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-card shadow-[var(--shadow-soft)] transition-[box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-[var(--shadow-lift)]"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-gradient-to-br from-marigold-soft via-sand to-accent-soft">
        {category.imageUrl ? (
          <img
            src={category.imageUrl}
            srcSet={imageSrcSet(category.imageUrl)}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            width={640}
            height={400}
            alt=""
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <span className="absolute inset-0 grid place-items-center text-accent">
            <CategoryIcon name={category.icon} className="size-16" />
          </span>
        )}
        {count > 0 && (
          <Badge variant="secondary" className="absolute top-3 right-3 bg-card/90 backdrop-blur">
            {t('catalog.subcategoryCount', { count })}
          </Badge>
        )}
      </div>
      <div className="flex items-start gap-3 p-5">
        <div className="min-w-0 flex-1">
          <h3 className="text-xl font-semibold text-ink">{category.name}</h3>
          <p className="mt-1 line-clamp-2 text-sm text-muted">
            {category.description || t('catalog.exploreCollection')}
          </p>
        </div>
        <span className="mt-1 grid size-10 shrink-0 place-items-center rounded-full bg-sand text-accent transition-colors group-hover:bg-accent group-hover:text-white">
          <ArrowRight aria-hidden="true" className="size-4" />
        </span>
      </div>
    </Link>
  );
}

export function CategoryCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-card">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="grid gap-2 p-5">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}
