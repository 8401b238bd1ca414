import { imageSrcSet } from '@shop/domain';
import { Gem } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A product picture in a fixed aspect box, so nothing moves when it arrives; the browser picks the
 * right WebP width from srcset. Without a picture, a calm placeholder keeps the grid even.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  priority = false,
  className,
  imgClassName,
}: {
  src: string | null | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  return (
    <div className={cn('relative aspect-square overflow-hidden bg-sand', className)}>
      {src ? (
        <img
          src={src}
          srcSet={imageSrcSet(src)}
          sizes={sizes}
          width={640}
          height={640}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className={cn('absolute inset-0 size-full object-cover', imgClassName)}
        />
      ) : (
        <div
          className="absolute inset-0 grid place-items-center text-ink-soft/40"
          role="img"
          aria-label={alt}
        >
          <Gem className="size-12" strokeWidth={1.2} />
        </div>
      )}
    </div>
  );
}
