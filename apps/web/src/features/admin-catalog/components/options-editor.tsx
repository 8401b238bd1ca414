import { isSizeOption, MAX_OPTIONS, OPTION_NAME_MAX, OPTION_VALUE_MAX, ownText } from '@shop/domain';
import { ChevronLeft, ChevronRight, Plus, Trash2, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { ProductFormErrors } from '../product-form';
import {
  addOptionValues,
  canAddOption,
  moveItem,
  OPTION_NAME_SUGGESTIONS,
  renameOption,
  SIZE_PRESETS,
  type OptionDraft,
  type VariantRow,
} from '../variant-form';

const chipButton =
  'grid size-9 place-items-center rounded-full text-ink-soft hover:bg-sand-deep hover:text-ink disabled:opacity-30 disabled:hover:bg-transparent';

/** The first problem the form or the server found under `options.<index>`. */
function optionProblem(errors: ProductFormErrors, index: number): string | undefined {
  const prefix = `options.${index}`;
  const field = Object.keys(errors).find((key) => key === prefix || key.startsWith(`${prefix}.`));
  return field ? errors[field] : undefined;
}

/** What an empty Hindi field shows: the English a Hindi page reads instead. */
const readsAs = (english: string) => (english.trim() ? `Empty: reads “${english.trim()}”` : 'Optional');

/**
 * Each value's Hindi beside it (decision 074), one small field a value; one left empty reads as
 * the English on Hindi pages, as sizes in letters and figures (M, 2.4) usually do.
 */
function ValuesInHindi({
  id,
  option,
  onChange,
}: {
  id: string;
  option: OptionDraft;
  onChange: (valuesHi: Record<string, string>) => void;
}) {
  if (option.values.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium text-ink" id={`${id}-values-hi`}>
        Values in Hindi <span className="font-normal text-muted">(optional)</span>
      </p>
      <ul className="grid gap-2 sm:grid-cols-2" aria-labelledby={`${id}-values-hi`}>
        {option.values.map((value) => (
          <li key={value} className="grid grid-cols-[minmax(3rem,auto)_1fr] items-center gap-2">
            <span className="truncate text-sm font-medium text-ink" aria-hidden="true">
              {value}
            </span>
            <Input
              lang="hi"
              aria-label={`${value} in Hindi`}
              maxLength={OPTION_VALUE_MAX}
              value={ownText(option.valuesHi, value) ?? ''}
              placeholder={readsAs(value)}
              onChange={(event) => onChange({ ...option.valuesHi, [value]: event.target.value })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One option: its name and its Hindi, a size preset, and its values as chips in the order buyers
 * see them, each with its Hindi below.
 */
function OptionBlock({
  index,
  option,
  count,
  error,
  onRename,
  onValues,
  onHindi,
  onRemove,
}: {
  index: number;
  option: OptionDraft;
  count: number;
  error: string | undefined;
  onRename: (name: string) => void;
  onValues: (values: string[]) => void;
  onHindi: (hindi: Pick<OptionDraft, 'nameHi' | 'valuesHi'>) => void;
  onRemove: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = `option-${index}`;
  const name = option.name.trim() || `option ${index + 1}`;
  // Size sets are offered to an option still unnamed or named for a size, not to a colour.
  const offerSizes = !option.name.trim() || isSizeOption(option.name);

  function add(text: string) {
    const result = addOptionValues(option.values, text);
    onValues(result.values);
    setProblem(result.problem);
  }

  function type(text: string) {
    // A comma ends a value, as Enter does: "S, M, L" pasted at once becomes three chips.
    const cut = text.lastIndexOf(',');
    if (cut < 0) return setTyped(text);
    add(text.slice(0, cut));
    setTyped(text.slice(cut + 1).trimStart());
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter adds the value; it must not submit the product form.
      event.preventDefault();
      add(typed);
      setTyped('');
    } else if (event.key === 'Backspace' && typed === '' && option.values.length > 0) {
      onValues(option.values.slice(0, -1));
    }
  }

  const shown = problem ?? error;
  return (
    <fieldset className="grid gap-3 rounded-xl border border-line p-3.5" data-testid="product-option">
      <legend className="px-1 text-sm font-semibold text-ink">Option {index + 1}</legend>
      <div className="grid gap-3 sm:flex sm:items-end">
        <div className="grid gap-1.5 sm:flex-1">
          <Label htmlFor={`${id}-name`}>Option {index + 1} name</Label>
          <Input
            id={`${id}-name`}
            list="option-name-suggestions"
            value={option.name}
            placeholder="e.g. Size or Colour"
            onChange={(event) => onRename(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5 sm:flex-1">
          <Label htmlFor={`${id}-name-hi`}>Name in Hindi</Label>
          <Input
            id={`${id}-name-hi`}
            lang="hi"
            maxLength={OPTION_NAME_MAX}
            value={option.nameHi ?? ''}
            placeholder={readsAs(option.name)}
            onChange={(event) => onHindi({ nameHi: event.target.value })}
          />
        </div>
        {offerSizes && (
          <div className="grid gap-1.5 sm:flex-1">
            <Label htmlFor={`${id}-preset`}>Fill with sizes</Label>
            <NativeSelect
              id={`${id}-preset`}
              value=""
              onChange={(event) => {
                const preset = SIZE_PRESETS.find((item) => item.id === event.target.value);
                if (!preset) return;
                if (!option.name.trim()) onRename('Size');
                onValues([...preset.values]);
                setProblem(null);
              }}
            >
              <option value="">Choose a size set…</option>
              {SIZE_PRESETS.map((preset) => (
                <option key={preset.id} value={preset.id}>
                  {preset.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <Button variant="ghost" className="text-danger hover:bg-danger-soft" onClick={onRemove}>
          <Trash2 className="size-4" /> Remove option
        </Button>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-value`}>Values of {name}</Label>
        {option.values.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={`${name} values, in order`}>
            {option.values.map((value, position) => (
              <li
                key={value}
                className="inline-flex items-center rounded-full border border-line bg-sand/60 pl-3 text-sm text-ink"
              >
                <span className="pr-0.5 font-medium">{value}</span>
                <button
                  type="button"
                  className={chipButton}
                  disabled={position === 0}
                  aria-label={`Move ${value} earlier`}
                  onClick={() => onValues(moveItem(option.values, position, -1))}
                >
                  <ChevronLeft className="size-4" />
                </button>
                <button
                  type="button"
                  className={chipButton}
                  disabled={position === option.values.length - 1}
                  aria-label={`Move ${value} later`}
                  onClick={() => onValues(moveItem(option.values, position, 1))}
                >
                  <ChevronRight className="size-4" />
                </button>
                <button
                  type="button"
                  className={chipButton}
                  aria-label={`Remove ${value}`}
                  onClick={() => onValues(option.values.filter((_, at) => at !== position))}
                >
                  <X className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex gap-2">
          <Input
            id={`${id}-value`}
            value={typed}
            placeholder={count === 0 ? 'Type a value, then Enter or a comma' : 'Add another value'}
            onChange={(event) => type(event.target.value)}
            onKeyDown={keyDown}
            aria-invalid={Boolean(shown)}
            aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          />
          <Button
            variant="outline"
            disabled={!typed.trim()}
            onClick={() => {
              add(typed);
              setTyped('');
            }}
          >
            Add
          </Button>
        </div>
        {shown ? (
          <p id={`${id}-error`} className="text-sm text-danger">
            {shown}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-muted">
            Enter or a comma adds a value; the arrows set the order buyers see.
          </p>
        )}
      </div>
      <ValuesInHindi id={id} option={option} onChange={(valuesHi) => onHindi({ valuesHi })} />
    </fieldset>
  );
}

/** Up to three options (Size, Colour…), each with ordered values (decision 024). */
export function OptionsEditor({
  options,
  rows,
  errors,
  onChange,
}: {
  options: OptionDraft[];
  rows: VariantRow[];
  errors: ProductFormErrors;
  onChange: (change: { options: OptionDraft[]; variants?: VariantRow[] }) => void;
}) {
  return (
    <div className="grid gap-3">
      <datalist id="option-name-suggestions">
        {OPTION_NAME_SUGGESTIONS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {options.map((option, index) => (
        <OptionBlock
          key={index}
          index={index}
          option={option}
          count={option.values.length}
          error={optionProblem(errors, index)}
          onRename={(name) => {
            const renamed = renameOption(options, rows, index, name);
            onChange({ options: renamed.options, variants: renamed.rows });
          }}
          onValues={(values) =>
            onChange({ options: options.map((item, at) => (at === index ? { ...item, values } : item)) })
          }
          onHindi={(hindi) =>
            onChange({ options: options.map((item, at) => (at === index ? { ...item, ...hindi } : item)) })
          }
          onRemove={() => onChange({ options: options.filter((_, at) => at !== index) })}
        />
      ))}
      <Button
        variant="outline"
        className="w-fit"
        disabled={!canAddOption(options)}
        onClick={() => onChange({ options: [...options, { name: '', values: [] }] })}
      >
        <Plus className="size-4" />{' '}
        {options.length === 0 ? 'Add an option (size, colour…)' : 'Add another option'}
      </Button>
      {!canAddOption(options) && (
        <p className="text-xs text-muted">A product may have at most {MAX_OPTIONS} options.</p>
      )}
    </div>
  );
}
