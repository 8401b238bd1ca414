import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { dismissToast, useToasts } from './use-toast';
import { useT } from '@/lib/i18n/i18n';

const icons = { default: Info, success: CircleCheck, destructive: CircleAlert } as const;

/** The Radix toast region; loaded on demand by Toaster so the first page load stays small. */
export function ToastView() {
  const items = useToasts();
  const t = useT();
  return (
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a swipe direction
    <ToastPrimitive.Provider swipeDirection="right" duration={4000}>
      {items.map((item) => {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a variant key
        const Icon = icons[item.variant ?? 'default'];
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-12 shadow-[var(--shadow-lift)] data-[state=open]:animate-toast-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:hidden',
              item.variant === 'destructive'
                ? 'border-danger/30 bg-danger-soft text-ink'
                : 'border-line bg-card text-ink',
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn(
                'mt-0.5 size-5 shrink-0',
                item.variant === 'destructive'
                  ? 'text-danger'
                  : item.variant === 'success'
                    ? 'text-leaf'
                    : 'text-accent',
              )}
            />
            <div className="grid gap-0.5">
              <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
              {item.description && (
                <ToastPrimitive.Description className="text-sm text-ink-soft">
                  {item.description}
                </ToastPrimitive.Description>
              )}
              {(item.action ?? item.secondaryAction) && (
                <div className="mt-2 flex flex-wrap gap-2">
                  {[item.action, item.secondaryAction].map(
                    (action) =>
                      action && (
                        <ToastPrimitive.Action
                          key={action.label}
                          altText={action.label}
                          onClick={action.onSelect}
                          className="h-11 rounded-full border border-line bg-card px-4 text-sm font-semibold text-accent hover:bg-sand"
                        >
                          {action.label}
                        </ToastPrimitive.Action>
                      ),
                  )}
                </div>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label={t('common.close')}
              className="absolute top-1 right-1 grid size-11 place-items-center rounded-full text-muted hover:bg-sand hover:text-ink"
            >
              <X className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      {/* At the bottom on every screen: at the top a phone's toast covered the header and its cart
          badge. On phones it floats above the product page's fixed buy bar (about 5 rem tall), so
          neither hides the other; on desktop it sits in the bottom-right corner, away from the page. */}
      <ToastPrimitive.Viewport
        data-testid="toast-viewport"
        className="fixed inset-x-0 bottom-0 z-[100] mx-auto flex w-full max-w-md flex-col gap-2 p-4 pb-24 outline-none sm:right-4 sm:left-auto sm:mx-0 sm:p-6"
      />
    </ToastPrimitive.Provider>
  );
}
