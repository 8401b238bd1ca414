import { describedBy, FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import type { MessageId } from '@/lib/i18n/catalogue';
import { useT } from '@/lib/i18n/i18n';
import { ChoicePill } from './choice-pill';
import type { RefundMethod, RefundToFields as Fields, ReturnFormErrors } from '../lib/return-form';

type TextField = Exclude<keyof Fields, 'method'>;

const METHODS: { method: RefundMethod; label: MessageId }[] = [
  { method: 'upi', label: 'payment.method.upi' },
  { method: 'bank', label: 'return.refundTo.bank' },
];

const INPUTS: Record<
  TextField,
  { label: MessageId; hint?: MessageId; autoComplete: string; inputMode?: 'numeric' | 'email' | 'text' }
> = {
  upiId: {
    label: 'return.refundTo.upiId',
    hint: 'return.refundTo.upiIdHint',
    autoComplete: 'off',
    inputMode: 'email',
  },
  accountName: { label: 'return.refundTo.accountName', autoComplete: 'name' },
  accountNumber: { label: 'return.refundTo.accountNumber', autoComplete: 'off', inputMode: 'numeric' },
  confirmAccountNumber: {
    label: 'return.refundTo.confirmAccountNumber',
    hint: 'return.refundTo.confirmHint',
    autoComplete: 'off',
    inputMode: 'numeric',
  },
  ifsc: { label: 'return.refundTo.ifsc', hint: 'return.refundTo.ifscHint', autoComplete: 'off' },
};

/** Cash on Delivery refunds: "Refund to your UPI ID", or to a bank account typed twice with its IFSC. */
export function RefundToFields({
  value,
  onChange,
  errors,
}: {
  value: Fields;
  onChange: (value: Fields) => void;
  errors: ReturnFormErrors;
}) {
  const t = useT();
  const field = (name: TextField) => {
    const id = `refund-${name}`;
    const { autoComplete, inputMode } = INPUTS[name];
    const label = t(INPUTS[name].label);
    const hintId = INPUTS[name].hint;
    const hint = hintId ? t(hintId) : undefined;
    return (
      <FormField key={name} id={id} label={label} error={errors[name]} {...(hint ? { hint } : {})}>
        <Input
          id={id}
          name={name}
          autoComplete={autoComplete}
          inputMode={inputMode}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- input settings, not words
          autoCapitalize={name === 'ifsc' ? 'characters' : name === 'accountName' ? 'words' : 'none'}
          spellCheck={false}
          value={value[name]}
          onChange={(event) => onChange({ ...value, [name]: event.target.value })}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy(id, errors[name], hint)}
        />
      </FormField>
    );
  };
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-medium text-ink">{t('return.refundTo.legend')}</legend>
      <p className="-mt-2 text-xs text-muted">{t('return.refundTo.why')}</p>
      <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t('return.refundTo.label')}>
        {METHODS.map(({ method, label }) => (
          <ChoicePill
            key={method}
            name="refund-method"
            value={method}
            checked={value.method === method}
            onChoose={() => onChange({ ...value, method })}
          >
            {t(label)}
          </ChoicePill>
        ))}
      </div>
      {errors.refundTo && (
        <p role="alert" className="text-sm text-danger">
          {errors.refundTo}
        </p>
      )}
      {value.method === 'upi'
        ? field('upiId')
        : // eslint-disable-next-line lingui/no-unlocalized-strings -- field names, not words
          (['accountName', 'accountNumber', 'confirmAccountNumber', 'ifsc'] as const).map(field)}
    </fieldset>
  );
}
