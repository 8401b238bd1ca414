import {
  categoryProblems,
  DEFAULT_GST_RATE,
  type GstRuleInput,
  HSN_PATTERN,
  isCategoryIconName,
  type Category,
  type CategoryBody,
  type CategoryType,
} from '@shop/domain';
import {
  FLAT_RULE_VALUES,
  gstRuleErrors,
  gstRuleValuesOf,
  gstSlabPayload,
  type GstRuleValues,
} from './gst-rule-form';

export interface CategoryFormValues extends GstRuleValues {
  name: string;
  description: string;
  /** Its Hindi name and description (issue 28); '' reads as the English on Hindi pages. */
  nameHi: string;
  descriptionHi: string;
  icon: string;
  categoryType: CategoryType;
  parentId: string;
  isActive: boolean;
  /** "Can be returned" (decision 054). */
  returnable: boolean;
  /** '' for none yet. */
  hsnCode: string;
  /** The rule it was opened with (null for a new one): a retired rate may stay, not be chosen. */
  storedRule: GstRuleInput | null;
}

export type CategoryFormErrors = Partial<Record<string, string>>;

export const HSN_MESSAGE = 'HSN code must be 4, 6 or 8 digits';

/** The body of POST/PUT /categories as the form sends it. */
export type CategoryPayload = Required<
  Pick<
    CategoryBody,
    'name' | 'parentId' | 'categoryType' | 'isActive' | 'returnable' | 'hsnCode' | 'gstRate' | 'gstSlab'
  >
> &
  Pick<CategoryBody, 'description' | 'icon' | 'translations'>;

export const EMPTY_CATEGORY_FORM: CategoryFormValues = {
  name: '',
  description: '',
  nameHi: '',
  descriptionHi: '',
  icon: '',
  categoryType: 'parent',
  parentId: '',
  isActive: true,
  returnable: true,
  hsnCode: '',
  ...FLAT_RULE_VALUES(String(DEFAULT_GST_RATE)),
  storedRule: null,
};

export function categoryFormOf(category: Category): CategoryFormValues {
  return {
    name: category.name,
    description: category.description ?? '',
    nameHi: category.translations?.hi.name ?? '',
    descriptionHi: category.translations?.hi.description ?? '',
    icon: category.icon ?? '',
    categoryType: category.categoryType,
    parentId: category.parentId ?? '',
    isActive: category.isActive,
    returnable: category.returnable,
    hsnCode: category.hsnCode ?? '',
    ...gstRuleValuesOf(category.gstRate, category.gstSlab),
    storedRule: { rate: category.gstRate, slab: category.gstSlab },
  };
}

/** Decision 008: switching to parent clears parentId. */
export function withType(values: CategoryFormValues, categoryType: CategoryType): CategoryFormValues {
  return { ...values, categoryType, parentId: categoryType === 'parent' ? '' : values.parentId };
}

/** The server's rules for a category's name and parent (the back office loads lazily, zod with it). */
export function validateCategory(values: CategoryFormValues): CategoryFormErrors {
  const problems: CategoryFormErrors = {
    ...gstRuleErrors(values, values.storedRule),
    ...categoryProblems(values),
  };
  const hsn = values.hsnCode.trim();
  if (hsn && !HSN_PATTERN.test(hsn)) problems.hsnCode = HSN_MESSAGE;
  return problems;
}

/** Empty description and icon are left out; parentId is null when empty (decision 008). */
export function categoryPayload(values: CategoryFormValues): CategoryPayload {
  const payload: CategoryPayload = {
    name: values.name.trim(),
    parentId: values.categoryType === 'subcategory' && values.parentId ? values.parentId : null,
    categoryType: values.categoryType,
    isActive: values.isActive,
    returnable: values.returnable,
    hsnCode: values.hsnCode.trim() || null,
    gstRate: Number(values.gstRate),
    gstSlab: gstSlabPayload(values),
    translations: {
      hi: { name: values.nameHi.trim() || null, description: values.descriptionHi.trim() || null },
    },
  };
  if (values.description.trim()) payload.description = values.description.trim();
  // A name this build does not know (an emoji kept from before decision 044) is dropped, not sent.
  if (isCategoryIconName(values.icon)) payload.icon = values.icon;
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
