import type { Order } from '@shop/domain';
import { useT } from '@/lib/i18n/i18n';

export function ShippingAddressBlock({ address }: { address: Order['shippingAddress'] }) {
  const t = useT();
  return (
    <address className="text-sm leading-relaxed text-ink-soft not-italic">
      <span className="font-medium text-ink">{address.name}</span>
      <br />
      {address.address}
      <br />
      {address.city}, {address.state} {address.pincode}
      <br />
      {t('order.address.phone', { phone: address.phone })}
    </address>
  );
}
