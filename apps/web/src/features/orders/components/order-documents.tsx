import type { Order } from '@shop/domain';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import type { MessageId } from '@/lib/i18n/catalogue';
import { downloadOrderDocument, type OrderDocument } from '../api/download-document';

/** Shipped goods carry a tax invoice; a return to origin reverses it with a credit note (decision 027). */
const INVOICED: readonly Order['status'][] = ['shipped', 'delivered', 'returned'];

/**
 * "Download invoice" once the order has shipped, and "Download credit note" once it came back: for
 * the customer on their order page and for staff in the back office.
 */
export function OrderDocuments({
  order,
  className,
}: {
  order: Pick<Order, 'id' | 'status'>;
  className?: string;
}) {
  const [busy, setBusy] = useState<OrderDocument | null>(null);
  const t = useT();
  if (!INVOICED.includes(order.status)) return null;
  const documents: [OrderDocument, MessageId][] = [['invoice', 'order.downloadInvoice']];
  if (order.status === 'returned') documents.push(['credit-note', 'order.downloadCreditNote']);

  async function download(document: OrderDocument) {
    setBusy(document);
    try {
      await downloadOrderDocument(order.id, document);
    } catch (error) {
      toastError(t('order.downloadFailed'), errorMessage(error, t('order.documentFailed')));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {documents.map(([document, label]) => (
        <Button
          key={document}
          variant="outline"
          size="sm"
          className="h-11"
          disabled={busy !== null}
          onClick={() => void download(document)}
        >
          <Download aria-hidden="true" className="size-4" />
          {busy === document ? t('order.preparing') : t(label)}
        </Button>
      ))}
    </div>
  );
}
