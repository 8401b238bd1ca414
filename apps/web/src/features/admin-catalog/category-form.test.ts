import { describe, expect, it } from 'vitest';
import { categoryPayload, EMPTY_CATEGORY_FORM, validateCategory, withType } from './category-form';

describe('category form (decision 008)', () => {
  it('needs a trimmed name, and a parent for a subcategory', () => {
    expect(validateCategory({ ...EMPTY_CATEGORY_FORM, name: '  ' })).toEqual({
      name: 'Category name is required',
    });
    expect(
      validateCategory({ ...EMPTY_CATEGORY_FORM, name: 'Earrings', categoryType: 'subcategory' }),
    ).toEqual({
      parentId: 'Parent category is required for subcategories',
    });
    expect(
      validateCategory({
        ...EMPTY_CATEGORY_FORM,
        name: 'Earrings',
        categoryType: 'subcategory',
        parentId: 'p1',
      }),
    ).toEqual({});
  });

  it('clears the parent when switching to parent', () => {
    const sub = { ...EMPTY_CATEGORY_FORM, categoryType: 'subcategory' as const, parentId: 'p1' };
    expect(withType(sub, 'parent')).toMatchObject({ categoryType: 'parent', parentId: '' });
    expect(withType(sub, 'subcategory').parentId).toBe('p1');
  });

  it('leaves out empty description and icon and sends a null parent', () => {
    expect(categoryPayload({ ...EMPTY_CATEGORY_FORM, name: ' Rings ', description: ' ', icon: '' })).toEqual({
      name: 'Rings',
      parentId: null,
      categoryType: 'parent',
      isActive: true,
    });
    expect(
      categoryPayload({
        ...EMPTY_CATEGORY_FORM,
        name: 'Studs',
        icon: '💎',
        description: 'Small',
        categoryType: 'subcategory',
        parentId: 'p1',
        isActive: false,
      }),
    ).toEqual({
      name: 'Studs',
      description: 'Small',
      icon: '💎',
      parentId: 'p1',
      categoryType: 'subcategory',
      isActive: false,
    });
  });
});
