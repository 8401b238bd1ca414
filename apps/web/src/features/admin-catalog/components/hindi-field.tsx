import { describedBy, FormField } from '@/components/form-field';
import { Input, Textarea } from '@/components/ui/input';

/** What an empty Hindi field means, said in it. */
const HINDI_PLACEHOLDER = 'Optional: the English is shown without it';

/**
 * A Hindi text beside its English one (issue 28): optional, since a Hindi page reads the English
 * where it is empty. `lang="hi"` lets phones offer a Devanagari keyboard and the browser its font.
 */
export function HindiField({
  id,
  label,
  value,
  onChange,
  error,
  multiline = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's problem with it, named `translations.hi.<field>`. */
  error: string | undefined;
  multiline?: boolean;
}) {
  const control = {
    id,
    lang: 'hi',
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    placeholder: HINDI_PLACEHOLDER,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, error),
  };
  return (
    <FormField id={id} label={label} error={error}>
      {multiline ? <Textarea {...control} className="min-h-20" /> : <Input {...control} />}
    </FormField>
  );
}

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
