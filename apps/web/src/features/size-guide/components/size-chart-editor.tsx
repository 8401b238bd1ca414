import {
  columnHeading,
  SIZE_CHART_COLUMN_LABEL_MAX,
  SIZE_CHART_COLUMNS_MAX,
  SIZE_CHART_NOTE_MAX,
  SIZE_CHART_ROWS_MAX,
  SIZE_CHART_UNITS,
  sizeChartProblems,
  type SizeChartUnit,
} from '@shop/domain';
import { Plus, Save, Trash2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { describedBy, FormAlert, FormField } from '@/components/form-field';
import { Form } from '@/components/form';
import { HindiField } from '@/components/hindi-field';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSaveSizeChart } from '../api/save-size-chart';
import {
  bodyOf,
  draftErrors,
  emptyRow,
  fieldIds,
  newColumn,
  type ChartDraft,
  type ColumnDraft,
  type RowDraft,
} from '../lib/chart-draft';

/** A message under a grid input, tied to it by aria-describedby. */
function CellError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 max-w-48 text-xs whitespace-normal text-danger">
      {error}
    </p>
  );
}

/** What an empty Hindi field shows: the English a Hindi page reads instead (decision 074). */
const readsAs = (english: string) => (english.trim() ? `Empty: reads “${english.trim()}”` : 'Optional');

const unitLabel = (unit: SizeChartUnit | null) =>
  unit === 'in' ? 'Inches' : unit === 'cm' ? 'Centimetres' : unit === 'mm' ? 'Millimetres' : 'Text';

