import type { Category } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { describedBy, FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useSaveCategory } from '../api/save-category';
import {
  categoryFormOf,
  categoryPayload,
  EMPTY_CATEGORY_FORM,
  validateCategory,
  withType,
  type CategoryFormErrors,
  type CategoryFormValues,
} from '../category-form';
import { CategoryIconPicker } from './category-icon-picker';
import { GstRuleFields } from './gst-rule-fields';
import { ReturnableChoice } from './returnable-choice';
import { NameAndDescriptionFields } from './hindi-field';

function CategoryForm({
  category,
  categories,
  onDone,
}: {
  category: Category | null;
  categories: Category[];
  onDone: () => void;
}) {
  const [values, setValues] = useState<CategoryFormValues>(() =>
    category ? categoryFormOf(category) : EMPTY_CATEGORY_FORM,
  );
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const save = useSaveCategory();
  const parents = categories.filter((item) => item.categoryType === 'parent' && item.id !== category?.id);
  const set = <K extends keyof CategoryFormValues>(key: K, value: CategoryFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCategory(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync({ id: category?.id, body: categoryPayload(values) });
      toast({
        title: category ? 'Category updated' : 'Category created',
        description: `${saved.name} has been ${category ? 'updated' : 'created'} successfully!`,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toastError(
        category ? 'Update failed' : 'Create failed',
        errorMessage(error, category ? 'Failed to update category' : 'Failed to create category'),
      );
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField id="category-type" label="Type">
        <NativeSelect
          id="category-type"
          value={values.categoryType}
          onChange={(event) =>
            setValues((current) =>
              withType(current, event.target.value === 'subcategory' ? 'subcategory' : 'parent'),
            )
          }
        >
          <option value="parent">Parent category</option>
          <option value="subcategory">Subcategory</option>
        </NativeSelect>
      </FormField>
      {values.categoryType === 'subcategory' && (
        <FormField id="category-parent" label="Parent category" error={errors.parentId}>
          <NativeSelect
            id="category-parent"
            value={values.parentId}
            onChange={(event) => set('parentId', event.target.value)}
            aria-invalid={Boolean(errors.parentId)}
            aria-describedby={describedBy('category-parent', errors.parentId)}
          >
            <option value="">Select a parent category</option>
            {parents.map((parent) => (
              <option key={parent.id} value={parent.id}>
                {parent.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <NameAndDescriptionFields
        idPrefix="category"
        nameLabel="Name"
        namePlaceholder="e.g. Earrings"
        values={values}
        onChange={set}
        errors={errors}
      />
      <CategoryIconPicker value={values.icon} onChange={(icon) => set('icon', icon)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="category-hsn"
          label="HSN code"
          error={errors.hsnCode}
          hint="Printed on tax invoices: 4, 6 or 8 digits"
        >
          <Input
            id="category-hsn"
            value={values.hsnCode}
            inputMode="numeric"
            maxLength={8}
            onChange={(event) => set('hsnCode', event.target.value)}
            aria-invalid={Boolean(errors.hsnCode)}
            aria-describedby={describedBy('category-hsn', errors.hsnCode, 'hint')}
            placeholder="e.g. 7117"
          />
        </FormField>
      </div>
      <GstRuleFields
        idPrefix="category"
        values={values}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        errors={errors}
        stored={values.storedRule}
        rateHint="Its products' rate unless one sets its own"
      />
      <div className="flex min-h-11 items-start gap-3 rounded-xl border border-line px-3.5 py-3">
        <Checkbox
          id="category-active"
          checked={values.isActive}
          onCheckedChange={(checked) => set('isActive', checked === true)}
        />
        <div className="grid gap-0.5">
          <Label htmlFor="category-active">{values.isActive ? 'Active' : 'Inactive'}</Label>
          <p className="text-xs text-muted">When active, it is visible to customers</p>
        </div>
      </div>
      <ReturnableChoice
        id="category-returnable"
        checked={values.returnable}
        onChange={(checked) => set('returnable', checked)}
      />
      <FormDialogFooter
        className="mt-2"
        submitLabel={category ? 'Update Category' : 'Create Category'}
        pending={save.isPending}
        pendingLabel="Saving"
        onCancel={onDone}
      />
    </form>
  );
}

/** Category management: the add/edit dialog (edit is prefilled). */
export function CategoryFormDialog({
  open,
  category,
  categories,
  onOpenChange,
}: {
  open: boolean;
  category: Category | null;
  categories: Category[];
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{category ? 'Edit Category' : 'Add Category'}</DialogTitle>
          <DialogDescription>
            {category ? `Change ${category.name} and save.` : 'A parent category or a subcategory of one.'}
          </DialogDescription>
        </DialogHeader>
        <CategoryForm category={category} categories={categories} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
