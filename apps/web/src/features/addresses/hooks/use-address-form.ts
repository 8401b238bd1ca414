import type { ErrorDetail, ShippingAddress } from '@shop/domain';
import { useCallback, useRef, useState } from 'react';
import { lookupPincode } from '../api/get-pincode';
import {
  ADDRESS_FIELDS,
  addressPayload,
  serverAddressErrors,
  validateAddress,
  validateAddressField,
  type AddressErrors,
  type AddressField,
  type AddressValues,
} from '../lib/address-validation';

const ALL_TOUCHED = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, true]));

/**
 * The state of one address form (checkout's, the address book's): the text as typed, each field's
 * message once it has spoken up, and the city and state filled in from a 6-digit pincode.
 */
export function useAddressForm(initial: () => AddressValues) {
  const [values, setValues] = useState<AddressValues>(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});

  // The city the pincode last filled in, so a later pincode may replace it but never the customer's own.
  const autofilledCity = useRef<string | null>(null);
  // The places the pincode's answer offers for City: its towns (201310: Greater Noida) and then
  // its district (Gautam Buddha Nagar); one choice is no choice, so none are offered then.
  const [cityChoices, setCityChoices] = useState<string[]>([]);
  const fillFromPincode = (pincode: string) =>
    void lookupPincode(pincode).then((found) => {
      if (!found) return;
      if ('unknown' in found) {
        setCityChoices([]);
        setErrors((previous) => ({ ...previous, pincode: found.unknown }));
        return;
      }
      // A town first: it is what people write on a parcel; the district when the data has no town.
      const suggested = found.towns[0] ?? found.city;
      const choices = [...new Set([...found.towns, found.city])];
      setValues((previous) => {
        if (previous.pincode !== pincode) return previous; // typed on since
        const keepCity = previous.city.trim() !== '' && previous.city !== autofilledCity.current;
        autofilledCity.current = keepCity ? autofilledCity.current : suggested;
        return { ...previous, city: keepCity ? previous.city : suggested, state: found.state };
      });
      setCityChoices(choices.length > 1 ? choices : []);
      setErrors((previous) => ({ ...previous, pincode: undefined, city: undefined, state: undefined }));
    });

  /** A town or district offered for the pincode, picked: it is the pincode's suggestion still. */
  const chooseCity = (city: string) => {
    autofilledCity.current = city;
    setValues((previous) => ({ ...previous, city }));
    setErrors((previous) => ({ ...previous, city: undefined }));
  };

  const change = (field: AddressField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (field === 'pincode') setCityChoices([]);
    // Once a field has spoken up, it says when it is right again as the person types.
    if (touched[field])
      setErrors((previous) => ({ ...previous, [field]: validateAddressField(field, value) }));
    if (field === 'pincode' && value.length === 6) fillFromPincode(value);
  };
  const blur = (field: AddressField) => {
    setTouched((previous) => ({ ...previous, [field]: true }));
    setErrors((previous) => ({ ...previous, [field]: validateAddressField(field, values[field]) }));
  };

  /** The address to send, or null after marking every wrong field and focusing the first. */
  const validate = (): ShippingAddress | null => {
    const found = validateAddress(values);
    setErrors(found);
    setTouched(ALL_TOUCHED);
    const firstWrong = Object.keys(found)[0];
    if (firstWrong) {
      document.getElementById(`address-${firstWrong}`)?.focus();
      return null;
    }
    return addressPayload(values);
  };

  /** A value known only later (the signed-in name), put in unless the field already has text. */
  const fillIfEmpty = useCallback((field: AddressField, value: string) => {
    setValues((previous) => (previous[field].trim() === '' ? { ...previous, [field]: value } : previous));
  }, []);

  const reset = (next: AddressValues) => {
    setValues(next);
    setErrors({});
    setTouched({});
  };

  return {
    values,
    errors,
    change,
    blur,
    validate,
    reset,
    fillIfEmpty,
    cityChoices,
    chooseCity,
    /** The server's 422 details (`shippingAddress.pincode` or `pincode`) beside their fields. */
    showServerErrors: (details: readonly ErrorDetail[]) => setErrors(serverAddressErrors(details)),
  };
}
