import { CATEGORY_ICON_NAMES, CATEGORY_ICONS } from '@shop/domain';
import { Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import { CategoryIcon } from '@/components/category-icon';

function IconChoice({
  value,
  label,
  checked,
  onChoose,
  children,
}: {
  value: string;
  label: string;
  checked: boolean;
  onChoose: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label
      title={label}
      className="relative grid size-11 cursor-pointer place-items-center rounded-lg border border-line bg-card text-ink transition-colors hover:border-accent has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:text-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
    >
      <input
        type="radio"
        name="category-icon"
        value={value}
        checked={checked}
        onChange={() => onChoose(value)}
        // Invisible but covering the whole tile, so a tap anywhere on it chooses it.
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      />
      {children}
      <span className="sr-only">{label}</span>
    </label>
  );
}

/** The category's picture, chosen from the bundled icons (decision 044); arrow keys move the choice. */
export function CategoryIconPicker({ value, onChange }: { value: string; onChange: (icon: string) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">Icon</legend>
      <div className="flex flex-wrap gap-1.5">
        <IconChoice value="" label="No icon" checked={value === ''} onChoose={onChange}>
          <Ban aria-hidden="true" className="size-4 text-muted" />
        </IconChoice>
        {CATEGORY_ICON_NAMES.map((name) => (
          <IconChoice
            key={name}
            value={name}
            label={CATEGORY_ICONS[name]}
            checked={value === name}
            onChoose={onChange}
          >
            <CategoryIcon name={name} className="size-5" />
          </IconChoice>
        ))}
      </div>
    </fieldset>
  );
}
