import type { Category, Product } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { describedBy, FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useSaveProduct } from '../api/save-product';
import {
  EMPTY_PRODUCT_FORM,
  formValuesOf,
  imagesOf,
  NO_IMAGES,
  parentCategories,
  validateProduct,
  type ProductFormErrors,
  type ProductFormValues,
  type ProductImages,
} from '../product-form';
import { ImageFields } from './image-fields';

function Flag({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex min-h-11 items-start gap-3 rounded-xl border border-line px-3.5 py-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p className="text-xs text-muted">{hint}</p>
      </div>
    </div>
  );
}

/** The form inside the dialog; it mounts on every opening, so it starts from the product (or empty). */
function ProductForm({
  product,
  categories,
  onDone,
}: {
  product: Product | null;
  categories: Category[];
  onDone: () => void;
}) {
  const mode = product ? 'edit' : 'create';
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? formValuesOf(categories, product) : EMPTY_PRODUCT_FORM,
  );
  const [images, setImages] = useState<ProductImages>(() => (product ? imagesOf(product) : NO_IMAGES));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const save = useSaveProduct();
  const parents = parentCategories(categories);
  const parent = parents.find((category) => category.id === values.categoryId);
  const subcategories = parent?.subcategories ?? [];

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateProduct(values, images, mode);
    setErrors(found);
    if (found.category) {
      toastError('Category Required', 'Please select a category');
    }
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync({ id: product?.id, values, images, categories });
      toast({
        title: product ? 'Product updated' : 'Product created',
        description: `${saved.name} has been ${product ? 'updated' : 'created'} successfully!`,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toastError(
        product ? 'Update failed' : 'Create failed',
        errorMessage(error, product ? 'Failed to update product' : 'Failed to create product'),
      );
    }
  }

  const text = (key: 'name' | 'price' | 'originalPrice' | 'stockQuantity' | 'rating' | 'reviews') => ({
    id: `product-${key}`,
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': describedBy(`product-${key}`, errors[key]),
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-6">
      <section className="grid gap-4" aria-labelledby="product-basic">
        <h3 id="product-basic" className="text-base font-semibold text-ink">
          Basic information
        </h3>
        <FormField id="product-name" label="Product name" error={errors.name}>
          <Input {...text('name')} placeholder="e.g. Kundan Jhumka Earrings" />
        </FormField>
        <FormField id="product-description" label="Description" error={errors.description}>
          <Textarea
            id="product-description"
            name="description"
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            aria-invalid={Boolean(errors.description)}
            aria-describedby={describedBy('product-description', errors.description)}
            className="min-h-24"
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="product-price" label="Price (₹)" error={errors.price}>
            <Input {...text('price')} type="number" inputMode="decimal" min={0} step={0.01} />
          </FormField>
          <FormField
            id="product-originalPrice"
            label="Original price (₹)"
            error={errors.originalPrice}
            hint="Optional; shown struck through"
          >
            <Input {...text('originalPrice')} type="number" inputMode="decimal" min={0} step={0.01} />
          </FormField>
          <FormField id="product-category" label="Category" error={errors.category}>
            <NativeSelect
              id="product-category"
              value={values.categoryId}
              onChange={(event) =>
                setValues((current) => ({ ...current, categoryId: event.target.value, subcategoryId: '' }))
              }
              aria-invalid={Boolean(errors.category)}
              aria-describedby={describedBy('product-category', errors.category)}
            >
              <option value="">Select a category</option>
              {parents.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.icon ? `${category.icon} ` : ''}
                  {category.name}
                  {category.isActive ? '' : ' (inactive)'}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {subcategories.length > 0 && (
            <FormField id="product-subcategory" label="Subcategory (optional)">
              <NativeSelect
                id="product-subcategory"
                value={values.subcategoryId}
                onChange={(event) => set('subcategoryId', event.target.value)}
              >
                <option value="">None</option>
                {subcategories.map((sub) => (
                  <option key={sub.id} value={sub.id}>
                    {sub.icon ? `${sub.icon} ` : ''}
                    {sub.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
          <FormField id="product-stockQuantity" label="Stock quantity" error={errors.stockQuantity}>
            <Input {...text('stockQuantity')} type="number" inputMode="numeric" min={0} step={1} />
          </FormField>
          <FormField id="product-rating" label="Rating (0–5)" error={errors.rating}>
            <Input {...text('rating')} type="number" inputMode="decimal" min={0} max={5} step={0.1} />
          </FormField>
          <FormField id="product-reviews" label="Reviews count" error={errors.reviews}>
            <Input {...text('reviews')} type="number" inputMode="numeric" min={0} step={1} />
          </FormField>
          <FormField id="product-sku" label="SKU (optional)">
            <Input id="product-sku" value={values.sku} onChange={(event) => set('sku', event.target.value)} />
          </FormField>
        </div>
        <FormField id="product-tags" label="Tags" hint="Comma separated, e.g. kundan, festive, gift">
          <Input
            id="product-tags"
            value={values.tags}
            onChange={(event) => set('tags', event.target.value)}
            aria-describedby="product-tags-hint"
          />
        </FormField>
      </section>

      <section className="grid gap-4" aria-labelledby="product-images">
        <h3 id="product-images" className="text-base font-semibold text-ink">
          Images
        </h3>
        <ImageFields images={images} onChange={setImages} error={errors.images} />
      </section>

      <section className="grid gap-3 sm:grid-cols-3" aria-label="Flags">
        <Flag
          id="product-featured"
          label="Featured"
          hint="Shows on homepage"
          checked={values.isFeatured}
          onChange={(checked) => set('isFeatured', checked)}
        />
        <Flag
          id="product-new"
          label="New Arrival"
          hint="Marked as new"
          checked={values.isNew}
          onChange={(checked) => set('isNew', checked)}
        />
        <Flag
          id="product-active"
          label="Active"
          hint="Visible to customers"
          checked={values.isActive}
          onChange={(checked) => set('isActive', checked)}
        />
      </section>

      <FormDialogFooter
        submitLabel={product ? 'Update Product' : 'Create Product'}
        pending={save.isPending}
        pendingLabel="Saving"
        onCancel={onDone}
      />
    </form>
  );
}

/** Product management: the Add/Edit Product dialog. */
export function ProductFormDialog({
  open,
  product,
  categories,
  onOpenChange,
}: {
  open: boolean;
  product: Product | null;
  categories: Category[];
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{product ? 'Edit Product' : 'Add Product'}</DialogTitle>
          <DialogDescription>
            {product ? `Change ${product.name} and save.` : 'Fill in the details of a new piece.'}
          </DialogDescription>
        </DialogHeader>
        <ProductForm product={product} categories={categories} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
