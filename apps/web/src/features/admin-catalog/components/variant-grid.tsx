import { PRODUCT_FIELD_RULES } from '@shop/domain';
import { ImageOff, Trash2, Wand2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import type { ImageChoice, ProductFormErrors } from '../product-form';
import {
  addedRowsText,
  ARCHIVE_NOTE,
  generateRows,
  rowKey,
  rowTitle,
  setStockFor,
  updateRow,
  withMissingVariants,
  type OptionDraft,
  type VariantRow,
} from '../variant-form';
import { plural } from '@/lib/plural';

const VARIANTS = { one: 'variant', other: 'variants' };

type RowField = 'sku' | 'price' | 'originalPrice' | 'stockQuantity' | 'image';

const FIELD_LABELS: Record<RowField | 'optionValues', string> = {
  sku: 'SKU',
  price: 'Price (₹)',
  originalPrice: 'Original price (₹)',
  stockQuantity: 'Stock',
  image: 'Picture',
  optionValues: 'Options',
};

/** Wide screens: one line a variant under a header; phones: a card a variant, each field labelled. */
const ROW_GRID =
  'md:grid-cols-[1.25rem_minmax(4.5rem,1fr)_minmax(6.5rem,1.3fr)_5.5rem_5.5rem_4.5rem_10.5rem_2.75rem]';

interface Notice {
  text: string;
  undo?: VariantRow[];
}

function RowImage({
  row,
  title,
  id,
  choices,
  onChange,
}: {
  row: VariantRow;
  title: string;
  id: string;
  choices: ImageChoice[];
  onChange: (image: string) => void;
}) {
  // A picture saved on the variant that is no longer among the product's stays choosable.
  const own =
    row.image && !choices.some((choice) => choice.value === row.image)
      ? [{ value: row.image, label: 'Its own picture', src: row.image.startsWith('new:') ? null : row.image }]
      : [];
  const all = [...own, ...choices];
  const src = all.find((choice) => choice.value === row.image)?.src ?? null;
  return (
    <div className="flex items-center gap-2">
      <span className="grid size-9 shrink-0 place-items-center overflow-hidden rounded-lg border border-line bg-sand">
        {src ? (
          <img src={src} alt="" className="size-full object-cover" />
        ) : (
          <ImageOff aria-hidden="true" className="size-4 text-muted" />
        )}
      </span>
      <NativeSelect
        id={id}
        className="min-w-0 flex-1"
        value={row.image}
        aria-label={`Picture for ${title}`}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Product’s</option>
        {all.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

const MONEY = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;

/** A field of a row: its own small label on phones; on wide screens the grid's header says it. */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid gap-1', className)}>
      <span aria-hidden="true" className="text-xs font-medium text-muted md:sr-only">
        {label}
      </span>
      {children}
    </div>
  );
}

function GridRow({
  index,
  row,
  title,
  selected,
  errors,
  productPrice,
  choices,
  onSelect,
  onChange,
  onRemove,
}: {
  index: number;
  row: VariantRow;
  title: string;
  selected: boolean;
  errors: ProductFormErrors;
  productPrice: string;
  choices: ImageChoice[];
  onSelect: (selected: boolean) => void;
  onChange: (changes: Partial<Record<RowField, string>>) => void;
  onRemove: () => void;
}) {
  const id = `variant-${index}`;
  const problems = (['optionValues', 'sku', 'price', 'originalPrice', 'stockQuantity', 'image'] as const)
    .map((field) => ({ field, message: errors[`variants.${index}.${field}`] }))
    .filter((problem): problem is { field: RowField | 'optionValues'; message: string } =>
      Boolean(problem.message),
    );
  const whole = errors[`variants.${index}`];
  const invalid = (field: RowField) => ({
    'aria-invalid': Boolean(errors[`variants.${index}.${field}`]),
    'aria-describedby': errors[`variants.${index}.${field}`] ? `${id}-${field}-error` : undefined,
  });
  const text = (field: Exclude<RowField, 'image'>, label: string) => ({
    id: `${id}-${field}`,
    value: row[field],
    'aria-label': `${label} for ${title}`,
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
    ...invalid(field),
  });

  return (
    <li
      className={cn(
        'grid grid-cols-[1.25rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 rounded-xl border border-line p-3 md:rounded-none md:border-0 md:border-t md:px-1 md:py-2',
        ROW_GRID,
        (problems.length > 0 || whole) && 'border-danger/50',
      )}
      data-testid="variant-row"
    >
      <Checkbox
        checked={selected}
        onCheckedChange={(value) => onSelect(value === true)}
        aria-label={`Select ${title}`}
      />
      <p className="min-w-0 font-medium break-words text-ink">{title}</p>
      <div className="col-span-3 grid grid-cols-2 gap-2 md:contents">
        <Cell label="SKU" className="order-1 md:order-none">
          <Input {...text('sku', 'SKU')} placeholder="Made by the shop" autoCapitalize="characters" />
        </Cell>
        <Cell label="Price (₹)" className="order-3 md:order-none">
          <Input {...text('price', 'Price')} {...MONEY} placeholder={productPrice || '—'} />
        </Cell>
        <Cell label="Original (₹)" className="order-4 md:order-none">
          {/* Empty is no original price: the variant is not shown as reduced. */}
          <Input {...text('originalPrice', 'Original price')} {...MONEY} placeholder="—" />
        </Cell>
        <Cell label="Stock" className="order-2 md:order-none">
          <Input {...text('stockQuantity', 'Stock')} type="number" inputMode="numeric" min={0} step={1} />
        </Cell>
        <Cell label="Picture" className="order-5 col-span-2 md:order-none md:col-span-1">
          <RowImage
            row={row}
            title={title}
            id={`${id}-image`}
            choices={choices}
            onChange={(image) => onChange({ image })}
          />
        </Cell>
      </div>
      <Button
        variant="ghost"
        size="icon-sm"
        className="col-start-3 row-start-1 text-danger hover:bg-danger-soft md:col-start-auto md:row-start-auto"
        aria-label={`Remove ${title}`}
        onClick={onRemove}
      >
        <Trash2 className="size-4" />
      </Button>
      {(problems.length > 0 || whole) && (
        <ul className="col-span-full grid gap-0.5 text-sm text-danger">
          {whole && <li>{whole}</li>}
          {problems.map((problem) => (
            <li key={problem.field} id={`${id}-${problem.field}-error`}>
              {problem.field === 'sku' && problem.message.includes('SKU')
                ? problem.message
                : `${FIELD_LABELS[problem.field]}: ${problem.message}`}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

const validStock = (text: string) =>
  text.trim() !== '' && PRODUCT_FIELD_RULES.stockQuantity.safeParse(Number(text)).success;

/**
 * The variant grid (decision 024): a row per sold combination with its SKU, price, original price,
 * stock and picture; "Generate combinations" fills it from the options, keeping what was typed.
 */
export function VariantGrid({
  options,
  rows,
  errors,
  productPrice,
  choices,
  onRowsChange,
}: {
  options: OptionDraft[];
  rows: VariantRow[];
  errors: ProductFormErrors;
  productPrice: string;
  choices: ImageChoice[];
  onRowsChange: (rows: VariantRow[]) => void;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkStock, setBulkStock] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const keys = rows.map(rowKey);
  const chosen = keys.filter((key) => selected.has(key));
  const allChosen = rows.length > 0 && chosen.length === rows.length;

  function generate() {
    const result = generateRows(options, rows);
    if (result.problem) return setNotice({ text: result.problem });
    onRowsChange(result.rows);
    const saved = result.removed.filter((row) => row.id);
    const added = result.rows.length - (rows.length - result.removed.length);
    const parts = [
      plural(result.rows.length, VARIANTS),
      added > 0 ? `${added} new` : null,
      result.removed.length > 0 ? `${result.removed.length} removed` : null,
    ].filter(Boolean);
    setNotice({
      text: `${parts.join(', ')}.${saved.length > 0 ? ` ${ARCHIVE_NOTE}` : ''}`,
      ...(result.removed.length > 0 ? { undo: rows } : {}),
    });
  }

  function remove(index: number) {
    const row = rows[index];
    if (!row) return;
    const title = rowTitle(options, row);
    onRowsChange(rows.filter((_, at) => at !== index));
    setNotice({
      text: row.id ? `${title} is removed when you save. ${ARCHIVE_NOTE}` : `Removed ${title}.`,
      undo: rows,
    });
  }

  /** An edit after a removal makes its undo stale, so the offer goes. */
  function edit(next: VariantRow[]) {
    onRowsChange(next);
    setNotice((current) => (current?.undo ? null : current));
  }

  function setStock() {
    edit(setStockFor(rows, new Set(chosen), bulkStock));
    setNotice({
      text: `Stock set to ${bulkStock.trim()} for ${plural(chosen.length, VARIANTS)}.`,
    });
  }

  const gridProblem = errors.variants;
  // Values typed but not in the grid yet: saving adds their rows (the owner knows before saving).
  const toAdd = withMissingVariants(options, rows).added;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-soft">
          {rows.length === 0
            ? 'No variants yet: add the options’ values, then generate a row for each combination.'
            : `${plural(rows.length, VARIANTS)}. Empty prices follow the product’s price.`}
        </p>
        {toAdd.length > 0 && (
          <p className="w-full text-sm text-ink" data-testid="variants-to-add">
            Saving adds {addedRowsText(options, toAdd)} with stock 0 at the product’s price. Generate
            combinations first to set their stock and prices.
          </p>
        )}
        <Button variant="outline" onClick={generate}>
          <Wand2 className="size-4" /> Generate combinations
        </Button>
      </div>
      {gridProblem && <p className="text-sm text-danger">{gridProblem}</p>}

      {rows.length > 0 && (
        <>
          <div className="flex flex-wrap items-end gap-2 rounded-xl bg-sand/50 p-3">
            <div className="flex min-h-11 items-center gap-2 pr-2">
              <Checkbox
                id="variants-select-all"
                checked={allChosen}
                onCheckedChange={() => setSelected(allChosen ? new Set() : new Set(keys))}
              />
              <Label htmlFor="variants-select-all">
                Select all <span className="font-normal text-muted">({chosen.length} selected)</span>
              </Label>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="variants-bulk-stock" className="text-xs">
                Stock for selected variants
              </Label>
              <Input
                id="variants-bulk-stock"
                className="w-28"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={bulkStock}
                onChange={(event) => setBulkStock(event.target.value)}
              />
            </div>
            <Button
              variant="secondary"
              disabled={chosen.length === 0 || !validStock(bulkStock)}
              onClick={setStock}
            >
              Set stock for selected
            </Button>
          </div>

          <div
            className={cn('hidden gap-3 px-1 text-xs font-semibold text-muted uppercase md:grid', ROW_GRID)}
          >
            <span />
            <span>Variant</span>
            <span>SKU</span>
            <span>Price (₹)</span>
            <span>Original (₹)</span>
            <span>Stock</span>
            <span>Picture</span>
            <span />
          </div>
          <ul className="grid gap-2 md:gap-0" aria-label="Variants">
            {rows.map((row, index) => {
              const key = rowKey(row);
              return (
                <GridRow
                  key={key}
                  index={index}
                  row={row}
                  title={rowTitle(options, row)}
                  selected={selected.has(key)}
                  errors={errors}
                  productPrice={productPrice}
                  choices={choices}
                  onSelect={(on) =>
                    setSelected((current) => {
                      const next = new Set(current);
                      if (on) next.add(key);
                      else next.delete(key);
                      return next;
                    })
                  }
                  onChange={(changes) => edit(updateRow(rows, key, changes))}
                  onRemove={() => remove(index)}
                />
              );
            })}
          </ul>
        </>
      )}

      <div aria-live="polite" className="min-h-0">
        {notice && (
          <p className="flex flex-wrap items-center gap-2 rounded-xl border border-line bg-card px-3 py-2 text-sm text-ink">
            {notice.text}
            {notice.undo && (
              <Button
                variant="link"
                className="h-auto"
                onClick={() => {
                  if (notice.undo) onRowsChange(notice.undo);
                  setNotice(null);
                }}
              >
                Undo
              </Button>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
