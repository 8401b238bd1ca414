import { describedBy, FormField } from '@/components/form-field';
import { Input, Textarea } from '@/components/ui/input';

/** What an empty Hindi field means, said in it. */
const HINDI_PLACEHOLDER = 'Optional: the English is shown without it';

/**
 * A Hindi text beside its English one (issue 28): optional, since a Hindi page reads the English
 * where it is empty. The back office's catalogue, pages and settings edit their Hindi with it.
 * `lang="hi"` lets phones offer a Devanagari keyboard and the browser its font.
 */
export function HindiField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  multiline = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's problem with it, named `translations.hi.<field>`. */
  error: string | undefined;
  /** What to mind in writing it, shown under it while there is no problem. */
  hint?: string;
  multiline?: boolean;
}) {
  const control = {
    id,
    lang: 'hi',
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    placeholder: HINDI_PLACEHOLDER,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, error, hint),
  };
  return (
    <FormField id={id} label={label} error={error} {...(hint ? { hint } : {})}>
      {multiline ? <Textarea {...control} className="min-h-20" /> : <Input {...control} />}
    </FormField>
  );
}
