import type { ErrorDetail, ShippingAddress } from '@shop/domain';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@/features/auth';
import { useSavedAddresses } from '../api/list-addresses';
import { addressValuesOf } from '../lib/address-text';
import { addressPayload, EMPTY_ADDRESS } from '../lib/address-validation';
import { useAddressForm } from './use-address-form';

/** The choice that shows the form instead of a saved address. */
export const NEW_ADDRESS = 'new';

interface CheckoutAddressChoice {
  shippingAddress: ShippingAddress;
  /** Whether the server keeps it in the address book (decision 034); left out for visitors. */
  saveAddress?: boolean;
}

/**
 * Where checkout sends the parcel: one of the saved addresses (the default chosen at first), or a
 * new one typed into the form, kept in the address book unless the shopper unticks it.
 */
export function useCheckoutAddress() {
  const { user } = useAuth();
  const saved = useSavedAddresses();
  const addresses = saved.data ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const [save, setSave] = useState(true);
  const form = useAddressForm(() => ({ ...EMPTY_ADDRESS, name: user?.fullName ?? '' }));
  // The signed-in name usually arrives after the first render (a reload renders as a visitor until
  // the stored session is read, then /api/auth/me answers): put it in then, once, unless the
  // shopper has typed a name meanwhile.
  const { fillIfEmpty } = form;
  const fullName = user?.fullName ?? '';
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !fullName) return;
    prefilled.current = true;
    fillIfEmpty('name', fullName);
  }, [fullName, fillIfEmpty]);

  const fallback = addresses.find((address) => address.isDefault)?.id ?? NEW_ADDRESS;
  // A pick stands while it exists (an address deleted in another tab falls back to the default).
  const stands = picked === NEW_ADDRESS || addresses.some((address) => address.id === picked);
  const choiceId = stands && picked ? picked : fallback;
  const chosen = addresses.find((address) => address.id === choiceId);

  /** What to send, or null when the form has something to fix (marked and focused). */
  const resolve = (): CheckoutAddressChoice | null => {
    if (chosen) return { shippingAddress: addressPayload(addressValuesOf(chosen)), saveAddress: false };
    const shippingAddress = form.validate();
    if (!shippingAddress) return null;
    return user ? { shippingAddress, saveAddress: save } : { shippingAddress };
  };

  /** The server found fault with the address: show it in the form, where it can be fixed. */
  const showServerErrors = (details: readonly ErrorDetail[]) => {
    if (chosen) {
      form.reset(addressValuesOf(chosen));
      setPicked(NEW_ADDRESS);
    }
    form.showServerErrors(details);
  };

  return {
    /** What `<CheckoutAddress>` shows. */
    view: {
      loading: Boolean(user) && saved.isPending,
      addresses,
      choiceId,
      choose: setPicked,
      form,
      canSave: Boolean(user),
      save,
      setSave,
    },
    /** The pincode the parcel goes to as chosen so far (Check delivery follows it). */
    pincode: (chosen ? chosen.pincode : form.values.pincode).trim(),
    resolve,
    showServerErrors,
  };
}
export type CheckoutAddressView = ReturnType<typeof useCheckoutAddress>['view'];
