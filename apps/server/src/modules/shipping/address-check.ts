import { pincodeStateMessage, unknownPincodeMessage, type ShippingAddress } from '@shop/domain';
import { invalidField } from '../../lib/errors.js';
import { findPincode } from './pincodes.js';

/**
 * Checkout's word on where a parcel can go (decision 031): a pincode missing from India Post's
 * directory is refused, and a state that the pincode is not in is flagged on the state field,
 * naming the right one. 422 like any invalid field; nothing is written. `fields` is where the
 * address sits in the request body (`shippingAddress.` at checkout, the body itself in the address book).
 */
export async function checkShippingAddress(
  address: Pick<ShippingAddress, 'pincode' | 'state'>,
  fields = 'shippingAddress.',
): Promise<void> {
  const place = await findPincode(address.pincode);
  if (!place) throw invalidField(`${fields}pincode`, unknownPincodeMessage(address.pincode));
  if (!place.states.includes(address.state)) {
    throw invalidField(`${fields}state`, pincodeStateMessage(address.pincode, place.state));
  }
}
