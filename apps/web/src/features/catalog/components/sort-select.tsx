import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import type { SortOption } from '../hooks/sort-params';
import { useT } from '@/lib/i18n/i18n';

/** "Sort by" and the orders a listing or search offers; picking one changes the URL. */
export function SortSelect({
  options,
  value,
  onChange,
}: {
  options: readonly SortOption[];
  value: SortOption;
  onChange: (key: string) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="ml-auto flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        {t('catalog.sortBy')}
      </label>
      <NativeSelect
        id={id}
        className="w-48"
        value={value.key}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {t(option.label)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
