import type { Category } from '@shop/domain';

/** A category as the API answers it, for the back-office form tests: a parent at 18%, flat. */
export const aCategory = (over: Partial<Category> = {}): Category => ({
  id: 'x',
  name: 'X',
  slug: 'x',
  description: null,
  icon: null,
  imageUrl: null,
  parentId: null,
  categoryType: 'parent',
  isActive: true,
  parent: null,
  subcategories: [],
  productCount: 0,
  hsnCode: null,
  gstRate: 18,
  gstSlab: null,
  returnable: true,
  ...over,
});
