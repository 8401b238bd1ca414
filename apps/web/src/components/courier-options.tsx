import { COURIERS } from '@shop/domain';

/** The options of a courier select: a blank "Choose the courier", then every courier the shop uses. */
export function CourierOptions() {
  return (
    <>
      <option value="">Choose the courier</option>
      {COURIERS.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </>
  );
}
