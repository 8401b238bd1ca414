import { Choice } from './choice';

/**
 * "Can be returned" (decision 054), on a category and on a product: a shopper may send the piece
 * back for a size or a change of mind only when the product and its categories all allow it.
 */
export function ReturnableChoice({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Choice
      id={id}
      label="Can be returned"
      hint="Untick for pieces taken back only when damaged or wrong (earrings, for hygiene)"
      checked={checked}
      onChange={onChange}
    />
  );
}
