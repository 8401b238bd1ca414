import type { CategoryRef, Facets, PricePreset } from '@shop/domain';
import { useId, useState, type ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import {
  ATTRIBUTE_FILTERS,
  attributeChoices,
  inSizeOrder,
  priceKey,
  type AttributeChoice,
  type AttributeKey,
  type ListingState,
} from '../hooks/listing-params';
import { useT } from '@/lib/i18n/i18n';
import { facetLabel } from '../lib/facet-label';
import { presetLabel } from '../lib/price-preset-label';

/** A longer list of crafts or materials shows this many until the shopper asks for all. */
const SHORT_LIST = 6;

function Option({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: () => void;
  children: string;
}) {
  return (
    <div className="flex min-h-11 items-center gap-3 rounded-xl px-2 hover:bg-sand/70">
      <Checkbox id={id} checked={checked} onCheckedChange={onChange} />
      <Label htmlFor={id} className="flex-1 cursor-pointer py-3 font-normal text-ink-soft">
        {children}
      </Label>
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-2 text-xs font-semibold tracking-[0.14em] text-muted uppercase">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Sizes are short ("M", "2.6"): toggle chips in rows rather than a long column of checkboxes. */
function SizeChip({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={checked}
      onClick={onChange}
      className={cn(
        'h-11 min-w-11 rounded-full border px-3 text-sm tabular-nums transition-colors focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none',
        checked
          ? 'border-accent bg-accent font-semibold text-white'
          : 'border-line bg-card text-ink-soft hover:border-ink-soft',
      )}
    >
      {children}
    </button>
  );
}

/** Colours, crafts or materials as checkboxes; a long list opens on "Show all". */
function ChoiceList({
  id,
  choices,
  labelOf,
  onToggle,
}: {
  id: string;
  choices: AttributeChoice[];
  /** The words a value shows (Hindi on a Hindi page); a toggle still sends the value. */
  labelOf: (value: string) => string;
  onToggle: (value: string) => void;
}) {
  // A ticked value further down keeps the list open, so what is chosen is always in sight.
  const t = useT();
  const [open, setOpen] = useState(() => choices.slice(SHORT_LIST).some((choice) => choice.checked));
  const long = choices.length > SHORT_LIST + 1;
  const shown = long && !open ? choices.slice(0, SHORT_LIST) : choices;
  return (
    <>
      {shown.map((choice, index) => (
        <Option
          key={choice.value}
          id={`${id}-${index}`}
          checked={choice.checked}
          onChange={() => onToggle(choice.toggle)}
        >
          {labelOf(choice.value)}
        </Option>
      ))}
      {long && (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="min-h-11 px-2 text-sm font-medium text-accent hover:underline"
        >
          {open ? t('catalog.showFewer') : t('catalog.showAll', { count: choices.length })}
        </button>
      )}
    </>
  );
}

/**
 * Subcategory checkboxes, a single-choice price range, the sizes, colours, crafts and materials the
 * listing's facets offer, and (when offered) "In stock only", used by the sidebar and the mobile
 * drawer.
 */
export function FilterPanel({
  subcategories,
  presets,
  state,
  onToggleSubcategory,
  onChoosePrice,
  onToggleInStock,
  facets,
  onToggleAttribute,
}: {
  subcategories: CategoryRef[];
  presets: PricePreset[];
  state: ListingState;
  /** Needed only with subcategories to show. */
  onToggleSubcategory?: (slug: string) => void;
  onChoosePrice: (preset: PricePreset) => void;
  onToggleInStock?: () => void;
  /** What the listing offers; a filter with nothing to offer (and nothing chosen) is not shown. */
  facets?: Facets;
  onToggleAttribute: (key: AttributeKey, value: string) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="grid gap-7">
      {subcategories.length > 0 && (
        <Group legend={t('catalog.subcategories')}>
          {subcategories.map((sub) => (
            <Option
              key={sub.id}
              id={`${id}-sub-${sub.slug}`}
              checked={state.subcategories.includes(sub.slug)}
              onChange={() => onToggleSubcategory?.(sub.slug)}
            >
              {sub.name}
            </Option>
          ))}
        </Group>
      )}
      {ATTRIBUTE_FILTERS.map(({ key, label }) => {
        const offered = facets?.[key] ?? [];
        const choices = attributeChoices(key === 'sizes' ? inSizeOrder(offered) : offered, state[key]);
        if (choices.length === 0) return null;
        const labelOf = (value: string) => facetLabel(facets, key, value);
        return (
          <Group key={key} legend={t(label)}>
            {key === 'sizes' ? (
              <div className="flex flex-wrap gap-2 px-2">
                {choices.map((choice) => (
                  <SizeChip
                    key={choice.value}
                    checked={choice.checked}
                    onChange={() => onToggleAttribute(key, choice.toggle)}
                  >
                    {labelOf(choice.value)}
                  </SizeChip>
                ))}
              </div>
            ) : (
              <ChoiceList
                id={`${id}-${key}`}
                choices={choices}
                labelOf={labelOf}
                onToggle={(value) => onToggleAttribute(key, value)}
              />
            )}
          </Group>
        );
      })}
      <Group legend={t('catalog.priceRange')}>
        {presets.map((preset) => (
          <Option
            key={priceKey(preset)}
            id={`${id}-price-${priceKey(preset)}`}
            checked={state.price !== null && priceKey(state.price) === priceKey(preset)}
            onChange={() => onChoosePrice(preset)}
          >
            {presetLabel(preset, t)}
          </Option>
        ))}
      </Group>
      {onToggleInStock && (
        <Group legend={t('catalog.availability')}>
          <Option id={`${id}-in-stock`} checked={state.inStock === true} onChange={onToggleInStock}>
            {t('catalog.inStockOnly')}
          </Option>
        </Group>
      )}
    </div>
  );
}
