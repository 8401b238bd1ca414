import { formatRupees, type ReturnOptions, type ReturnResolution } from '@shop/domain';
import { ProductImage } from '@/components/product/product-image';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { ChoicePill } from './choice-pill';
import type { LineChoice } from '../lib/return-form';

type OptionLine = ReturnOptions['lines'][number];

export const NOT_RETURNABLE_TEXT = 'Not returnable (personalised / made to order / hygiene)';

const RESOLUTIONS: { value: ReturnResolution; label: string }[] = [
  { value: 'refund', label: 'Refund' },
  { value: 'exchange', label: 'Exchange' },
];

/**
 * One line of the order in the request: tick it, say how many pieces, and a refund or another size.
 * A piece marked not returnable can be ticked only when the shop was at fault.
 */
export function ReturnLineChoice({
  line,
  choice,
  onChange,
  allowed,
  error,
  exchangeError,
}: {
  line: OptionLine;
  choice: LineChoice;
  onChange: (choice: LineChoice) => void;
  allowed: boolean;
  error?: string | undefined;
  exchangeError?: string | undefined;
}) {
  const id = `return-line-${line.orderItemId}`;
  const canExchange = line.exchangeOptions.length > 0;
  const noteId = `${id}-note`;
  const note =
    error ??
    (line.returnable
      ? null
      : `${NOT_RETURNABLE_TEXT}: it can come back only if it is damaged, different or the wrong item.`);
  return (
    <li
      className={cn(
        'grid gap-3 rounded-xl border p-3',
        choice.selected ? 'border-accent bg-accent-soft/40' : 'border-line bg-card',
        error && 'border-danger',
      )}
    >
      <div className="grid grid-cols-[auto_56px_1fr] items-start gap-3">
        <div className="grid size-11 place-items-center">
          <Checkbox
            id={id}
            checked={choice.selected}
            disabled={!allowed && !choice.selected}
            onCheckedChange={(checked) => onChange({ ...choice, selected: checked === true })}
            aria-invalid={error ? true : undefined}
            aria-describedby={note ? noteId : undefined}
          />
        </div>
        <ProductImage src={line.image} alt="" sizes="56px" className="size-14 rounded-lg" />
        <div className="min-w-0 text-sm">
          <Label htmlFor={id} className="block cursor-pointer py-1 font-medium text-ink">
            {line.name}
            {line.variantTitle && <span className="font-normal text-muted"> ({line.variantTitle})</span>}
          </Label>
          <p className="text-muted">
            {formatRupees(line.unitPrice)} each · {line.quantity} ordered
            {line.returnableQuantity < line.quantity && <>, {line.returnableQuantity} left to return</>}
          </p>
          {note && (
            <p id={noteId} className={cn('mt-1 text-xs', error ? 'text-danger' : 'text-ink-soft')}>
              {note}
            </p>
          )}
        </div>
      </div>

      {choice.selected && (
        <div className="grid gap-3 sm:grid-cols-[7rem_1fr] sm:pl-14">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-quantity`}>
              Quantity<span className="sr-only"> of {line.name}</span>
            </Label>
            <NativeSelect
              id={`${id}-quantity`}
              value={choice.quantity}
              onChange={(event) => onChange({ ...choice, quantity: Number(event.target.value) })}
            >
              {Array.from({ length: line.returnableQuantity }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </NativeSelect>
          </div>
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium text-ink">
              Refund or exchange<span className="sr-only"> for {line.name}</span>
            </legend>
            <div className="grid grid-cols-2 gap-2">
              {RESOLUTIONS.map(({ value, label }) => (
                <ChoicePill
                  key={value}
                  name={`${id}-resolution`}
                  value={value}
                  checked={choice.resolution === value}
                  disabled={value === 'exchange' && !canExchange}
                  onChoose={() => onChange({ ...choice, resolution: value })}
                >
                  {label}
                </ChoicePill>
              ))}
            </div>
            {!canExchange && (
              <p className="text-xs text-muted">No other size at this price to exchange for.</p>
            )}
          </fieldset>
          {choice.resolution === 'exchange' && (
            <div className="grid gap-1.5 sm:col-span-2">
              <Label htmlFor={`${id}-exchange`}>
                New size<span className="sr-only"> for {line.name}</span>
              </Label>
              <NativeSelect
                id={`${id}-exchange`}
                value={choice.exchangeVariantId}
                onChange={(event) => onChange({ ...choice, exchangeVariantId: event.target.value })}
                aria-invalid={exchangeError ? true : undefined}
                aria-describedby={exchangeError ? `${id}-exchange-error` : undefined}
              >
                <option value="">Choose a size</option>
                {line.exchangeOptions.map((option) => (
                  <option key={option.variantId} value={option.variantId} disabled={!option.inStock}>
                    {option.title}
                    {option.inStock ? '' : ' (out of stock)'}
                  </option>
                ))}
              </NativeSelect>
              {exchangeError && (
                <p id={`${id}-exchange-error`} className="text-sm text-danger">
                  {exchangeError}
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </li>
  );
}
