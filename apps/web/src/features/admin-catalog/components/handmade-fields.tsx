import {
  gstRuleLabel,
  gstRuleOf,
  MAX_LEAD_TIME_DAYS,
  PERSONALISATION_MAX_LIMIT,
  type Category,
} from '@shop/domain';
import { Fragment } from 'react';
import { describedBy, FormField } from '@/components/form-field';
import { Input, Textarea } from '@/components/ui/input';
import type { ProductFormErrors, ProductFormValues } from '../product-form';
import { CRAFT_SUGGESTIONS } from '../variant-form';
import { Choice } from './choice';
import { GstRuleFields } from './gst-rule-fields';
import { HindiField } from '@/components/hindi-field';

type Set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => void;
type TextKey = {
  [K in keyof ProductFormValues]: ProductFormValues[K] extends string ? K : never;
}[keyof ProductFormValues];

interface FieldsProps {
  values: ProductFormValues;
  set: Set;
  errors: ProductFormErrors;
}

/** The props that tie a text control to its value and to the problem under it ('personalisation.label'). */
function bind({ values, set, errors }: FieldsProps, key: TextKey, field: string = key) {
  const id = `product-${key}`;
  return {
    id,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': describedBy(id, errors[field]),
  };
}

/** One of a kind, made to order, personalisation (decision 024). */
export function HandmadeFields(props: FieldsProps) {
  const { values, set, errors } = props;
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <Choice
        id="product-oneOfAKind"
        label="One of a kind"
        hint="A single piece: no options, a stock of 1. Once sold its page says Sold."
        checked={values.isOneOfAKind}
        error={errors.isOneOfAKind}
        onChange={(checked) => {
          set('isOneOfAKind', checked);
          if (checked) set('stockQuantity', '1');
        }}
      />
      <Choice
        id="product-madeToOrder"
        label="Made to order"
        hint="Can be ordered without stock; ships after the lead time."
        checked={values.madeToOrder}
        error={errors.madeToOrder}
        onChange={(checked) => set('madeToOrder', checked)}
      >
        <FormField
          id="product-leadTimeDays"
          label="Lead time (days)"
          error={errors.leadTimeDays}
          hint={`Days to make it, 1 to ${MAX_LEAD_TIME_DAYS}`}
        >
          <Input
            {...bind(props, 'leadTimeDays')}
            aria-describedby={describedBy('product-leadTimeDays', errors.leadTimeDays, 'hint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LEAD_TIME_DAYS}
            step={1}
          />
        </FormField>
      </Choice>
      <Choice
        id="product-personalise"
        label="Personalisation"
        hint="The buyer adds a note, such as a name to engrave."
        checked={values.personalise}
        onChange={(checked) => set('personalise', checked)}
      >
        <FormField
          id="product-personalisationLabel"
          label="Note label"
          error={errors['personalisation.label']}
        >
          <Input
            {...bind(props, 'personalisationLabel', 'personalisation.label')}
            placeholder="e.g. Name to engrave"
          />
        </FormField>
        <HindiField
          id="product-personalisationLabelHi"
          label="Note label in Hindi"
          value={values.personalisationLabelHi}
          onChange={(text) => set('personalisationLabelHi', text)}
          error={errors['translations.hi.personalisationLabel']}
        />
        <FormField
          id="product-personalisationMaxLength"
          label="Longest note (characters)"
          error={errors['personalisation.maxLength']}
        >
          <Input
            {...bind(props, 'personalisationMaxLength', 'personalisation.maxLength')}
            type="number"
            inputMode="numeric"
            min={1}
            max={PERSONALISATION_MAX_LIMIT}
            step={1}
          />
        </FormField>
      </Choice>
    </div>
  );
}

/** The storefront's filters pair a list's parts by place (decision 071): say so where it matters. */
const LIST_HINT = 'A list in the same order as the English, so each filter value shows in Hindi';

const PROVENANCE = [
  {
    key: 'material',
    hindi: 'materialHi',
    label: 'Material',
    placeholder: 'e.g. Brass, silver plated',
    hint: LIST_HINT,
  },
  { key: 'origin', hindi: 'originHi', label: 'Origin', placeholder: 'e.g. Jaipur, Rajasthan' },
  {
    key: 'artisan',
    hindi: 'artisanHi',
    label: 'Artisan or cluster',
    placeholder: 'e.g. Bagru block printers',
  },
] as const;

/**
 * Where the piece comes from: craft, material, origin, artisan, care (shown as "Made by"), each
 * with its Hindi beside it (below it on a phone), and the country of origin.
 */
export function ProvenanceFields(props: FieldsProps) {
  const { values, set, errors } = props;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="product-craft" label="Craft" error={errors.craft}>
        <Input {...bind(props, 'craft')} list="craft-suggestions" placeholder="e.g. Kundan" />
        <datalist id="craft-suggestions">
          {CRAFT_SUGGESTIONS.map((craft) => (
            <option key={craft} value={craft} />
          ))}
        </datalist>
      </FormField>
      <HindiField
        id="product-craftHi"
        label="Craft in Hindi"
        value={values.craftHi}
        onChange={(text) => set('craftHi', text)}
        error={errors['translations.hi.craft']}
        hint={LIST_HINT}
      />
      {PROVENANCE.map((field) => (
        <Fragment key={field.key}>
          <FormField id={`product-${field.key}`} label={field.label} error={errors[field.key]}>
            <Input {...bind(props, field.key)} placeholder={field.placeholder} />
          </FormField>
          <HindiField
            id={`product-${field.hindi}`}
            label={`${field.label} in Hindi`}
            value={values[field.hindi]}
            onChange={(text) => set(field.hindi, text)}
            error={errors[`translations.hi.${field.key}`]}
            {...('hint' in field ? { hint: field.hint } : {})}
          />
        </Fragment>
      ))}
      <FormField id="product-care" label="Care" error={errors.care}>
        <Textarea
          {...bind(props, 'care')}
          placeholder="e.g. Keep away from perfume and water; store in the pouch."
          className="min-h-20"
        />
      </FormField>
      <HindiField
        id="product-careHi"
        label="Care in Hindi"
        value={props.values.careHi}
        onChange={(text) => props.set('careHi', text)}
        error={errors['translations.hi.care']}
        multiline
      />
      <FormField id="product-countryOfOrigin" label="Country of origin" error={errors.countryOfOrigin}>
        <Input {...bind(props, 'countryOfOrigin')} placeholder="e.g. India" />
      </FormField>
    </div>
  );
}

