import { codConfirmationMessage, customerWhatsappLink, statusUpdateMessage, type Order } from '@shop/domain';
import { CircleCheck, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useShopInfo } from '@/lib/shop-info';
import { useConfirmCod } from '../api/confirm-cod';

/**
 * Until it ships, a Cash-on-Delivery order may still be confirmed with the customer; a UPI order is
 * paid before it ships, so there is nothing to confirm (the server refuses it too).
 */
const confirmable = (order: Order) =>
  order.paymentMethod === 'cod' && (order.status === 'pending' || order.status === 'processing');

function ChatLink({ href, children }: { href: string; children: string }) {
  return (
    <Button asChild variant="outline" className="h-11">
      <a href={href} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden="true" className="size-4 text-leaf" />
        {children}
      </a>
    </Button>
  );
}

/**
 * The order desk's WhatsApp (decision 028): prefilled chats that staff send from their own phone or
 * WhatsApp Web, and "COD confirmed" when the customer has replied YES, kept on the timeline.
 */
export function WhatsappActions({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const shop = useShopInfo();
  const confirm = useConfirmCod();
  const askLink = customerWhatsappLink(order, codConfirmationMessage(order, shop.name));
  const updateLink = customerWhatsappLink(order, statusUpdateMessage(order, shop.name));

  if (!askLink || !updateLink) {
    return (
      <p className="text-sm text-muted">
        {order.shippingAddress.phone} is not an Indian mobile number WhatsApp can reach; call instead.
      </p>
    );
  }

  const markConfirmed = () =>
    confirm.mutate(order.id, {
      onSuccess: (changed) => {
        toast({
          title: 'COD confirmed',
          description: `Order #${changed.number} is confirmed.`,
          variant: 'success',
        });
        onChanged(changed);
      },
      onError: (error) =>
        toastError('Could not record it', errorMessage(error, 'Failed to confirm the order')),
    });

  return (
    <div className="grid gap-3">
      {order.codConfirmedAt ? (
        <p className="flex items-center gap-2 text-sm font-medium text-leaf" data-testid="cod-confirmed">
          <CircleCheck aria-hidden="true" className="size-4" />
          COD confirmed on {formatDateTime(order.codConfirmedAt)}
        </p>
      ) : (
        confirmable(order) && <p className="text-sm text-muted">Not yet confirmed by the customer.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {confirmable(order) && !order.codConfirmedAt && (
          <ChatLink href={askLink}>Confirm on WhatsApp</ChatLink>
        )}
        <ChatLink href={updateLink}>Send update on WhatsApp</ChatLink>
        {confirmable(order) && !order.codConfirmedAt && (
          <Button className="h-11" disabled={confirm.isPending} onClick={markConfirmed}>
            Mark COD confirmed
          </Button>
        )}
      </div>
    </div>
  );
}
