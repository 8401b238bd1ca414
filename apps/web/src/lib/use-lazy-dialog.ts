import { useRef, useState } from 'react';

/**
 * A dialog or sheet whose code is fetched on its first open (decision 021): whether to mount it yet,
 * whether it is open, and its props that give the focus back to the button that opened it (Radix
 * does that only for its own trigger, and a lazy dialog has none).
 */
export function useLazyDialog() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return {
    triggerRef,
    open,
    mounted,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    dialogProps: {
      open,
      onOpenChange: setOpen,
      onCloseAutoFocus: (event: Event) => {
        event.preventDefault();
        triggerRef.current?.focus();
      },
    },
  };
}
