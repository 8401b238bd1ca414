import type { SavedAddress } from '@shop/domain';
import type { AddressValues } from './address-validation';

/** "B-12, Pari Chowk, Greater Noida, Uttar Pradesh 201310": one line for a list of addresses. */
export function addressLine(address: Pick<SavedAddress, 'address' | 'city' | 'state' | 'pincode'>): string {
  return `${address.address}, ${address.city}, ${address.state} ${address.pincode}`;
}

/** A saved address as the form holds it (and as checkout sends it). */
export function addressValuesOf(saved: SavedAddress): AddressValues {
  const { name, address, city, state, pincode, phone } = saved;
  return { name, address, city, state, pincode, phone };
}
