import { describe, expect, it } from 'vitest';
import {
  categoryFormOf,
  categoryPayload,
  EMPTY_CATEGORY_FORM,
  validateCategory,
  withType,
} from './category-form';
import { aCategory } from './category.fixture';

const CLOTHING = aCategory({ name: 'Clothing', slug: 'clothing', hsnCode: '6211', gstRate: 5 });

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
      returnable: true,
      hsnCode: null,
      gstRate: 18,
      gstSlab: null,
      translations: { hi: { name: null, description: null } },
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
        returnable: false,
        nameHi: ' टॉप्स ',
      }),
    ).toEqual({
      name: 'Studs',
      description: 'Small',
      icon: 'gem',
      parentId: 'p1',
      categoryType: 'subcategory',
      isActive: false,
      returnable: false,
      hsnCode: null,
      gstRate: 18,
      gstSlab: null,
      // The Hindi goes with the English (issue 28); an empty one clears what was stored.
      translations: { hi: { name: 'टॉप्स', description: null } },
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

  it('sends a slab by the value of a piece, and reads one back', () => {
    const kurtis = { ...EMPTY_CATEGORY_FORM, name: 'Kurtis', gstRate: '5', bySlab: true };
    expect(categoryPayload(kurtis)).toMatchObject({ gstRate: 5, gstSlab: { upTo: 2500, rateAbove: 18 } });
    expect(validateCategory(kurtis)).toEqual({});
    expect(validateCategory({ ...kurtis, rateAbove: '3' })).toEqual({
      'gstSlab.rateAbove': 'Rate above must be more than the rate up to the value (5%)',
    });
    expect(validateCategory({ ...kurtis, slabUpTo: '-1' })).toEqual({
      'gstSlab.upTo': 'Value of a piece must be more than ₹0, with at most 2 decimals',
    });
    const stored = categoryFormOf({
      ...CLOTHING,
      gstRate: 5,
      gstSlab: { upTo: 2500, rateAbove: 18 },
    });
    expect(stored).toMatchObject({ gstRate: '5', bySlab: true, slabUpTo: '2500', rateAbove: '18' });
  });

  it('keeps a retired rate stored before, and refuses choosing one', () => {
    const old = categoryFormOf({ ...CLOTHING, gstRate: 12 });
    expect(old).toMatchObject({ gstRate: '12', bySlab: false });
    expect(validateCategory(old)).toEqual({});
    expect(categoryPayload(old)).toMatchObject({ gstRate: 12, gstSlab: null });
    expect(validateCategory({ ...old, gstRate: '28' })).toEqual({
      gstRate: '28% is no longer in force; choose one of 0, 0.25, 1.5, 3, 5, 18, 40 (%)',
    });
  });
});
