import { useId, type ComponentProps } from 'react';
import { describedBy, FormField } from '@/components/form-field';
import { Input, Textarea } from '@/components/ui/input';

interface SettingLabel {
  label: string;
  error: string | undefined;
  hint?: string | undefined;
  className?: string;
}

/** Wraps one control of the settings form in its label, with its error (or hint) under it. */
function Setting({
  label,
  error,
  hint,
  className,
  control,
}: SettingLabel & { control: (aria: ComponentProps<'input'>) => React.ReactNode }) {
  const id = useId();
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      {...(hint ? { hint } : {})}
      {...(className ? { className } : {})}
    >
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, error, hint),
      })}
    </FormField>
  );
}

/** One labelled input of the settings form. */
export function TextSetting({
  label,
  error,
  hint,
  className,
  ...input
}: SettingLabel & Omit<ComponentProps<typeof Input>, 'id' | 'className'>) {
  return (
    <Setting
      label={label}
      error={error}
      hint={hint}
      {...(className ? { className } : {})}
      control={(aria) => <Input {...aria} {...input} />}
    />
  );
}

/** One labelled box of several lines (an address, a list of pincodes). */
export function TextAreaSetting({
  label,
  error,
  hint,
  className,
  ...textarea
}: SettingLabel & Omit<ComponentProps<typeof Textarea>, 'id' | 'className'>) {
  return (
    <Setting
      label={label}
      error={error}
      hint={hint}
      {...(className ? { className } : {})}
      control={({ id, ...aria }) => (
        <Textarea
          id={id}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={aria['aria-describedby']}
          className="min-h-16"
          {...textarea}
        />
      )}
    />
  );
}
