import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { useCancelOrder } from '../api/cancel-order';

/** A pending order may be cancelled by its customer; the server puts the stock back. */
export function CancelOrderButton({ orderId, number }: { orderId: string; number: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  const t = useT();

  const confirm = () =>
    cancel.mutate(orderId, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t('order.cancelled'), description: t('order.cancel.done', { number }) });
      },
      onError: (error) =>
        toastError(t('order.cancel.errorTitle'), errorMessage(error, t('order.cancel.failed'))),
    });

  return (
    <>
      <Button
        variant="outline"
        className="border-danger/40 text-danger hover:bg-danger-soft"
        onClick={() => setOpen(true)}
      >
        {t('order.cancel.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('order.cancel.confirmTitle', { number })}
        description={t('order.cancel.confirmBody')}
        cancelLabel={t('order.cancel.keep')}
        confirmLabel={t('order.cancel.button')}
        destructive
        pending={cancel.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
