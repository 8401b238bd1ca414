import { Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { useLazyDialog } from '@/lib/use-lazy-dialog';

const MobileMenuSheet = lazy(() =>
  import('./mobile-menu-sheet').then((module) => ({ default: module.MobileMenuSheet })),
);

/** The hamburger; the sheet behind it is fetched on first open so phones load less up front. */
export function MobileMenu() {
  const t = useT();
  const { triggerRef, open, mounted, show, dialogProps } = useLazyDialog();
  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="-ml-1 lg:hidden"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void import('./mobile-menu-sheet')}
        onClick={show}
      >
        <Menu className="size-6" strokeWidth={1.75} />
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuSheet {...dialogProps} />
        </Suspense>
      )}
    </>
  );
}
