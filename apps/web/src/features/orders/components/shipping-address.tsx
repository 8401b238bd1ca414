import type { Order } from '@shop/domain';

export function ShippingAddressBlock({ address }: { address: Order['shippingAddress'] }) {
  return (
    <address className="text-sm leading-relaxed text-ink-soft not-italic">
      <span className="font-medium text-ink">{address.name}</span>
      <br />
      {address.address}
      <br />
      {address.city}, {address.state} {address.pincode}
      <br />
      Phone: {address.phone}
    </address>
  );
}
