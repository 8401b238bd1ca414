import { isCompleteSelection, type OptionValues, type Product } from '@shop/domain';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import {
  chosenVariant,
  firstMissingOption,
  initialSelection,
  shownFor,
  valueState,
  VARIANT_PARAM,
} from '../lib/variant-choice';

/**
 * The shopper's choice of options on a product page. A whole choice goes into the address
 * (`?variant=`, replacing the entry so Back still leaves the page), so the server renders a shared
 * link with the same size chosen; "Add to Cart" without one marks the first picker left empty.
 */
export function useVariantChoice(product: Product) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [selection, setSelection] = useState<OptionValues>(() =>
    initialSelection(product, searchParams.get(VARIANT_PARAM)),
  );
  const [missingOption, setMissingOption] = useState<string | undefined>();

  // The address changed under the page (Back, a link to another size of this piece): follow it.
  const param = searchParams.get(VARIANT_PARAM);
  const [followedParam, setFollowedParam] = useState(param);
  if (param !== followedParam) {
    setFollowedParam(param);
    if (param !== (chosenVariant(product, selection)?.id ?? null) && product.options.length > 0) {
      setSelection(initialSelection(product, param));
    }
  }

  const variant = useMemo(() => chosenVariant(product, selection), [product, selection]);
  const shown = useMemo(() => shownFor(product, variant), [product, variant]);
  const complete = isCompleteSelection(product.options, selection);
  // A whole choice the shop does not make, or a sold-out one, cannot be bought; before a choice
  // the product is buyable when any of its variants is.
  const available = !product.isSold && (complete ? (variant?.inStock ?? false) : shown.inStock);

  const choose = useCallback(
    (optionName: string, value: string) => {
      const next = { ...selection, [optionName]: value };
      setSelection(next);
      setMissingOption((missing) => (missing === optionName ? firstMissingOption(product, next) : missing));
      const nextVariant = chosenVariant(product, next);
      setSearchParams(
        (params) => {
          const copy = new URLSearchParams(params);
          if (nextVariant && product.options.length > 0) copy.set(VARIANT_PARAM, nextVariant.id);
          else copy.delete(VARIANT_PARAM);
          return copy;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [product, selection, setSearchParams],
  );

  /** True when the choice is whole; else marks the first empty picker ("Choose a size"). */
  const requireChoice = useCallback((): boolean => {
    const missing = firstMissingOption(product, selection);
    setMissingOption(missing);
    return missing === undefined;
  }, [product, selection]);

  const stateOf = useCallback(
    (optionName: string, value: string) => valueState(product, selection, optionName, value),
    [product, selection],
  );

  return { selection, variant, shown, complete, available, choose, stateOf, missingOption, requireChoice };
}
