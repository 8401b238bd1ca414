import type { IndianState } from '@shop/domain';
import { TOWNS_BY_PINCODE } from './pincode-towns.js';

export interface PincodePlace {
  pincode: string;
  /** The district the post office serves, which is what a shipping address calls its city. */
  city: string;
  state: IndianState;
  /** Every state the pincode is in (a few straddle a border, e.g. 160103: Chandigarh and Punjab). */
  states: IndianState[];
  /** The towns people write for it where the district is not one (201310: Greater Noida); often none. */
  towns: string[];
}

interface Table {
  places: { city: string; state: IndianState }[];
  /** Sorted pincodes and, at the same index, their place; a pincode in two places appears twice, its first place first. */
  pincodes: Int32Array;
  placeOf: Uint16Array;
}

let table: Table | undefined;

/**
 * Parsed on first use, not at start (decision 031): about 19,000 pincodes in two typed arrays
 * (~115 KB) and 620 places, from a 147 KB text that ships inside the server bundle.
 */
async function load(): Promise<Table> {
  if (table) return table;
  const { PINCODE_DATA } = await import('./pincode-data.js');
  const places: Table['places'] = [];
  const entries: [number, number, number][] = []; // pincode, place, 0 = names it first, 1 = shares it
  for (const line of PINCODE_DATA.split('\n')) {
    if (!line) continue;
    const [city, state, first = '', also = ''] = line.split('\t');
    if (!city || !state) continue;
    const place = places.push({ city, state: state as IndianState }) - 1;
    for (const pin of first.split(' ')) if (pin) entries.push([Number(pin), place, 0]);
    for (const pin of also.split(' ')) if (pin) entries.push([Number(pin), place, 1]);
  }
  entries.sort((a, b) => a[0] - b[0] || a[2] - b[2]);
  table = {
    places,
    pincodes: Int32Array.from(entries, (entry) => entry[0]),
    placeOf: Uint16Array.from(entries, (entry) => entry[1]),
  };
  return table;
}

function firstIndex(pincodes: Int32Array, pin: number): number {
  let low = 0;
  let high = pincodes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((pincodes[middle] ?? 0) < pin) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Where a 6-digit pincode is, from the offline table; undefined when India Post's list lacks it. */
export async function findPincode(pincode: string): Promise<PincodePlace | undefined> {
  if (!/^[1-9]\d{5}$/.test(pincode)) return undefined;
  const { places, pincodes, placeOf } = await load();
  const pin = Number(pincode);
  const found: { city: string; state: IndianState }[] = [];
  for (let index = firstIndex(pincodes, pin); pincodes[index] === pin; index += 1) {
    const place = places[placeOf[index] ?? 0];
    if (place) found.push(place);
  }
  const [first] = found;
  if (!first) return undefined;
  return {
    pincode,
    city: first.city,
    state: first.state,
    states: [...new Set(found.map((place) => place.state))],
    towns: [...(TOWNS_BY_PINCODE[pincode] ?? [])],
  };
}
