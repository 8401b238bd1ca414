import { categoryProblems, type Category, type CategoryBody, type CategoryType } from '@shop/domain';

export interface CategoryFormValues {
  name: string;
  description: string;
  icon: string;
  categoryType: CategoryType;
  parentId: string;
  isActive: boolean;
}

export type CategoryFormErrors = Partial<Record<'name' | 'parentId', string>>;

/** The body of POST/PUT /categories as the form sends it. */
export type CategoryPayload = Required<
  Pick<CategoryBody, 'name' | 'parentId' | 'categoryType' | 'isActive'>
> &
  Pick<CategoryBody, 'description' | 'icon'>;

export const EMPTY_CATEGORY_FORM: CategoryFormValues = {
  name: '',
  description: '',
  icon: '',
  categoryType: 'parent',
  parentId: '',
  isActive: true,
};

export function categoryFormOf(category: Category): CategoryFormValues {
  return {
    name: category.name,
    description: category.description ?? '',
    icon: category.icon ?? '',
    categoryType: category.categoryType,
    parentId: category.parentId ?? '',
    isActive: category.isActive,
  };
}

/** Decision 008: switching to parent clears parentId. */
export function withType(values: CategoryFormValues, categoryType: CategoryType): CategoryFormValues {
  return { ...values, categoryType, parentId: categoryType === 'parent' ? '' : values.parentId };
}

/** The server's rules for a category's name and parent (the back office loads lazily, zod with it). */
export function validateCategory(values: CategoryFormValues): CategoryFormErrors {
  return categoryProblems(values);
}

/** Empty description and icon are left out; parentId is null when empty (decision 008). */
export function categoryPayload(values: CategoryFormValues): CategoryPayload {
  const payload: CategoryPayload = {
    name: values.name.trim(),
    parentId: values.categoryType === 'subcategory' && values.parentId ? values.parentId : null,
    categoryType: values.categoryType,
    isActive: values.isActive,
  };
  if (values.description.trim()) payload.description = values.description.trim();
  if (values.icon.trim()) payload.icon = values.icon.trim();
  return payload;
}

export interface CategoryCounts {
  total: number;
  parents: number;
  subcategories: number;
  active: number;
}

export function categoryCounts(categories: Category[]): CategoryCounts {
  return {
    total: categories.length,
    parents: categories.filter((category) => category.categoryType === 'parent').length,
    subcategories: categories.filter((category) => category.categoryType === 'subcategory').length,
    active: categories.filter((category) => category.isActive).length,
  };
}
