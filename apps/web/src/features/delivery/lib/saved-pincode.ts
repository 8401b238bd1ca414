import { PINCODE_PATTERN } from '@shop/domain';
import { readString, writeString } from '@/lib/storage';

const KEY = 'delivery-pincode';

/** The pincode last checked on a product page, so the next product answers for it at once. */
export function readSavedPincode(): string | null {
  const saved = readString(KEY);
  return saved && PINCODE_PATTERN.test(saved) ? saved : null;
}

export function savePincode(pincode: string): void {
  writeString(KEY, pincode);
}
