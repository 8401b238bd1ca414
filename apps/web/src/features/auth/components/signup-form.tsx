import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Form } from '@/components/form';
import { describedBy, FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/use-toast';
import { authErrorMessage, fieldErrorsOf, type FieldErrors } from '@/lib/form-errors';
import { useAuth } from '../auth-provider';
import { signUpProblem, type SignUpForm as SignUpFields } from '../validation';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';

const EMPTY: SignUpFields = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** The auth page, Sign Up tab: first and last name, email, password twice. */
export function SignupForm({
  onSubmitStart,
  onSignedUp,
}: {
  /** Called just before the call, so the page knows the session that follows is its own. */
  onSubmitStart: () => void;
  onSignedUp: () => void;
}) {
  const { signUp } = useAuth();
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const set = (field: keyof SignUpFields) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = signUpProblem(form);
    setProblem(found);
    setErrors({});
    if (found) return;
    setSubmitting(true);
    onSubmitStart();
    try {
      await signUp(form);
      toast({
        title: 'Account created successfully!',
        description: 'Welcome! You are now signed in.',
        variant: 'success',
      });
      onSignedUp();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toastError('Signup failed', authErrorMessage(error, 'Failed to create account'));
      setSubmitting(false);
    }
  }

  const field = (name: keyof SignUpFields) => ({
    id: `signup-${name}`,
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': describedBy(`signup-${name}`, errors[name]),
  });

  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      <FormAlert message={problem} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-firstName" label="First Name" error={errors.firstName}>
          <Input {...field('firstName')} autoComplete="given-name" placeholder="First name" />
        </FormField>
        <FormField id="signup-lastName" label="Last Name" error={errors.lastName}>
          <Input {...field('lastName')} autoComplete="family-name" placeholder="Last name" />
        </FormField>
      </div>
      <FormField id="signup-email" label="Email" error={errors.email}>
        <Input
          {...field('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
      </FormField>
      <FormField id="signup-password" label="Password" error={errors.password}>
        <PasswordInput
          {...field('password')}
          autoComplete="new-password"
          placeholder="Create password (min. 6 characters)"
        />
        <PasswordStrengthMeter fieldId="signup-password" password={form.password} owner={form} />
      </FormField>
      <FormField id="signup-confirmPassword" label="Confirm Password" error={errors.confirmPassword}>
        <PasswordInput
          {...field('confirmPassword')}
          autoComplete="new-password"
          placeholder="Confirm your password"
        />
      </FormField>
      <Button type="submit" size="lg" disabled={submitting} className="mt-1 w-full">
        {submitting ? (
          <Spinner className="text-white" label="Creating account" />
        ) : (
          <UserPlus className="size-4" />
        )}
        {submitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
