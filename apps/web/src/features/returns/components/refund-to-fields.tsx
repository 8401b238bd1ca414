import { describedBy, FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { ChoicePill } from './choice-pill';
import type { RefundMethod, RefundToFields as Fields, ReturnFormErrors } from '../lib/return-form';

type TextField = Exclude<keyof Fields, 'method'>;

const METHODS: { method: RefundMethod; label: string }[] = [
  { method: 'upi', label: 'UPI' },
  { method: 'bank', label: 'Bank account' },
];

const INPUTS: Record<
  TextField,
  { label: string; hint?: string; autoComplete: string; inputMode?: 'numeric' | 'email' | 'text' }
> = {
  upiId: { label: 'UPI ID', hint: 'Like name@okhdfcbank', autoComplete: 'off', inputMode: 'email' },
  accountName: { label: 'Account holder’s name', autoComplete: 'name' },
  accountNumber: { label: 'Account number', autoComplete: 'off', inputMode: 'numeric' },
  confirmAccountNumber: {
    label: 'Account number again',
    hint: 'Type it once more, so a slip of the finger cannot send your money elsewhere',
    autoComplete: 'off',
    inputMode: 'numeric',
  },
  ifsc: { label: 'IFSC', hint: '11 characters, on your cheque book or passbook', autoComplete: 'off' },
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
  const field = (name: TextField) => {
    const id = `refund-${name}`;
    const { label, hint, autoComplete, inputMode } = INPUTS[name];
    return (
      <FormField key={name} id={id} label={label} error={errors[name]} {...(hint ? { hint } : {})}>
        <Input
          id={id}
          name={name}
          autoComplete={autoComplete}
          inputMode={inputMode}
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
      <legend className="mb-1 text-sm font-medium text-ink">Where should we send your refund?</legend>
      <p className="-mt-2 text-xs text-muted">
        You paid cash on delivery, so we send the money to your UPI ID or bank account.
      </p>
      <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label="Refund to">
        {METHODS.map(({ method, label }) => (
          <ChoicePill
            key={method}
            name="refund-method"
            value={method}
            checked={value.method === method}
            onChoose={() => onChange({ ...value, method })}
          >
            {label}
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
        : (['accountName', 'accountNumber', 'confirmAccountNumber', 'ifsc'] as const).map(field)}
    </fieldset>
  );
}
