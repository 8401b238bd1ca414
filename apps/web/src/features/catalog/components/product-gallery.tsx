import { imageSrcSet, PRODUCT_GALLERY_SIZES } from '@shop/domain';
import { ChevronLeft, ChevronRight, Gem } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

/**
 * Swipeable pictures (native scroll-snap, so touch feels right and no library is needed). The first
 * picture is the page's largest content: the server preloads it from <head> at high priority
 * (`productHeadTags`), and it is never lazy; the rest load as they come near. Each is drawn at the
 * width that fits the screen (`PRODUCT_GALLERY_SIZES`), so a phone fetches no larger file.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  if (images.length === 0) {
    return (
      <div
        role="img"
        aria-label={t('product.noPicture', { name })}
        className="grid aspect-square place-items-center rounded-[var(--radius-card)] bg-sand text-ink-soft/40"
      >
        <Gem className="size-20" strokeWidth={1} />
      </div>
    );
  }

  const show = (next: number) => {
    const target = (next + images.length) % images.length;
    const element = track.current;
    if (element) element.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' });
    setIndex(target);
  };

  return (
    <div
      className="grid gap-3"
      aria-roledescription="carousel"
      aria-label={t('product.picturesOf', { name })}
    >
      <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-sand">
        {/* The track scrolls: it takes the focus so the arrow keys can scroll it too (axe's
            scrollable-region-focusable), and says what it is. */}
        <div
          ref={track}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={images.length > 1 ? t('product.picturesSwipe') : t('product.picture')}
          className="no-scrollbar flex aspect-square snap-x snap-mandatory overflow-x-auto scroll-smooth outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-inset"
          onScroll={(event) => {
            const element = event.currentTarget;
            const current = Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
            if (current !== index) setIndex(current);
          }}
        >
          {images.map((src, position) => (
            <div
              key={src}
              className="relative aspect-square w-full shrink-0 snap-center"
              role="group"
              aria-roledescription="slide"
              aria-label={t('product.slideOf', { position: position + 1, total: images.length })}
            >
              <img
                src={src}
                srcSet={imageSrcSet(src)}
                sizes={PRODUCT_GALLERY_SIZES}
                width={1024}
                height={1024}
                alt={position === 0 ? name : t('product.pictureView', { name, position: position + 1 })}
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : 'auto'}
                decoding="async"
                className="absolute inset-0 size-full object-cover"
              />
            </div>
          ))}
        </div>
        {images.length > 1 && (
          <>
            <button
              type="button"
              aria-label={t('product.previousPicture')}
              onClick={() => show(index - 1)}
              className="absolute top-1/2 left-3 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-card/90 text-ink shadow-sm hover:bg-card sm:grid"
            >
              <ChevronLeft className="size-5" />
            </button>
            <button
              type="button"
              aria-label={t('product.nextPicture')}
              onClick={() => show(index + 1)}
              className="absolute top-1/2 right-3 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-card/90 text-ink shadow-sm hover:bg-card sm:grid"
            >
              <ChevronRight className="size-5" />
            </button>
            <div
              className="absolute inset-x-0 bottom-3 flex justify-center gap-1.5 sm:hidden"
              aria-hidden="true"
            >
              {images.map((src, position) => (
                <span
                  key={src}
                  className={cn(
                    'h-1.5 rounded-full bg-card/90 transition-all',
                    position === index ? 'w-5 bg-accent' : 'w-1.5',
                  )}
                />
              ))}
            </div>
          </>
        )}
      </div>
      {images.length > 1 && (
        <div className="no-scrollbar hidden gap-2 overflow-x-auto sm:flex">
          {images.map((src, position) => (
            <button
              key={src}
              type="button"
              aria-label={t('product.showPicture', { position: position + 1 })}
              aria-current={position === index}
              onClick={() => show(position)}
              className={cn(
                'size-20 shrink-0 overflow-hidden rounded-xl border-2 bg-sand transition-colors',
                position === index ? 'border-accent' : 'border-transparent hover:border-line',
              )}
            >
              <img
                src={src}
                srcSet={imageSrcSet(src)}
                sizes="80px"
                width={80}
                height={80}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
