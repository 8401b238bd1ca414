import {
  cartReminderWhatsappLink,
  cartWhatsappBlocker,
  formatRupees,
  type AbandonedCart,
} from '@shop/domain';
import { Mail, MessageCircle } from 'lucide-react';
import { ResponsiveTable } from '@/components/responsive-table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate, formatDateTime } from '@/lib/format-date';

function Customer({ cart }: { cart: AbandonedCart }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="font-semibold text-ink">{cart.customer.name}</span>
      <span className="truncate text-xs text-muted">{cart.customer.email}</span>
      {cart.customer.phone && <span className="text-xs text-muted">{cart.customer.phone}</span>}
    </div>
  );
}

function Items({ cart }: { cart: AbandonedCart }) {
  return (
    <ul className="grid gap-0.5 text-sm">
      {cart.items.map((item, index) => (
        <li key={index} className={item.available ? 'text-ink-soft' : 'text-muted line-through'}>
          {item.name}
          {item.variantTitle ? ` (${item.variantTitle})` : ''} × {item.quantity}
          {!item.available && <span className="sr-only"> (no longer sold)</span>}
        </li>
      ))}
    </ul>
  );
}

/** When the last reminder mail went, and when the next may. */
function LastReminder({ cart }: { cart: AbandonedCart }) {
  if (!cart.lastEmailedAt) return <span className="text-xs text-muted">No reminder emailed yet</span>;
  return (
    <span className="text-xs text-muted">
      Emailed {formatDateTime(cart.lastEmailedAt)}
      {cart.nextEmailFrom ? ` · next from ${formatDate(cart.nextEmailFrom)}` : ''}
    </span>
  );
}

function Actions({
  cart,
  shopName,
  cartUrl,
  busy,
  onEmail,
}: {
  cart: AbandonedCart;
  shopName: string;
  cartUrl: string;
  busy: boolean;
  onEmail: () => void;
}) {
  const whatsapp = cartReminderWhatsappLink(cart, shopName, cartUrl);
  const blocker = cartWhatsappBlocker(cart);
  const reasonId = `whatsapp-reason-${cart.cartId}`;
  return (
    <div className="grid gap-1.5 md:justify-items-end">
      <div className="flex flex-wrap gap-2 md:justify-end">
        {whatsapp ? (
          <Button asChild variant="outline" size="sm" className="h-11">
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" className="size-4 text-leaf" /> Remind on WhatsApp
            </a>
          </Button>
        ) : (
          <Button variant="outline" size="sm" className="h-11" disabled aria-describedby={reasonId}>
            <MessageCircle aria-hidden="true" className="size-4" /> Remind on WhatsApp
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          className="h-11"
          disabled={busy || cart.nextEmailFrom !== null}
          onClick={onEmail}
        >
          <Mail aria-hidden="true" className="size-4" /> Remind by email
        </Button>
      </div>
      {blocker && (
        <span id={reasonId} className="text-xs text-muted">
          {blocker}
        </span>
      )}
      <LastReminder cart={cart} />
    </div>
  );
}

/** Carts left behind: cards on phones, a table above; each with its two ways to remind. */
export function AbandonedCartList({
  carts,
  shopName,
  cartUrl,
  busyId,
  onEmail,
}: {
  carts: AbandonedCart[];
  shopName: string;
  /** The link back the WhatsApp message carries: this shop's /cart. */
  cartUrl: string;
  busyId: string | null;
  onEmail: (cart: AbandonedCart) => void;
}) {
  const actions = (cart: AbandonedCart) => (
    <Actions
      cart={cart}
      shopName={shopName}
      cartUrl={cartUrl}
      busy={busyId === cart.cartId}
      onEmail={() => onEmail(cart)}
    />
  );
  return (
    <ResponsiveTable
      label="Carts left behind"
      headers={['Customer', 'Items', 'Value', 'Last activity', 'Remind']}
      cards={carts.map((cart) => (
        <li key={cart.cartId}>
          <Card className="grid gap-3 p-4" data-testid="abandoned-cart-card">
            <div className="flex items-start justify-between gap-3">
              <Customer cart={cart} />
              <span className="font-semibold text-ink tabular-nums">{formatRupees(cart.value)}</span>
            </div>
            <Items cart={cart} />
            <p className="text-xs text-muted">Last touched {formatDateTime(cart.lastActivityAt)}</p>
            {actions(cart)}
          </Card>
        </li>
      ))}
      rows={carts.map((cart) => (
        <tr key={cart.cartId} data-testid="abandoned-cart-row" className="align-top">
          <td className="max-w-56 px-5 py-3">
            <Customer cart={cart} />
          </td>
          <td className="px-4 py-3">
            <Items cart={cart} />
          </td>
          <td className="px-4 py-3 font-semibold tabular-nums">{formatRupees(cart.value)}</td>
          <td className="px-4 py-3 text-xs text-muted">{formatDateTime(cart.lastActivityAt)}</td>
          <td className="px-5 py-3">{actions(cart)}</td>
        </tr>
      ))}
    />
  );
}
