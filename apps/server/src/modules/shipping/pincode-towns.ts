/**
 * The towns people write for a pincode, where its district is not one of them.
 *
 * What the data can tell: the offline table (India Post's directory as published on data.gov.in,
 * decision 031) files each pincode under its district and state, nothing finer. It cannot tell a
 * pincode's towns or post offices: 201310 is filed under Gautam Buddha Nagar, though shoppers and
 * couriers write Greater Noida. So this short list, written by hand, names the towns of the pincodes
 * around the shop where the district's name is not what anyone writes on a parcel; only pincodes the
 * table knows, in the district it gives (a test holds both). Elsewhere the district stays the
 * suggestion, and the shopper types the town over it.
 */
export const TOWNS_BY_PINCODE: Readonly<Record<string, readonly string[]>> = {
  // Gautam Buddha Nagar district, Uttar Pradesh.
  '201301': ['Noida'],
  '201303': ['Noida'],
  '201304': ['Noida'],
  '201305': ['Noida'],
  '201307': ['Noida'],
  '201309': ['Noida'],
  '201306': ['Greater Noida'],
  '201310': ['Greater Noida'],
  '203207': ['Dadri'],
};
