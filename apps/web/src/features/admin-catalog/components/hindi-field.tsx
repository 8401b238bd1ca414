import { describedBy, FormField } from '@/components/form-field';
import { HindiField } from '@/components/hindi-field';
import { Input, Textarea } from '@/components/ui/input';

type TextKey = 'name' | 'nameHi' | 'description' | 'descriptionHi';

/**
 * The name and description of a product or category, each with its Hindi beside it (below it on
 * a phone). The server's problems come as `name`, `description` and `translations.hi.<field>`.
 */
export function NameAndDescriptionFields({
  idPrefix,
  nameLabel,
  namePlaceholder,
  values,
  onChange,
  errors,
}: {
  idPrefix: 'product' | 'category';
  nameLabel: string;
  namePlaceholder: string;
  values: Record<TextKey, string>;
  onChange: (key: TextKey, text: string) => void;
  errors: Partial<Record<string, string>>;
}) {
  const english = (key: 'name' | 'description') => ({
    id: `${idPrefix}-${key}`,
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': describedBy(`${idPrefix}-${key}`, errors[key]),
  });
  const hindi = (key: 'name' | 'description') => ({
    id: `${idPrefix}-${key}Hi`,
    value: values[`${key}Hi`],
    onChange: (text: string) => onChange(`${key}Hi`, text),
    error: errors[`translations.hi.${key}`],
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={`${idPrefix}-name`} label={nameLabel} error={errors.name}>
        <Input {...english('name')} placeholder={namePlaceholder} />
      </FormField>
      <HindiField {...hindi('name')} label="Name in Hindi" />
      <FormField id={`${idPrefix}-description`} label="Description" error={errors.description}>
        <Textarea {...english('description')} className="min-h-24" />
      </FormField>
      <HindiField {...hindi('description')} label="Description in Hindi" multiline />
    </div>
  );
}
