import { formatRupees, type ReturnOptions, type ReturnResolution } from '@shop/domain';
import { Trans } from '@lingui/react';
import { ProductImage } from '@/components/product/product-image';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import type { MessageId } from '@/lib/i18n/catalogue';
import { useT } from '@/lib/i18n/i18n';
import { ChoicePill } from './choice-pill';
import type { LineChoice } from '../lib/return-form';

type OptionLine = ReturnOptions['lines'][number];

const RESOLUTIONS: { value: ReturnResolution; label: MessageId }[] = [
  { value: 'refund', label: 'return.refund' },
  { value: 'exchange', label: 'return.exchange' },
];

const SR_ONLY = <span className="sr-only" />;

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
  const t = useT();
  const id = `return-line-${line.orderItemId}`;
  const canExchange = line.exchangeOptions.length > 0;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element id, not a word
  const noteId = `${id}-note`;
  const note = error ?? (line.returnable ? null : t('return.line.notReturnable'));
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
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- an image size, not a word */}
        <ProductImage src={line.image} alt="" sizes="56px" className="size-14 rounded-lg" />
        <div className="min-w-0 text-sm">
          <Label htmlFor={id} className="block cursor-pointer py-1 font-medium text-ink">
            {line.name}
            {line.variantTitle && <span className="font-normal text-muted"> ({line.variantTitle})</span>}
          </Label>
          <p className="text-muted">
            {t('return.line.priceOrdered', { price: formatRupees(line.unitPrice), quantity: line.quantity })}
            {line.returnableQuantity < line.quantity && (
              <>, {t('return.line.leftToReturn', { count: line.returnableQuantity })}</>
            )}
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
              <Trans id="return.line.quantity" values={{ name: line.name }} components={{ 0: SR_ONLY }} />
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
              <Trans
                id="return.line.refundOrExchange"
                values={{ name: line.name }}
                components={{ 0: SR_ONLY }}
              />
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
                  {t(label)}
                </ChoicePill>
              ))}
            </div>
            {!canExchange && <p className="text-xs text-muted">{t('return.line.noExchange')}</p>}
          </fieldset>
          {choice.resolution === 'exchange' && (
            <div className="grid gap-1.5 sm:col-span-2">
              <Label htmlFor={`${id}-exchange`}>
                <Trans id="return.line.newSize" values={{ name: line.name }} components={{ 0: SR_ONLY }} />
              </Label>
              <NativeSelect
                id={`${id}-exchange`}
                value={choice.exchangeVariantId}
                onChange={(event) => onChange({ ...choice, exchangeVariantId: event.target.value })}
                aria-invalid={exchangeError ? true : undefined}
                aria-describedby={exchangeError ? `${id}-exchange-error` : undefined}
              >
                <option value="">{t('return.line.chooseSize')}</option>
                {line.exchangeOptions.map((option) => (
                  <option key={option.variantId} value={option.variantId} disabled={!option.inStock}>
                    {option.inStock ? option.title : t('return.line.outOfStock', { title: option.title })}
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
