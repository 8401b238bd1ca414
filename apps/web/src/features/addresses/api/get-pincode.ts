import { PINCODE_PATTERN, type PincodePlace } from '@shop/domain';
import { apiCall, ApiError } from '@/lib/api-client';

/**
 * Where a pincode is (decision 031), for the address form to fill in city and state: the place, or
 * the server's sentence when it does not know the pincode; null when the lookup itself failed.
 */
export async function lookupPincode(pincode: string): Promise<PincodePlace | { unknown: string } | null> {
  if (!PINCODE_PATTERN.test(pincode)) return null;
  try {
    return await apiCall('GET /api/pincodes/:pincode', { params: { pincode } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { unknown: error.message };
    return null; // offline or busy: the server checks the pincode again when the order is placed
  }
}
