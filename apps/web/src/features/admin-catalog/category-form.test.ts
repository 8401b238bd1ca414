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
      hsnCode: null,
      gstRate: 18,
    });
    expect(
      categoryPayload({
        ...EMPTY_CATEGORY_FORM,
        name: 'Studs',
        icon: 'gem',
        description: 'Small',
        categoryType: 'subcategory',
        parentId: 'p1',
        isActive: false,
      }),
    ).toEqual({
      name: 'Studs',
      description: 'Small',
      icon: 'gem',
      parentId: 'p1',
      categoryType: 'subcategory',
      isActive: false,
      hsnCode: null,
      gstRate: 18,
    });
  });

  it('drops an icon that is not one of the bundled names (an emoji kept from before)', () => {
    expect(categoryPayload({ ...EMPTY_CATEGORY_FORM, name: 'Studs', icon: '💎' })).not.toHaveProperty('icon');
  });

  it('sends the HSN code and GST rate, and refuses an HSN code that is not 4, 6 or 8 digits', () => {
    const rings = { ...EMPTY_CATEGORY_FORM, name: 'Rings', hsnCode: ' 7117 ', gstRate: '3' };
    expect(categoryPayload(rings)).toMatchObject({ hsnCode: '7117', gstRate: 3 });
    expect(validateCategory(rings)).toEqual({});
    for (const hsnCode of ['71', '71171', '7117abcd', '711711111']) {
      expect(validateCategory({ ...rings, hsnCode })).toEqual({
        hsnCode: 'HSN code must be 4, 6 or 8 digits',
      });
    }
    expect(validateCategory({ ...rings, hsnCode: '71171900' })).toEqual({});
  });
});
