import { EXAMPLE_GSTIN, formatRupees, INDIAN_STATES, type IndianState } from '@shop/domain';
import { ArrowLeft, ArrowRight, Store } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@/lib/router';
import { Form } from '@/components/form';
import { describedBy, FormField } from '@/components/form-field';
import { ErrorState } from '@/components/states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { PasswordInput, PasswordStrengthMeter, useAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { shopInfoQuery } from '@/lib/shop-info';
import { usePageTitle } from '@/lib/use-page-title';
import { completeSetup } from '../api/complete-setup';
import { setupStatusQuery, useSetupStatus } from '../api/get-setup-status';
import {
  emptySetupForm,
  errorsByField,
  firstStepWithError,
  formErrors,
  setupBody,
  stepErrors,
  stepIndex,
  STEPS,
  withOfficerPrefilled,
  withPayeePrefilled,
  type FieldKey,
  type SetupForm,
  type StepKey,
  type WizardErrors,
} from '../lib/wizard';

/** The first-run setup at /setup (issue 26): one step at a time, one POST at the end. */
export function SetupPage() {
  usePageTitle('Set up your shop');
  const status = useSetupStatus();
  const { user, isInitializing } = useAuth();
  if (status.isPending || isInitializing) {
    return (
      <div className="grid min-h-[50vh] place-items-center">
        <Spinner label="Loading" />
      </div>
    );
  }
  if (status.isError) return <ErrorState onRetry={() => void status.refetch()} />;
  if (!status.data.needed) {
    // Set up already: the owner signs in (or is in) and works in the back office.
    return <Navigate to={user && user.role !== 'customer' ? '/dashboard' : '/auth'} replace />;
  }
  return <SetupWizard />;
}

