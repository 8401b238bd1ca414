import { useRef, type ReactNode } from 'react';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';
import { Spinner } from './spinner';
import { useT } from '@/lib/i18n/i18n';

/**
 * Asks before something that cannot be undone. The caller owns `open`, so it can keep the dialog up
 * while the work runs and close it only once it succeeded (a failure leaves it open to try again).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  descriptionClassName,
  confirmLabel,
  cancelLabel,
  destructive = false,
  pending = false,
  pendingLabel,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  descriptionClassName?: string;
  /** Null leaves only the cancel button: the question cannot be answered yes (e.g. blocked by something). */
  confirmLabel: string | null;
  cancelLabel?: string;
  /** More content under the description, such as what blocks the action. */
  children?: ReactNode;
  destructive?: boolean;
  /** Disables the confirm button so the work is not started twice. */
  pending?: boolean;
  /** When given, a spinner with this screen-reader text shows in the confirm button while pending. */
  pendingLabel?: string;
  onConfirm: () => void;
}) {
  const t = useT();
  // The button that asked: it gets the focus back when the question closes, as a Radix trigger would
  // (the callers open the dialog from buttons of their own, which Radix does not know).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{cancelLabel ?? t('common.cancel')}</Button>
          </DialogClose>
          {confirmLabel && (
            <Button variant={destructive ? 'destructive' : 'default'} disabled={pending} onClick={onConfirm}>
              {pending && pendingLabel && <Spinner className="text-white" label={pendingLabel} />}
              {confirmLabel}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
