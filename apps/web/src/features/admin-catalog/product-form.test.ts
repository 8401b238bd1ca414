import type { Category, Product } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import {
  categorySlugFor,
  checkCarouselFiles,
  EMPTY_PRODUCT_FORM,
  formValuesOf,
  imagesOf,
  NO_IMAGES,
  productPayload,
  selectionFor,
  splitTags,
  validateProduct,
  type ProductFormValues,
} from './product-form';

const ref = (id: string, slug: string) => ({ id, name: slug, slug, icon: null });
const category = (over: Partial<Category>): Category => ({
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
  ...over,
});
const CATEGORIES: Category[] = [
  category({ id: 'p1', slug: 'jewelry', subcategories: [ref('s1', 'earrings'), ref('s2', 'necklaces')] }),
  category({ id: 's1', slug: 'earrings', categoryType: 'subcategory', parentId: 'p1' }),
  category({ id: 'p2', slug: 'clothing' }),
];

const valid: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  name: ' Jhumka ',
  description: 'Gold-toned',
  price: '1299',
  categoryId: 'p1',
  subcategoryId: 's1',
};
const withImage = { ...NO_IMAGES, mainUrl: '/images/a/640.webp' };
const file = (name: string, type: string) => new File(['x'], name, { type });

describe('product form validation (decision 008)', () => {
  it("names every missing field in the shop's words", () => {
    const errors = validateProduct(EMPTY_PRODUCT_FORM, NO_IMAGES, 'create');
    expect(errors).toMatchObject({
      name: 'Product name is required',
      description: 'Description is required',
      price: 'Valid price is required',
      category: 'Please select a category',
      images: 'Please upload at least one product image',
    });
  });

  it('refuses a zero or negative price and a rating above 5', () => {
    expect(validateProduct({ ...valid, price: '0' }, withImage, 'create').price).toBe(
      'Valid price is required',
    );
    expect(validateProduct({ ...valid, price: '-5' }, withImage, 'create').price).toBe(
      'Valid price is required',
    );
    expect(validateProduct({ ...valid, rating: '5.1' }, withImage, 'create').rating).toBe(
      'Rating must be between 0 and 5',
    );
  });

  it('needs an image only when creating', () => {
    expect(validateProduct(valid, NO_IMAGES, 'edit')).toEqual({});
    expect(
      validateProduct(valid, { ...NO_IMAGES, carouselFiles: [file('a.png', 'image/png')] }, 'create'),
    ).toEqual({});
  });
});

describe('carousel files', () => {
  it('refuses a file that is not an image, by name', () => {
    expect(
      checkCarouselFiles(NO_IMAGES, [file('a.png', 'image/png'), file('notes.pdf', 'application/pdf')]),
    ).toEqual({
      ok: false,
      title: 'Invalid file',
      description: 'notes.pdf is not an image',
    });
  });

  it('refuses more than 10 carousel images in all', () => {
    const images = {
      ...NO_IMAGES,
      carouselUrls: Array.from({ length: 9 }, (_, i) => `/images/${i}/640.webp`),
    };
    expect(checkCarouselFiles(images, [file('a.png', 'image/png')])).toEqual({ ok: true });
    expect(checkCarouselFiles(images, [file('a.png', 'image/png'), file('b.png', 'image/png')])).toEqual({
      ok: false,
      title: 'Too many images',
      description: 'Maximum 10 carousel images allowed',
    });
  });
});

describe('tags', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(splitTags(' kundan, festive ,, gift ,')).toEqual(['kundan', 'festive', 'gift']);
    expect(splitTags('   ')).toEqual([]);
  });
});

describe('category mapping', () => {
  it('sends the subcategory slug when one is chosen, else the parent slug', () => {
    expect(categorySlugFor(CATEGORIES, 'p1', 's1')).toBe('earrings');
    expect(categorySlugFor(CATEGORIES, 'p1', '')).toBe('jewelry');
    expect(categorySlugFor(CATEGORIES, 'p2', '')).toBe('clothing');
  });

  it("maps a product's slugs back to the two selects", () => {
    expect(selectionFor(CATEGORIES, { category: 'jewelry', subcategory: 'earrings' })).toEqual({
      categoryId: 'p1',
      subcategoryId: 's1',
    });
    expect(selectionFor(CATEGORIES, { category: 'clothing', subcategory: null })).toEqual({
      categoryId: 'p2',
      subcategoryId: '',
    });
    expect(selectionFor(CATEGORIES, { category: 'gone', subcategory: null })).toEqual({
      categoryId: '',
      subcategoryId: '',
    });
  });
});

describe('payload', () => {
  it('puts the main image first, then saved and new carousel images, with defaults filled in', () => {
    const images = { ...NO_IMAGES, mainUrl: '/images/old/640.webp', carouselUrls: ['/images/c1/640.webp'] };
    const body = productPayload({ ...valid, rating: '', reviews: '', tags: 'a, b' }, CATEGORIES, images, {
      main: '/images/new/640.webp',
      carousel: ['/images/c2/640.webp'],
    });
    expect(body).toEqual({
      name: 'Jhumka',
      description: 'Gold-toned',
      price: 1299,
      category: 'earrings',
      stockQuantity: 0,
      rating: 4.8,
      reviews: 0,
      isFeatured: false,
      isNew: false,
      isActive: true,
      tags: ['a', 'b'],
      originalPrice: null,
      sku: null,
      image: '/images/new/640.webp',
      images: ['/images/new/640.webp', '/images/c1/640.webp', '/images/c2/640.webp'],
    });
  });

  it('round-trips an existing product through the form', () => {
    const product = {
      id: '1',
      name: 'Jhumka',
      slug: 'jhumka',
      description: 'd',
      price: 999,
      originalPrice: 1299,
      category: 'jewelry',
      subcategory: 'earrings',
      categoryName: 'Jewelry',
      subcategoryName: 'Earrings',
      stockQuantity: 3,
      inStock: true,
      rating: 4.5,
      reviews: 2,
      isFeatured: true,
      isNew: false,
      tags: ['gift'],
      image: '/images/a/640.webp',
      images: ['/images/a/640.webp', '/images/b/640.webp'],
      sku: null,
      isActive: true,
      createdAt: '2024-01-01T00:00:00Z',
    } satisfies Product;
    const values = formValuesOf(CATEGORIES, product);
    expect(values).toMatchObject({
      categoryId: 'p1',
      subcategoryId: 's1',
      originalPrice: '1299',
      tags: 'gift',
    });
    const images = imagesOf(product);
    expect(images).toMatchObject({ mainUrl: '/images/a/640.webp', carouselUrls: ['/images/b/640.webp'] });
    expect(productPayload(values, CATEGORIES, images, { main: null, carousel: [] })).toMatchObject({
      category: 'earrings',
      originalPrice: 1299,
      images: product.images,
    });
  });
});
