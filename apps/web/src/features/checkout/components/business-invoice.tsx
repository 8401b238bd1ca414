import {
  businessNameProblem,
  EXAMPLE_GSTIN,
  gstinFieldProblem,
  normaliseGstin,
  shopperMessage,
  type ErrorDetail,
} from '@shop/domain';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { describedBy, FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { MessageId } from '@/lib/i18n/catalogue';
import { useT } from '@/lib/i18n/i18n';
import { useLanguage } from '@/lib/language';

type BusinessField = 'buyerGstin' | 'buyerName';
type BusinessErrors = Partial<Record<BusinessField, string>>;
const FIELDS: BusinessField[] = ['buyerGstin', 'buyerName'];

/**
 * A business buying with its GSTIN (decision 050): an optional disclosure at checkout. Closed, it
 * sends nothing; open, both fields go together and are checked by the server's rules, in its words.
 */
export function useBusinessInvoice() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<BusinessField, string>>({ buyerGstin: '', buyerName: '' });
  const [errors, setErrors] = useState<BusinessErrors>({});

  const change = (field: BusinessField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The fields to send ({} when closed or both empty), or null with the first wrong one focused. */
  const resolve = (): { buyerGstin?: string; buyerName?: string } | null => {
    if (!open || (!values.buyerGstin.trim() && !values.buyerName.trim())) return {};
    const found: BusinessErrors = {};
    const gstinError = gstinFieldProblem(values.buyerGstin, { allowEmpty: false });
    const nameError = businessNameProblem(values.buyerName);
    if (gstinError) found.buyerGstin = gstinError;
    if (nameError) found.buyerName = nameError;
    if (!gstinError && !nameError)
      return { buyerGstin: normaliseGstin(values.buyerGstin), buyerName: values.buyerName.trim() };
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(first)?.focus();
    return null;
  };

  /** The server's words on either field, shown under it (the disclosure opens to show them). */
  const showServerErrors = (details: readonly ErrorDetail[]) => {
    const found: BusinessErrors = {};
    for (const detail of details) {
      if ((FIELDS as string[]).includes(detail.field))
        found[detail.field as BusinessField] ??= detail.message;
    }
    if (Object.keys(found).length) setOpen(true);
    setErrors(found);
  };

  return { view: { open, setOpen, values, errors, change }, resolve, showServerErrors };
}
type BusinessInvoiceView = ReturnType<typeof useBusinessInvoice>['view'];

const LABELS: Record<
  BusinessField,
  { label: MessageId; hint: MessageId; autoComplete: string; example?: boolean }
> = {
  buyerGstin: {
    label: 'checkout.gstin.label',
    hint: 'checkout.gstin.hint',
    autoComplete: 'off',
    example: true,
  },
  buyerName: {
    label: 'checkout.businessName.label',
    hint: 'checkout.businessName.hint',
    autoComplete: 'organization',
  },
};

/** "Add GSTIN for a business invoice": closed unless the buyer opens it. */
export function BusinessInvoiceFields({ view, disabled }: { view: BusinessInvoiceView; disabled?: boolean }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="grid gap-4">
      <button
        type="button"
        className="flex min-h-11 items-center gap-2 self-start text-sm font-medium text-accent underline-offset-4 hover:underline"
        aria-expanded={view.open}
        aria-controls="business-invoice"
        onClick={() => view.setOpen(!view.open)}
      >
        {t('checkout.gstin.toggle')}
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'size-4 transition-transform motion-reduce:transition-none',
            view.open && 'rotate-180',
          )}
        />
      </button>
      {view.open && (
        <div id="business-invoice" className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => {
            const { autoComplete, example } = LABELS[field];
            const label = t(LABELS[field].label);
            const hint = t(LABELS[field].hint);
            const placeholder = example
              ? t('checkout.gstin.placeholder', { example: EXAMPLE_GSTIN })
              : undefined;
            // The field rules' English in the page's language (the server's words come in it already).
            const found = view.errors[field];
            const error = found && shopperMessage(found, language);
            return (
              <FormField key={field} id={field} label={label} error={error} hint={hint}>
                <Input
                  id={field}
                  name={field}
                  autoComplete={autoComplete}
                  placeholder={placeholder}
                  // eslint-disable-next-line lingui/no-unlocalized-strings -- an attribute value, not a word
                  autoCapitalize={field === 'buyerGstin' ? 'characters' : undefined}
                  spellCheck={false}
                  value={view.values[field]}
                  onChange={(event) => view.change(field, event.target.value)}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(field, error, hint)}
                />
              </FormField>
            );
          })}
        </div>
      )}
    </div>
  );
}
