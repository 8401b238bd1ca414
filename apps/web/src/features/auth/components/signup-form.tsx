import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Form } from '@/components/form';
import { describedBy, FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/use-toast';
import { authErrorMessage, fieldErrorsOf, type FieldErrors } from '@/lib/form-errors';
import { useT } from '@/lib/i18n/i18n';
import { useAuth } from '../auth-provider';
import { signUpErrors, type SignUpForm as SignUpFields } from '../validation';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';

const EMPTY: SignUpFields = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };
const FIELDS = Object.keys(EMPTY) as (keyof SignUpFields)[];

/** The first field with a message, in the order the form shows them. */
const firstWrong = (errors: FieldErrors) => FIELDS.find((name) => errors[name]);

/** The auth page, Sign up tab: first and last name, email, password twice. */
export function SignupForm({
  onSubmitStart,
  onSignedUp,
}: {
  /** Called just before the call, so the page knows the session that follows is its own. */
  onSubmitStart: () => void;
  onSignedUp: () => void;
}) {
  const { signUp } = useAuth();
  const t = useT();
  const [form, setForm] = useState(EMPTY);
  // A problem that is no field's (too many sign-ups, no connection); fields speak for themselves.
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const show = (found: FieldErrors) => {
    setErrors(found);
    const first = firstWrong(found);
    if (first) document.getElementById(`signup-${first}`)?.focus();
  };

  const set = (name: keyof SignUpFields, value: string) => {
    const next = { ...form, [name]: value };
    setForm(next);
    // A field that has spoken up says when it is right again, as the person types (the confirmation
    // follows the password too).
    if (errors[name] || (name === 'password' && errors.confirmPassword)) {
      const now = signUpErrors(next, t);
      setErrors((current) => ({
        ...current,
        [name]: current[name] && now[name],
        confirmPassword: current.confirmPassword && now.confirmPassword,
      }));
    }
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = signUpErrors(form, t);
    setProblem(null);
    show(found);
    if (firstWrong(found)) return;
    setSubmitting(true);
    onSubmitStart();
    try {
      await signUp(form);
      toast({
        title: t('auth.signup.created'),
        description: t('auth.signup.welcome'),
        variant: 'success',
      });
      onSignedUp();
    } catch (error) {
      const fromServer = fieldErrorsOf(error, t);
      show(fromServer);
      const message = authErrorMessage(error, t('auth.signup.failed'), t);
      if (!firstWrong(fromServer)) setProblem(message);
      toastError(t('auth.signup.failedTitle'), message);
      setSubmitting(false);
    }
  }

  const field = (name: keyof SignUpFields) => ({
    id: `signup-${name}`,
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`signup-${name}`, errors[name]),
  });

  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      <FormAlert message={problem} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-firstName" label={t('auth.signup.firstName')} error={errors.firstName}>
          <Input
            {...field('firstName')}
            autoComplete="given-name"
            placeholder={t('auth.signup.firstNamePlaceholder')}
            maxLength={100}
          />
        </FormField>
        <FormField id="signup-lastName" label={t('auth.signup.lastName')} error={errors.lastName}>
          <Input
            {...field('lastName')}
            autoComplete="family-name"
            placeholder={t('auth.signup.lastNamePlaceholder')}
            maxLength={100}
          />
        </FormField>
      </div>
      <FormField id="signup-email" label={t('auth.email')} error={errors.email}>
        <Input
          {...field('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
        />
      </FormField>
      <FormField id="signup-password" label={t('auth.password')} error={errors.password}>
        <PasswordInput
          {...field('password')}
          aria-describedby={
            errors.password ? 'signup-password-error' : form.password ? 'signup-password-strength' : undefined
          }
          autoComplete="new-password"
          placeholder={t('auth.newPasswordPlaceholder')}
        />
        <PasswordStrengthMeter fieldId="signup-password" password={form.password} owner={form} />
      </FormField>
      <FormField
        id="signup-confirmPassword"
        label={t('auth.signup.confirmPassword')}
        error={errors.confirmPassword}
      >
        <PasswordInput
          {...field('confirmPassword')}
          autoComplete="new-password"
          placeholder={t('auth.signup.confirmPasswordPlaceholder')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={submitting} className="mt-1 w-full">
        {submitting ? (
          <Spinner className="text-white" label={t('auth.signup.creating')} />
        ) : (
          <UserPlus className="size-4" />
        )}
        {submitting ? t('auth.signup.creatingEllipsis') : t('auth.signup.submit')}
      </Button>
    </Form>
  );
}
