import type { Coupon } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { describedBy, FormAlert, FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { fieldErrorsOf, type FieldErrors } from '@/lib/form-errors';
import { useCouponCategories } from '../api/get-coupon-categories';
import { useSaveCoupon } from '../api/save-coupon';
import { bodyOf, draftOf, EMPTY_DRAFT, type CouponDraft } from '../lib/coupon-draft';

type TextField = 'code' | 'value' | 'minSubtotal' | 'startsAt' | 'endsAt' | 'usageLimit' | 'perCustomerLimit';

/**
 * Create or edit a code. The server checks every rule and answers per field (422) or on the code
 * (409, taken); the messages show under the fields they name.
 */
export function CouponDialog({
  coupon,
  open,
  onOpenChange,
}: {
  /** null: a new code. */
  coupon: Coupon | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{coupon ? `Edit ${coupon.code}` : 'New coupon'}</DialogTitle>
          <DialogDescription>
            Percent or rupees off the goods. Leave a limit empty for none. Codes are not case-sensitive.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted afresh each time it opens, so the form starts from the coupon as saved. */}
        {open && <CouponForm coupon={coupon} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CouponForm({ coupon, onDone }: { coupon: Coupon | null; onDone: () => void }) {
  const [draft, setDraft] = useState<CouponDraft>(coupon ? draftOf(coupon) : EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveCoupon();
  const categories = useCouponCategories();

  const set = <K extends keyof CouponDraft>(key: K, value: CouponDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ id: coupon?.id ?? null, body: bodyOf(draft) });
      toast({
        title: coupon ? 'Coupon saved' : 'Coupon created',
        description: saved.code,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setProblem(Object.keys(fields).length ? null : errorMessage(error, 'Could not save the coupon'));
    }
  }

  const text = (name: TextField, props: { type?: string; inputMode?: 'numeric' | 'decimal' } = {}) => ({
    id: `coupon-${name}`,
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': describedBy(`coupon-${name}`, errors[name]),
    ...props,
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormAlert message={problem} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="coupon-code" label="Code" error={errors.code}>
          <Input {...text('code')} autoComplete="off" className="uppercase" placeholder="DIWALI10" />
        </FormField>
        <FormField id="coupon-type" label="Type" error={errors.type}>
          <NativeSelect
            id="coupon-type"
            value={draft.type}
            onChange={(event) => set('type', event.target.value === 'fixed' ? 'fixed' : 'percent')}
          >
            <option value="percent">Percent off</option>
            <option value="fixed">Rupees off</option>
          </NativeSelect>
        </FormField>
        <FormField
          id="coupon-value"
          label={draft.type === 'percent' ? 'Percent off' : 'Rupees off (₹)'}
          error={errors.value}
        >
          <Input
            {...text('value', { inputMode: 'decimal' })}
            placeholder={draft.type === 'percent' ? '10' : '200'}
          />
        </FormField>
        <FormField id="coupon-minSubtotal" label="Minimum subtotal (₹)" error={errors.minSubtotal}>
          <Input {...text('minSubtotal', { inputMode: 'decimal' })} placeholder="None" />
        </FormField>
        <FormField id="coupon-startsAt" label="Starts" error={errors.startsAt}>
          <Input {...text('startsAt', { type: 'datetime-local' })} />
        </FormField>
        <FormField id="coupon-endsAt" label="Ends" error={errors.endsAt}>
          <Input {...text('endsAt', { type: 'datetime-local' })} />
        </FormField>
        <FormField id="coupon-usageLimit" label="Total uses" error={errors.usageLimit}>
          <Input {...text('usageLimit', { inputMode: 'numeric' })} placeholder="No limit" />
        </FormField>
        <FormField id="coupon-perCustomerLimit" label="Uses per customer" error={errors.perCustomerLimit}>
          <Input {...text('perCustomerLimit', { inputMode: 'numeric' })} placeholder="No limit" />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <CheckboxField
          id="coupon-firstOrderOnly"
          label="First order only"
          checked={draft.firstOrderOnly}
          onChange={(checked) => set('firstOrderOnly', checked)}
        />
        <CheckboxField
          id="coupon-active"
          label="Active"
          checked={draft.active}
          onChange={(checked) => set('active', checked)}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-ink">Only for these categories (none: everything)</legend>
        {/* Rows as tall as their names (auto-rows-max): in a box of fixed height the grid would
            otherwise squeeze them and a name wrapping to two lines would print over the next. */}
        <div
          className="grid max-h-60 auto-rows-max content-start gap-x-4 gap-y-1 overflow-y-auto rounded-xl border border-line p-3 sm:grid-cols-2"
          data-testid="coupon-categories"
        >
          {(categories.data ?? []).map((category) => (
            <CheckboxField
              className="items-start py-1 [&>input]:mt-0.5"
              key={category.id}
              id={`coupon-category-${category.id}`}
              label={category.name}
              checked={draft.categoryIds.includes(category.id)}
              onChange={(checked) =>
                set(
                  'categoryIds',
                  checked
                    ? [...draft.categoryIds, category.id]
                    : draft.categoryIds.filter((id) => id !== category.id),
                )
              }
            />
          ))}
        </div>
        {errors.categoryIds && <p className="text-sm text-danger">{errors.categoryIds}</p>}
      </fieldset>
      <FormDialogFooter
        submitLabel={coupon ? 'Save' : 'Create coupon'}
        pending={save.isPending}
        pendingLabel="Saving"
        onCancel={onDone}
      />
    </form>
  );
}

function CheckboxField({
  id,
  label,
  checked,
  onChange,
  className,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <div className={cn('flex min-h-11 items-center gap-2 sm:min-h-0', className)}>
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id} className="leading-snug font-normal">
        {label}
      </Label>
    </div>
  );
}