function SetupWizard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { adoptSession } = useAuth();
  const [form, setForm] = useState<SetupForm>(() =>
    emptySetupForm(typeof window === 'undefined' ? '' : window.location.origin),
  );
  const [step, setStep] = useState<StepKey>('account');
  const [errors, setErrors] = useState<WizardErrors>({});
  const [problem, setProblem] = useState<ReactNode>(null);
  const [submitting, setSubmitting] = useState(false);
  const index = stepIndex(step);
  const last = index === STEPS.length - 1;

  const set = <K extends FieldKey>(key: K, value: SetupForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    // A field that spoke up is quiet once changed; the next Next checks it again.
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const show = (found: WizardErrors, at: StepKey) => {
    setErrors(found);
    setStep(at);
    // The first field with a message takes the focus, once its step is on screen.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const goTo = (next: StepKey) => {
    setProblem(null);
    let prepared = form;
    if (next === 'upi') prepared = withPayeePrefilled(prepared);
    if (next === 'grievance') prepared = withOfficerPrefilled(prepared);
    setForm(prepared);
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const own = stepErrors(form, step);
    if (Object.keys(own).length > 0) return show(own, step);
    const next = STEPS[index + 1];
    if (next) return goTo(next.key);

    // The last step: everything once more, then the one call.
    const all = formErrors(form);
    const wrongStep = firstStepWithError(all);
    if (wrongStep) return show(all, wrongStep);
    setSubmitting(true);
    try {
      await adoptSession(await completeSetup(setupBody(form)));
      // The storefront showed the built-in identity until now: every screen reads the owner's.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shopInfoQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: setupStatusQuery.queryKey }),
      ]);
      toast({
        title: 'Your shop is set up',
        description: 'Welcome to your back office.',
        variant: 'success',
      });
      void navigate('/dashboard', { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.code === 'SETUP_DONE') {
        setProblem(
          <>
            This shop is already set up.{' '}
            <Link to="/auth" className="font-semibold underline">
              Sign in
            </Link>{' '}
            instead.
          </>,
        );
        return;
      }
      const fromServer = error instanceof ApiError ? errorsByField(error.details) : {};
      const at = firstStepWithError(fromServer);
      if (at) return show(fromServer, at);
      setProblem(error instanceof ApiError ? error.message : 'Could not reach the shop. Please try again.');
    }
  }

  const field = (key: FieldKey) => {
    const id = `setup-${key}`;
    return {
      id,
      name: key,
      'aria-invalid': errors[key] ? true : undefined,
      'aria-describedby': describedBy(id, errors[key]),
    };
  };
  const text = (key: Exclude<FieldKey, 'registered' | 'state'>) => ({
    ...field(key),
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  return (
    <div className="mx-auto grid w-full max-w-xl gap-5 px-4 py-6 sm:py-10">
      <header className="grid gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-accent">
          <Store className="size-4" aria-hidden="true" /> Set up your shop
        </p>
        <p className="text-sm text-muted" aria-live="polite">
          Step {index + 1} of {STEPS.length}
        </p>
        <div className="grid grid-cols-7 gap-1" aria-hidden="true">
          {STEPS.map((entry, position) => (
            <span
              key={entry.key}
              className={
                position <= index ? 'h-1.5 rounded-full bg-accent' : 'h-1.5 rounded-full bg-sand-deep'
              }
            />
          ))}
        </div>
      </header>

      <Card>
        <CardHeader>
          <CardTitle as="h1">{STEPS[index]?.title}</CardTitle>
          <CardDescription>{STEP_INTROS[step]}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form onSubmit={submit} noValidate className="grid gap-4">
            {problem ? (
              <p
                role="alert"
                className="rounded-xl border border-danger/30 bg-danger-soft px-3.5 py-2.5 text-sm text-ink"
              >
                {problem}
              </p>
            ) : null}

            {step === 'account' ? (
              <>
                <Field
                  id="setup-code"
                  label="Setup code"
                  error={errors.code}
                  hint="10 letters and digits, shown in the server’s log after “setup code:”."
                >
                  <Input
                    {...text('code')}
                    autoComplete="one-time-code"
                    autoCapitalize="characters"
                    spellCheck={false}
                    placeholder="K7QM2XW9PD"
                    className="font-mono tracking-widest uppercase"
                  />
                </Field>
                <Field id="setup-fullName" label="Your full name" error={errors.fullName}>
                  <Input {...text('fullName')} autoComplete="name" maxLength={100} />
                </Field>
                <Field id="setup-email" label="Your e-mail" error={errors.email} hint="You sign in with it.">
                  <Input
                    {...text('email')}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    placeholder="you@example.com"
                  />
                </Field>
                <Field id="setup-password" label="Choose a password" error={errors.password}>
                  <PasswordInput
                    {...text('password')}
                    aria-describedby={
                      errors.password
                        ? 'setup-password-error'
                        : form.password
                          ? 'setup-password-strength'
                          : undefined
                    }
                    autoComplete="new-password"
                    placeholder="At least 6 characters"
                  />
                  <PasswordStrengthMeter
                    fieldId="setup-password"
                    password={form.password}
                    owner={{ email: form.email, fullName: form.fullName }}
                  />
                </Field>
              </>
            ) : null}

            {step === 'shop' ? (
              <>
                <Field
                  id="setup-shopName"
                  label="Shop name"
                  error={errors.shopName}
                  hint="What shoppers see at the top of every page."
                >
                  <Input {...text('shopName')} autoComplete="organization" maxLength={80} />
                </Field>
                <Field
                  id="setup-legalName"
                  label="Legal name of the business"
                  error={errors.legalName}
                  hint="As on your PAN or GST registration; printed on invoices."
                >
                  <Input {...text('legalName')} maxLength={120} />
                </Field>
                <Field
                  id="setup-addressText"
                  label="Address"
                  error={errors.addressText}
                  hint="One line per line, up to 4. City, pincode and state go below."
                >
                  <Textarea
                    {...text('addressText')}
                    rows={3}
                    className="min-h-20"
                    autoComplete="street-address"
                  />
                </Field>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field id="setup-city" label="City" error={errors.city}>
                    <Input {...text('city')} autoComplete="address-level2" />
                  </Field>
                  <Field id="setup-pincode" label="Pincode" error={errors.pincode}>
                    <Input
                      {...text('pincode')}
                      inputMode="numeric"
                      maxLength={6}
                      autoComplete="postal-code"
                    />
                  </Field>
                </div>
                <Field id="setup-state" label="State" error={errors.state}>
                  <NativeSelect
                    {...field('state')}
                    value={form.state}
                    onChange={(event) => set('state', event.target.value as IndianState)}
                  >
                    {INDIAN_STATES.map((state) => (
                      <option key={state}>{state}</option>
                    ))}
                  </NativeSelect>
                </Field>
                <Field
                  id="setup-shopEmail"
                  label="Customer-care e-mail"
                  error={errors.shopEmail}
                  hint="Shoppers write to this address."
                >
                  <Input
                    {...text('shopEmail')}
                    type="email"
                    inputMode="email"
                    placeholder="care@yourshop.in"
                  />
                </Field>
                <Field id="setup-phone" label="Customer-care phone" error={errors.phone}>
                  <Input
                    {...text('phone')}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    placeholder="+91 98765 43210"
                  />
                </Field>
                <Field
                  id="setup-whatsapp"
                  label="WhatsApp number"
                  error={errors.whatsapp}
                  hint="With the country code, for example +91 98765 43210."
                >
                  <Input {...text('whatsapp')} type="tel" inputMode="tel" placeholder="+91 98765 43210" />
                </Field>
              </>
            ) : null}

            {step === 'gst' ? (
              <>
                <fieldset className="grid gap-2">
                  <legend className="mb-2 text-sm font-medium text-ink">
                    Is your business registered for GST?
                  </legend>
                  {[
                    {
                      value: true,
                      label: 'Yes, we have a GSTIN',
                      hint: 'Orders get tax invoices and GST is shown in prices.',
                    },
                    {
                      value: false,
                      label: 'No, not registered',
                      hint: 'No GST is charged. You can change this later in Shop Settings.',
                    },
                  ].map((choice) => (
                    <label
                      key={String(choice.value)}
                      className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-card p-3.5 has-[:checked]:border-accent has-[:checked]:bg-accent/5"
                    >
                      <input
                        type="radio"
                        name="registered"
                        className="mt-1 size-4 accent-[var(--color-accent)]"
                        aria-label={choice.label}
                        aria-describedby={`setup-registered-${String(choice.value)}-hint`}
                        checked={form.registered === choice.value}
                        onChange={() => set('registered', choice.value)}
                      />
                      <span className="grid gap-0.5 text-sm font-medium text-ink">
                        {choice.label}
                        <span
                          id={`setup-registered-${String(choice.value)}-hint`}
                          className="text-xs font-normal text-muted"
                        >
                          {choice.hint}
                        </span>
                      </span>
                    </label>
                  ))}
                </fieldset>
                {form.registered ? (
                  <Field
                    id="setup-gstin"
                    label="GSTIN"
                    error={errors.gstin}
                    hint="15 characters, starting with your state code."
                  >
                    <Input
                      {...text('gstin')}
                      onChange={(event) => set('gstin', event.target.value.toUpperCase())}
                      autoCapitalize="characters"
                      spellCheck={false}
                      maxLength={15}
                      placeholder={EXAMPLE_GSTIN}
                    />
                  </Field>
                ) : null}
              </>
            ) : null}

            {step === 'upi' ? (
              <>
                <Field
                  id="setup-upiVpa"
                  label="UPI ID"
                  error={errors.upiVpa}
                  hint="Shoppers pay to it from any UPI app. Leave it empty to take Cash on Delivery only."
                >
                  <Input
                    {...text('upiVpa')}
                    spellCheck={false}
                    autoCapitalize="none"
                    placeholder="yourshop@okaxis"
                  />
                </Field>
                <Field
                  id="setup-upiPayeeName"
                  label="Payee name"
                  error={errors.upiPayeeName}
                  hint="The name shoppers see in their UPI app."
                >
                  <Input {...text('upiPayeeName')} maxLength={50} />
                </Field>
              </>
            ) : null}

            {step === 'delivery' ? (
              <>
                <Field
                  id="setup-deliveryFee"
                  label="Delivery fee (₹)"
                  error={errors.deliveryFee}
                  hint="What an order pays for delivery, in whole rupees. 0 for free delivery."
                >
                  <Input {...text('deliveryFee')} inputMode="numeric" placeholder="79" />
                </Field>
                <Field
                  id="setup-freeAbove"
                  label="Free delivery above (₹)"
                  error={errors.freeAbove}
                  hint={freeAboveHint(form.freeAbove)}
                >
                  <Input {...text('freeAbove')} inputMode="numeric" placeholder="1499" />
                </Field>
              </>
            ) : null}

            {step === 'grievance' ? (
              <>
                <Field id="setup-officerName" label="Name" error={errors.officerName}>
                  <Input {...text('officerName')} maxLength={100} />
                </Field>
                <Field id="setup-officerDesignation" label="Designation" error={errors.officerDesignation}>
                  <Input {...text('officerDesignation')} maxLength={100} />
                </Field>
                <Field id="setup-officerEmail" label="E-mail" error={errors.officerEmail}>
                  <Input {...text('officerEmail')} type="email" inputMode="email" />
                </Field>
                <Field id="setup-officerPhone" label="Phone" error={errors.officerPhone}>
                  <Input {...text('officerPhone')} type="tel" inputMode="tel" />
                </Field>
              </>
            ) : null}

            {step === 'address' ? (
              <Field
                id="setup-publicUrl"
                label="Web address of your shop"
                error={errors.publicUrl}
                hint="Where shoppers find you, like https://yourshop.in. Links in e-mails use it. You can change it later."
              >
                <Input
                  {...text('publicUrl')}
                  type="url"
                  inputMode="url"
                  spellCheck={false}
                  autoCapitalize="none"
                  placeholder="https://yourshop.in"
                />
              </Field>
            ) : null}

            <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              {index > 0 ? (
                <Button
                  type="button"
                  variant="outline"
                  size="lg"
                  disabled={submitting}
                  onClick={() => goTo(STEPS[index - 1]?.key ?? 'account')}
                >
                  <ArrowLeft className="size-4" /> Back
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" size="lg" disabled={submitting}>
                {submitting ? <Spinner className="text-white" label="Setting up" /> : null}
                {last ? (submitting ? 'Setting up your shop...' : 'Set up my shop') : 'Next'}
                {last || submitting ? null : <ArrowRight className="size-4" />}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}

const STEP_INTROS: Record<StepKey, string> = {
  account:
    'The setup code proves you run this shop. Then make your own account: you will manage the shop with it.',
  shop: 'How shoppers know and reach your shop. The legal name and address go on invoices.',
  gst: 'Tell us whether your shop charges GST.',
  upi: 'Take payments straight into your bank account with UPI.',
  delivery: 'What shoppers pay for delivery, and from what order value it is free.',
  grievance:
    'Indian e-commerce rules ask every shop to name a person who answers complaints. It is often the owner.',
  address: 'Last step. Check the address and set up your shop.',
};

function freeAboveHint(typed: string): string {
  const value = Number(typed);
  if (typed.trim() !== '' && Number.isInteger(value) && value > 0) {
    return `Orders of ${formatRupees(value)} or more travel free. 0 makes every order free.`;
  }
  return 'Orders of this value or more travel free. 0 makes every order free.';
}

/** A labelled control with its error or hint underneath. */
function Field(props: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <FormField
      id={props.id}
      label={props.label}
      error={props.error}
      {...(props.hint ? { hint: props.hint } : {})}
    >
      {props.children}
    </FormField>
  );
}
