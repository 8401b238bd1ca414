import type { GstRuleInput } from '@shop/domain';
import { describedBy, FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { GstRuleValues } from '../gst-rule-form';
import { Choice } from './choice';
import { GstRateOptions } from './gst-rate-options';

/**
 * A category's or product's rate rule (decisions 050, 051): the rate, and "Rate by value of a
 * piece" for a slab (the rate up to ₹x a piece, another above). Only rates in force are offered,
 * besides a retired one already stored, which reads "12% (no longer in force)".
 */
export function GstRuleFields({
  idPrefix,
  values,
  onChange,
  errors,
  stored,
  categoryRule,
  rateHint,
}: {
  /** `category` or `product`: the controls' ids are `${idPrefix}-gstRate` and so on. */
  idPrefix: string;
  values: GstRuleValues;
  onChange: (patch: Partial<GstRuleValues>) => void;
  errors: Partial<Record<string, string>>;
  /** The rule the form was opened with (its retired rates stay offered). */
  stored: GstRuleInput | null;
  /** A product: its category's rule, offered as the empty choice ("5%" or "5% up to …"). */
  categoryRule?: string | undefined;
  rateHint: string;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const ownRate = values.gstRate !== '';
  const slabError = errors.gstSlab;
  return (
    <div className="grid gap-4">
      <FormField
        id={id('gstRate')}
        label={values.bySlab && ownRate ? 'GST rate up to the value' : 'GST rate'}
        error={errors.gstRate}
        hint={rateHint}
      >
        <NativeSelect
          id={id('gstRate')}
          value={values.gstRate}
          onChange={(event) =>
            onChange({ gstRate: event.target.value, ...(event.target.value ? {} : { bySlab: false }) })
          }
          aria-invalid={Boolean(errors.gstRate)}
          aria-describedby={describedBy(id('gstRate'), errors.gstRate, 'hint')}
        >
          {categoryRule !== undefined && <option value="">Category&apos;s rule ({categoryRule})</option>}
          <GstRateOptions stored={stored?.rate} />
        </NativeSelect>
      </FormField>
      {ownRate && (
        <Choice
          id={id('gstSlab')}
          label="Rate by value of a piece"
          hint="A lower rate up to a value of one piece after discount, a higher one above it (apparel: 5% up to ₹2,500, 18% above)."
          checked={values.bySlab}
          error={slabError}
          onChange={(bySlab) => onChange({ bySlab })}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={id('slabUpTo')}
              label="Up to ₹ a piece"
              error={errors['gstSlab.upTo']}
              hint="The lower rate applies up to this value"
            >
              <Input
                id={id('slabUpTo')}
                value={values.slabUpTo}
                inputMode="decimal"
                onChange={(event) => onChange({ slabUpTo: event.target.value })}
                aria-invalid={Boolean(errors['gstSlab.upTo'])}
                aria-describedby={describedBy(id('slabUpTo'), errors['gstSlab.upTo'], 'hint')}
                placeholder="e.g. 2500"
              />
            </FormField>
            <FormField id={id('rateAbove')} label="Rate above" error={errors['gstSlab.rateAbove']}>
              <NativeSelect
                id={id('rateAbove')}
                value={values.rateAbove}
                onChange={(event) => onChange({ rateAbove: event.target.value })}
                aria-invalid={Boolean(errors['gstSlab.rateAbove'])}
                aria-describedby={describedBy(id('rateAbove'), errors['gstSlab.rateAbove'])}
              >
                <GstRateOptions stored={stored?.slab?.rateAbove} />
              </NativeSelect>
            </FormField>
          </div>
        </Choice>
      )}
    </div>
  );
}