function ColumnsEditor({
  columns,
  errors,
  onChange,
}: {
  columns: ColumnDraft[];
  errors: Record<string, string>;
  onChange: (columns: ColumnDraft[]) => void;
}) {
  const update = (id: string, change: Partial<ColumnDraft>) =>
    onChange(columns.map((column) => (column.id === id ? { ...column, ...change } : column)));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium text-ink">
        Columns (after Size), each with its name in Hindi
      </legend>
      {columns.map((column, index) => {
        const labelId = fieldIds.column(column, 'label');
        const hindiId = fieldIds.column(column, 'labelHi');
        const unitId = fieldIds.column(column, 'unit');
        const labelError = errors[labelId] ?? errors[fieldIds.column(column, 'key')];
        return (
          <div
            key={column.id}
            className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[1fr_1fr_11rem_auto]"
          >
            <div className="col-start-1 row-start-1">
              <Input
                id={labelId}
                aria-label={`Name of column ${index + 1}`}
                value={column.label}
                placeholder="e.g. Bust"
                aria-invalid={labelError ? true : undefined}
                aria-describedby={describedBy(labelId, labelError)}
                onChange={(event) => update(column.id, { label: event.target.value })}
              />
              <CellError id={labelId} error={labelError} />
            </div>
            <div className="col-start-1 row-start-2 sm:col-start-2 sm:row-start-1">
              <Input
                id={hindiId}
                lang="hi"
                aria-label={`Name of column ${index + 1} in Hindi`}
                maxLength={SIZE_CHART_COLUMN_LABEL_MAX}
                value={column.labelHi}
                placeholder={readsAs(column.label)}
                aria-invalid={errors[hindiId] ? true : undefined}
                aria-describedby={describedBy(hindiId, errors[hindiId])}
                onChange={(event) => update(column.id, { labelHi: event.target.value })}
              />
              <CellError id={hindiId} error={errors[hindiId]} />
            </div>
            <div className="col-start-1 row-start-3 sm:col-start-3 sm:row-start-1">
              <NativeSelect
                id={unitId}
                aria-label={`Unit of column ${index + 1}`}
                value={column.unit ?? ''}
                aria-invalid={errors[unitId] ? true : undefined}
                aria-describedby={describedBy(unitId, errors[unitId])}
                onChange={(event) =>
                  update(column.id, {
                    unit: (SIZE_CHART_UNITS as readonly string[]).includes(event.target.value)
                      ? (event.target.value as SizeChartUnit)
                      : null,
                  })
                }
              >
                {[...SIZE_CHART_UNITS, null].map((unit) => (
                  <option key={unit ?? 'text'} value={unit ?? ''}>
                    {unitLabel(unit)}
                  </option>
                ))}
              </NativeSelect>
              <CellError id={unitId} error={errors[unitId]} />
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="col-start-2 row-start-1 sm:col-start-4"
              aria-label={`Remove column ${column.label || index + 1}`}
              disabled={columns.length === 1}
              onClick={() => onChange(columns.filter((other) => other.id !== column.id))}
            >
              <X className="size-4" />
            </Button>
          </div>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={columns.length >= SIZE_CHART_COLUMNS_MAX}
        onClick={() => onChange([...columns, newColumn()])}
      >
        <Plus className="size-4" /> Add column
      </Button>
    </fieldset>
  );
}

function RowsGrid({
  draft,
  errors,
  onRows,
}: {
  draft: ChartDraft;
  errors: Record<string, string>;
  onRows: (rows: RowDraft[]) => void;
}) {
  const update = (id: string, change: (row: RowDraft) => RowDraft) =>
    onRows(draft.rows.map((row) => (row.id === id ? change(row) : row)));
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-sm font-medium text-ink">
        Rows ({draft.rows.length} of at most {SIZE_CHART_ROWS_MAX})
      </legend>
      <div className="max-w-full overflow-x-auto rounded-xl border border-line">
        <table className="w-full border-collapse text-sm">
          <thead className="bg-sand/70 text-left">
            <tr>
              <th scope="col" className="px-2 py-2 font-semibold text-ink">
                Size
              </th>
              {draft.columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className="px-2 py-2 font-semibold whitespace-nowrap text-ink"
                >
                  {columnHeading(column) || 'Unnamed'}
                </th>
              ))}
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.rows.map((row, index) => {
              const sizeId = fieldIds.size(row);
              const name = row.size.trim() || `row ${index + 1}`;
              return (
                <tr key={row.id} className="border-t border-line align-top">
                  <td className="px-2 py-1.5">
                    <Input
                      id={sizeId}
                      aria-label={`Size, row ${index + 1}`}
                      value={row.size}
                      className="h-10 w-20"
                      aria-invalid={errors[sizeId] ? true : undefined}
                      aria-describedby={describedBy(sizeId, errors[sizeId])}
                      onChange={(event) =>
                        update(row.id, (current) => ({ ...current, size: event.target.value }))
                      }
                    />
                    <CellError id={sizeId} error={errors[sizeId]} />
                  </td>
                  {draft.columns.map((column) => {
                    const cellId = fieldIds.cell(row, column);
                    return (
                      <td key={column.id} className="px-2 py-1.5">
                        <Input
                          id={cellId}
                          aria-label={`${columnHeading(column) || 'Unnamed column'}, size ${name}`}
                          value={row.cells[column.id] ?? ''}
                          inputMode={column.unit ? 'decimal' : 'text'}
                          className="h-10 w-24"
                          aria-invalid={errors[cellId] ? true : undefined}
                          aria-describedby={describedBy(cellId, errors[cellId])}
                          onChange={(event) =>
                            update(row.id, (current) => ({
                              ...current,
                              cells: { ...current.cells, [column.id]: event.target.value },
                            }))
                          }
                        />
                        <CellError id={cellId} error={errors[cellId]} />
                      </td>
                    );
                  })}
                  <td className="px-1 py-1.5">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove size ${name}`}
                      disabled={draft.rows.length === 1}
                      onClick={() => onRows(draft.rows.filter((other) => other.id !== row.id))}
                    >
                      <Trash2 className="size-4" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={draft.rows.length >= SIZE_CHART_ROWS_MAX}
        onClick={() => onRows([...draft.rows, emptyRow()])}
      >
        <Plus className="size-4" /> Add row
      </Button>
    </fieldset>
  );
}

/**
 * One category's chart, edited whole: title, note, columns and the grid of rows. Problems the
 * domain rules find are shown before sending; the server's (by field) after.
 */
export function SizeChartEditor({
  categoryId,
  initial,
  onDelete,
}: {
  categoryId: string;
  initial: ChartDraft;
  /** Shown when the category has a chart of its own. */
  onDelete?: (() => void) | undefined;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSizeChart();
  const set = <K extends keyof ChartDraft>(key: K, value: ChartDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { body, keys } = bodyOf(draft);
    const problems = sizeChartProblems(body);
    if (!body.title.trim()) problems.unshift({ field: 'title', message: 'Title is required' });
    if (problems.length > 0) {
      setErrors(draftErrors(problems, draft, keys));
      return;
    }
    try {
      const saved = await save.mutateAsync({ categoryId, body });
      setErrors({});
      toast({
        title: 'Size chart saved',
        description: `${saved.categoryName}: ${saved.title}`,
        variant: 'success',
      });
    } catch (error) {
      setErrors(error instanceof ApiError ? draftErrors(error.details, draft, keys) : {});
      toastError('Save failed', errorMessage(error, 'Failed to save the size chart'));
    }
  }

  const count = Object.keys(errors).length;
  const placed = new Set(['title', 'note', fieldIds.titleHi, fieldIds.noteHi]);
  const unplaced = Object.entries(errors).filter(
    ([id]) => !placed.has(id) && !/^(column|row|cell)-/.test(id),
  );
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="grid min-w-0 gap-5">
      <FormAlert
        message={
          count > 0
            ? `Please fix ${count === 1 ? 'the problem' : `the ${count} problems`} marked below.${unplaced
                .map(([, message]) => ` ${message}.`)
                .join('')}`
            : null
        }
      />
      {/* Each text with its Hindi beside it (below it on a phone; decision 074). */}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="chart-title" label="Title" error={errors.title}>
          <Input
            id="chart-title"
            value={draft.title}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy('chart-title', errors.title)}
            onChange={(event) => set('title', event.target.value)}
          />
        </FormField>
        <HindiField
          id={fieldIds.titleHi}
          label="Title in Hindi"
          value={draft.titleHi}
          onChange={(text) => set('titleHi', text)}
          error={errors[fieldIds.titleHi]}
        />
        <FormField
          id="chart-note"
          label="How to measure"
          error={errors.note}
          hint={`Shown under the chart; at most ${SIZE_CHART_NOTE_MAX} characters.`}
        >
          <Textarea
            id="chart-note"
            value={draft.note}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={describedBy('chart-note', errors.note, 'hint')}
            onChange={(event) => set('note', event.target.value)}
          />
        </FormField>
        <HindiField
          id={fieldIds.noteHi}
          label="How to measure, in Hindi"
          value={draft.noteHi}
          onChange={(text) => set('noteHi', text)}
          error={errors[fieldIds.noteHi]}
          multiline
        />
      </div>
      <ColumnsEditor
        columns={draft.columns}
        errors={errors}
        onChange={(columns) => set('columns', columns)}
      />
      <RowsGrid draft={draft} errors={errors} onRows={(rows) => set('rows', rows)} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="text-white" label="Saving" /> : <Save className="size-4" />}{' '}
          Save chart
        </Button>
        {onDelete && (
          <Button variant="outline" className="text-danger" onClick={onDelete}>
            <Trash2 className="size-4" /> Delete chart
          </Button>
        )}
      </div>
    </Form>
  );
}
