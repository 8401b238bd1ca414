import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { describedBy, FormAlert, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast, toastError } from '@/components/ui/use-toast';
import { PasswordInput, PasswordStrengthMeter } from '@/features/auth';
import { authErrorMessage, fieldErrorsOf, type FieldErrors } from '@/lib/form-errors';
import { useCreateAdmin } from '../api/create-admin';
import { createAdminProblem, type CreateAdminForm } from '../validation';

const EMPTY: CreateAdminForm = { fullName: '', email: '', password: '', role: 'admin' };

/** User management: the 'Create Admin' dialog (role admin or administrator, admin by default). */
export function CreateAdminDialog() {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const createAdmin = useCreateAdmin();

  const reset = () => {
    setForm(EMPTY);
    setProblem(null);
    setErrors({});
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = createAdminProblem(form);
    setProblem(found);
    setErrors({});
    if (found) return;
    try {
      const user = await createAdmin.mutateAsync({
        fullName: form.fullName.trim(),
        email: form.email.trim(),
        password: form.password,
        role: form.role,
      });
      toast({
        title: 'Admin created',
        description: `${user.fullName} has been created successfully!`,
        variant: 'success',
      });
      setOpen(false);
      reset();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toastError('Failed to create admin', authErrorMessage(error, 'Failed to create admin'));
    }
  }

  const input = (name: 'fullName' | 'email') => ({
    id: `admin-${name}`,
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': describedBy(`admin-${name}`, errors[name]),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus className="size-4" /> Create Admin
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Admin</DialogTitle>
          <DialogDescription>A new staff account that can sign in straight away.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormAlert message={problem} />
          <FormField id="admin-fullName" label="Full Name" error={errors.fullName}>
            <Input {...input('fullName')} autoComplete="off" placeholder="Full name" />
          </FormField>
          <FormField id="admin-email" label="Email" error={errors.email}>
            <Input
              {...input('email')}
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder="name@example.com"
            />
          </FormField>
          <FormField id="admin-password" label="Password" error={errors.password}>
            <PasswordInput
              id="admin-password"
              name="password"
              autoComplete="new-password"
              placeholder="At least 6 characters"
              value={form.password}
              onChange={(event) => setForm((current) => ({ ...current, password: event.target.value }))}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={describedBy('admin-password', errors.password)}
            />
            <PasswordStrengthMeter fieldId="admin-password" password={form.password} owner={form} />
          </FormField>
          <FormField id="admin-role" label="Role" error={errors.role}>
            <NativeSelect
              id="admin-role"
              name="role"
              value={form.role}
              onChange={(event) =>
                setForm((current) => ({
                  ...current,
                  role: event.target.value === 'administrator' ? 'administrator' : 'admin',
                }))
              }
            >
              <option value="admin">Admin</option>
              <option value="administrator">Administrator</option>
            </NativeSelect>
          </FormField>
          <FormDialogFooter
            className="mt-2"
            submitLabel="Create Admin"
            pending={createAdmin.isPending}
            pendingLabel="Creating"
            onCancel={() => setOpen(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
