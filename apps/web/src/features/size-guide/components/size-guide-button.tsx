import { Ruler } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { useLazyDialog } from '@/lib/use-lazy-dialog';
import { useSizeChartCategories } from '../api/get-size-chart-categories';

const loadDialog = () => import('./size-guide-dialog');
const SizeGuideDialog = lazy(() => loadDialog().then((module) => ({ default: module.SizeGuideDialog })));

/**
 * "Size guide" beside a size choice: nothing when no chart applies to the category (its own or its
 * parent's), else a text button opening the chart in a dialog. The dialog and the chart are fetched
 * on the first open (a pointer over the button starts it early), so a product page does not carry
 * them; closing returns focus to the button.
 */
export function SizeGuideButton({
  categorySlug,
  optionName,
  className,
}: {
  categorySlug: string;
  /** The option the chart helps choose ("Size"), named in the dialog. */
  optionName: string;
  className?: string;
}) {
  const t = useT();
  const applies = useSizeChartCategories().data?.includes(categorySlug) ?? false;
  const { triggerRef, open, mounted, show, dialogProps } = useLazyDialog();
  if (!applies) return null;
  return (
    <>
      <Button
        ref={triggerRef}
        variant="link"
        size="sm"
        className={cn('h-11 gap-1.5 sm:h-9', className)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onClick={show}
      >
        <Ruler aria-hidden="true" className="size-4" /> {t('sizeGuide.button')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <SizeGuideDialog categorySlug={categorySlug} optionName={optionName} {...dialogProps} />
        </Suspense>
      )}
    </>
  );
}
