import type { Category, Product } from '@shop/domain';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { HistoryPanel } from '@/features/admin-activity';
import { describedBy, FormField } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSaveProduct } from '../api/save-product';
import { productErrorsOf } from '../product-errors';
import {
  crossFieldProblems,
  EMPTY_PRODUCT_FORM,
  formValuesOf,
  imageChoices,
  imagesOf,
  keepImageChoices,
  NO_IMAGES,
  parentCategories,
  sellsOptions,
  validateProduct,
  withVariantsForEveryValue,
  type ProductFormErrors,
  type ProductFormValues,
  type ProductImages,
} from '../product-form';
import { addedRowsText, ARCHIVE_NOTE } from '../variant-form';
import { Choice } from './choice';
import { NameAndDescriptionFields } from './hindi-field';
import { ReturnableChoice } from './returnable-choice';
import { HandmadeFields, ProvenanceFields, TaxFields } from './handmade-fields';
import { ImageFields } from './image-fields';
import { OptionsEditor } from './options-editor';
import { VariantGrid } from './variant-grid';

/** A section of the form with its heading and an optional line under it. */
function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section
      className="grid gap-4 border-t border-line pt-5 first:border-t-0 first:pt-0"
      aria-labelledby={id}
    >
      <div className="grid gap-0.5">
        <h3 id={id} className="text-base font-semibold text-ink">
          {title}
        </h3>
        {hint && <p className="text-sm text-muted">{hint}</p>}
      </div>
      {children}
    </section>
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
  // Every rule is shown once a save was tried; before that only the cross-field ones, as they arise.
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ProductFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveProduct();
  const parents = parentCategories(categories);
  const parent = parents.find((category) => category.id === values.categoryId);
  const subcategories = parent?.subcategories ?? [];
  /** The category whose HSN code and rate the product takes unless it sets its own. */
  const taxCategory = categories.find(
    (category) => category.id === (values.subcategoryId || values.categoryId),
  );
  const withOptions = sellsOptions(values);
  const problems = useMemo(
    () => (submitted ? validateProduct(values, images, mode) : crossFieldProblems(values)),
    [submitted, values, images, mode],
  );
  const errors: ProductFormErrors = { ...problems, ...serverErrors };

  const change = (changes: Partial<ProductFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    // The server judged what was sent; once the owner changes something its words are stale.
    setServerErrors({});
  };
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    change({ [key]: value });

  function changeImages(next: ProductImages) {
    setImages(next);
    change({ variants: keepImageChoices(values.variants, images, next) });
  }

  /** The first field with a problem gets the focus: the form is long, it may be out of sight. */
  function focusFirstProblem() {
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    // A size typed but never generated gets its variant now (stock 0, the product's price), shown
    // in the grid and named in the message, rather than a size shoppers can see and not buy.
    const { values: toSave, added } = withVariantsForEveryValue(values);
    if (added.length > 0) setValues(toSave);
    const found = validateProduct(toSave, images, mode);
    if (found.category) {
      toastError('Category Required', 'Please select a category');
    }
    if (Object.keys(found).length > 0) return focusFirstProblem();
    try {
      const saved = await save.mutateAsync({ id: product?.id, values: toSave, images, categories });
      const addedNote =
        added.length > 0
          ? ` Added ${addedRowsText(toSave.options, added)} with stock 0 at the product's price: set the stock when you have pieces.`
          : '';
      toast({
        title: product ? 'Product updated' : 'Product created',
        description: `${saved.name} has been ${product ? 'updated' : 'created'} successfully!${addedNote}`,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      setServerErrors(productErrorsOf(error, values));
      focusFirstProblem();
      toastError(
        product ? 'Update failed' : 'Create failed',
        errorMessage(error, product ? 'Failed to update product' : 'Failed to create product'),
      );
    }
  }

  const text = (key: 'name' | 'price' | 'originalPrice' | 'stockQuantity') => ({
    id: `product-${key}`,
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': describedBy(`product-${key}`, errors[key]),
  });

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="grid gap-6">
      <Section id="product-basic" title="Basic information">
        <NameAndDescriptionFields
          idPrefix="product"
          nameLabel="Product name"
          namePlaceholder="e.g. Kundan Jhumka Earrings"
          values={values}
          onChange={set}
          errors={errors}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="product-price"
            label="Price (₹)"
            error={errors.price}
            hint={withOptions ? 'Variants without a price of their own sell at this one' : undefined}
          >
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
              onChange={(event) => change({ categoryId: event.target.value, subcategoryId: '' })}
              aria-invalid={Boolean(errors.category)}
              aria-describedby={describedBy('product-category', errors.category)}
            >
              <option value="">Select a category</option>
              {parents.map((category) => (
                <option key={category.id} value={category.id}>
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
                    {sub.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
          {!withOptions && (
            <>
              <FormField
                id="product-stockQuantity"
                label="Stock quantity"
                error={errors.stockQuantity}
                hint={values.isOneOfAKind ? 'A one-of-a-kind piece is a single unit' : undefined}
              >
                <Input
                  {...text('stockQuantity')}
                  {...(values.isOneOfAKind ? { value: '1', readOnly: true } : {})}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                />
              </FormField>
              <FormField id="product-sku" label="SKU (optional)" error={errors.sku}>
                <Input
                  id="product-sku"
                  value={values.sku}
                  onChange={(event) => set('sku', event.target.value)}
                  aria-invalid={Boolean(errors.sku)}
                  aria-describedby={describedBy('product-sku', errors.sku)}
                />
              </FormField>
            </>
          )}
        </div>
        <FormField id="product-tags" label="Tags" hint="Comma separated, e.g. kundan, festive, gift">
          <Input
            id="product-tags"
            value={values.tags}
            onChange={(event) => set('tags', event.target.value)}
            aria-describedby="product-tags-hint"
          />
        </FormField>
      </Section>

      <Section id="product-images" title="Images">
        <ImageFields images={images} onChange={changeImages} error={errors.images} />
      </Section>

      <Section id="product-handmade" title="Handmade">
        <HandmadeFields values={values} set={set} errors={errors} />
      </Section>

      <Section
        id="product-variants"
        title="Options and variants"
        hint={
          values.isOneOfAKind
            ? 'A one-of-a-kind piece has no options.'
            : 'Sizes, colours…: each combination is a variant with its own SKU, price and stock.'
        }
      >
        {values.isOneOfAKind ? (
          values.options.length > 0 && (
            <p className="rounded-xl bg-sand/60 px-3.5 py-2.5 text-sm text-ink">
              Its {values.options.length === 1 ? 'option' : `${values.options.length} options`} and their
              variants are dropped when you save. {ARCHIVE_NOTE}
            </p>
          )
        ) : (
          <>
            <OptionsEditor
              options={values.options}
              rows={values.variants}
              errors={errors}
              onChange={(next) => change(next)}
            />
            {withOptions && (
              <VariantGrid
                options={values.options}
                rows={values.variants}
                errors={errors}
                productPrice={values.price}
                choices={imageChoices(images)}
                onRowsChange={(variants) => change({ variants })}
              />
            )}
          </>
        )}
      </Section>

      <Section id="product-provenance" title="Made by" hint="Provenance shown on the product page.">
        <ProvenanceFields values={values} set={set} errors={errors} />
      </Section>

      <Section id="product-tax" title="Tax" hint="The HSN code and GST rate rule its invoices carry.">
        <TaxFields values={values} set={set} change={change} errors={errors} category={taxCategory} />
      </Section>

      <section className="grid gap-3 sm:grid-cols-3" aria-label="Flags">
        <Choice
          id="product-featured"
          label="Featured"
          hint="Shows on homepage"
          checked={values.isFeatured}
          onChange={(checked) => set('isFeatured', checked)}
        />
        <Choice
          id="product-new"
          label="New Arrival"
          hint="Marked as new"
          checked={values.isNew}
          onChange={(checked) => set('isNew', checked)}
        />
        <Choice
          id="product-active"
          label="Active"
          hint="Visible to customers"
          checked={values.isActive}
          onChange={(checked) => set('isActive', checked)}
        />
        <ReturnableChoice
          id="product-returnable"
          checked={values.returnable}
          onChange={(checked) => set('returnable', checked)}
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

/** Who changed this product and how (issue 29), read when opened: most edits do not need it. */
function ProductHistory({ productId }: { productId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-xl border border-line px-4 py-3"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-semibold text-ink">
        Staff changes to this product
      </summary>
      {open && (
        <div className="mt-3">
          <HistoryPanel entity="product" id={productId} />
        </div>
      )}
    </details>
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
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{product ? 'Edit Product' : 'Add Product'}</DialogTitle>
          <DialogDescription>
            {product ? `Change ${product.name} and save.` : 'Fill in the details of a new piece.'}
          </DialogDescription>
        </DialogHeader>
        <ProductForm product={product} categories={categories} onDone={() => onOpenChange(false)} />
        {product && <ProductHistory productId={product.id} />}
      </DialogContent>
    </Dialog>
  );
}
