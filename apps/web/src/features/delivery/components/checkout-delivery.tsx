import { PINCODE_PATTERN } from '@shop/domain';
import { useDeliveryEstimate } from '../api/get-delivery-estimate';
import { DeliveryAnswer } from './delivery-answer';

/**
 * At checkout, "Check delivery" for the address's pincode and the whole cart (decision 032): when
 * it should arrive, and why Cash on Delivery is not offered before the customer tries to order.
 */
export function CheckoutDelivery({
  pincode,
  cartTotal,
  guest = false,
}: {
  pincode: string;
  cartTotal: number;
  /** A guest's cart is not on the server: the answer is for the place (decision 040). */
  guest?: boolean;
}) {
  const wanted = PINCODE_PATTERN.test(pincode) ? pincode : null;
  const estimate = useDeliveryEstimate(wanted, guest ? { placeOnly: true } : { cart: true, cartTotal });
  if (!wanted || !estimate.data || estimate.data.pincode !== wanted) return null;
  return (
    <div role="status" className="rounded-xl bg-sand p-3">
      <DeliveryAnswer estimate={estimate.data} />
    </div>
  );
}