/**
 * The product's own HSN code and rate rule (decisions 027, 051); left empty, the category's apply,
 * which the hint and the empty choice name so the owner sees what an empty field means.
 */
export function TaxFields(
  props: FieldsProps & {
    category: Category | undefined;
    change: (changes: Partial<ProductFormValues>) => void;
  },
) {
  const { values, errors, category, change } = props;
  const categoryHsn = category?.hsnCode ? `HSN ${category.hsnCode}` : 'no HSN code';
  return (
    <div className="grid gap-4">
      <FormField
        className="sm:max-w-[calc(50%-0.5rem)]"
        id="product-hsnCode"
        label="HSN code"
        error={errors.hsnCode}
        hint={`Empty: the category's (${categoryHsn})`}
      >
        <Input
          {...bind(props, 'hsnCode')}
          aria-describedby={describedBy('product-hsnCode', errors.hsnCode, 'hint')}
          inputMode="numeric"
          maxLength={8}
          placeholder={category?.hsnCode ?? 'e.g. 7117'}
        />
      </FormField>
      <GstRuleFields
        idPrefix="product"
        values={values}
        onChange={change}
        errors={errors}
        stored={values.storedRule}
        categoryRule={category ? gstRuleLabel(gstRuleOf(category.gstRate, category.gstSlab)) : '18%'}
        rateHint="Its own rate, or its category's"
      />
    </div>
  );
}
