import type { Category, Product } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { aCategory as category } from './category.fixture';
import { productErrorsOf } from './product-errors';
import {
  categorySlugFor,
  checkCarouselFiles,
  crossFieldProblems,
  EMPTY_PRODUCT_FORM,
  formValuesOf,
  imagesOf,
  keepImageChoices,
  newCarouselImage,
  NO_IMAGES,
  productPayload,
  selectionFor,
  splitTags,
  validateProduct,
  withVariantsForEveryValue,
  type ProductFormValues,
} from './product-form';

const ref = (id: string, slug: string) => ({ id, name: slug, slug, icon: null });
const CATEGORIES: Category[] = [
  category({ id: 'p1', slug: 'jewelry', subcategories: [ref('s1', 'earrings'), ref('s2', 'necklaces')] }),
  category({ id: 's1', slug: 'earrings', categoryType: 'subcategory', parentId: 'p1' }),
  category({ id: 'p2', slug: 'clothing' }),
];

const DEFAULT_VARIANT_ID = '00000000-0000-4000-8000-000000000001';
const PRODUCT = {
  id: '1',
  name: 'Jhumka',
  slug: 'jhumka',
  description: 'd',
  price: 999,
  originalPrice: 1299,
  priceMin: 999,
  priceMax: 999,
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
  sku: 'JH-1',
  isActive: true,
  createdAt: '2024-01-01T00:00:00Z',
  options: [],
  variants: [
    {
      id: DEFAULT_VARIANT_ID,
      sku: 'JH-1',
      title: '',
      optionValues: {},
      price: 999,
      originalPrice: 1299,
      stockQuantity: 3,
      inStock: true,
      image: null,
    },
  ],
  isOneOfAKind: false,
  isSold: false,
  madeToOrder: false,
  leadTimeDays: null,
  personalisation: null,
  craft: 'Kundan',
  material: null,
  origin: 'Jaipur',
  artisan: null,
  care: null,
  countryOfOrigin: 'India',
  // Returnable itself, in a category that is not (earrings, decision 054).
  returnable: false,
  ownReturnable: true,
  tax: { hsnCode: '7117', gstRate: 3, slab: null, ownHsnCode: null, ownGstRate: 3, ownSlab: null },
} satisfies Product;

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
    const body = productPayload({ ...valid, tags: 'a, b', nameHi: ' झुमका ' }, CATEGORIES, images, {
      main: '/images/new/640.webp',
      carousel: ['/images/c2/640.webp'],
    });
    expect(body).toEqual({
      name: 'Jhumka',
      description: 'Gold-toned',
      price: 1299,
      category: 'earrings',
      stockQuantity: 0,
      isFeatured: false,
      isNew: false,
      isActive: true,
      tags: ['a', 'b'],
      originalPrice: null,
      sku: null,
      image: '/images/new/640.webp',
      images: ['/images/new/640.webp', '/images/c1/640.webp', '/images/c2/640.webp'],
      options: [],
      variants: [
        { optionValues: {}, sku: null, price: 1299, originalPrice: null, stockQuantity: 0, image: null },
      ],
      isOneOfAKind: false,
      madeToOrder: false,
      leadTimeDays: null,
      personalisation: null,
      craft: null,
      material: null,
      origin: null,
      artisan: null,
      care: null,
      translations: {
        hi: {
          name: 'झुमका',
          description: null,
          care: null,
          personalisationLabel: null,
          craft: null,
          material: null,
          origin: null,
          artisan: null,
        },
      },
      countryOfOrigin: 'India',
      returnable: true,
      hsnCode: null,
      gstRate: null,
      gstSlab: null,
    });
  });

  it("sends the product's own HSN code and rate, or null for the category's, and checks them", () => {
    const own = { ...valid, hsnCode: '7113', gstRate: '3' };
    expect(productPayload(own, CATEGORIES, NO_IMAGES, { main: null, carousel: [] })).toMatchObject({
      hsnCode: '7113',
      gstRate: 3,
    });
    expect(validateProduct({ ...own, hsnCode: '711' }, NO_IMAGES, 'edit')).toEqual({
      hsnCode: 'HSN code must be 4, 6 or 8 digits',
    });
    expect(validateProduct({ ...own, gstRate: '7' }, NO_IMAGES, 'edit')).toEqual({
      gstRate: 'GST rate must be one of 0, 0.25, 1.5, 3, 5, 18, 40 (%)',
    });
  });

  it('sends a slab by the value of a piece, and checks it as the server does', () => {
    const kurta = { ...valid, gstRate: '5', bySlab: true, slabUpTo: '2500', rateAbove: '18' };
    expect(productPayload(kurta, CATEGORIES, NO_IMAGES, { main: null, carousel: [] })).toMatchObject({
      gstRate: 5,
      gstSlab: { upTo: 2500, rateAbove: 18 },
    });
    // Unticked, or the category's rule: no slab of its own.
    expect(
      productPayload({ ...kurta, bySlab: false }, CATEGORIES, NO_IMAGES, { main: null, carousel: [] }),
    ).toMatchObject({ gstSlab: null });
    expect(
      productPayload({ ...kurta, gstRate: '' }, CATEGORIES, NO_IMAGES, { main: null, carousel: [] }),
    ).toMatchObject({ gstRate: null, gstSlab: null });
    expect(validateProduct({ ...kurta, rateAbove: '5' }, NO_IMAGES, 'edit')).toEqual({
      'gstSlab.rateAbove': 'Rate above must be more than the rate up to the value (5%)',
    });
    expect(validateProduct({ ...kurta, slabUpTo: '0' }, NO_IMAGES, 'edit')).toMatchObject({
      'gstSlab.upTo': 'Value of a piece must be more than ₹0, with at most 2 decimals',
    });
  });

  it('keeps a retired rate the product has, and refuses choosing one', () => {
    const stored = { ...PRODUCT, tax: { ...PRODUCT.tax, ownGstRate: 12, gstRate: 12 } };
    const values = formValuesOf(CATEGORIES, stored);
    expect(values).toMatchObject({ gstRate: '12', storedRule: { rate: 12, slab: null } });
    expect(validateProduct(values, NO_IMAGES, 'edit')).toEqual({});
    expect(validateProduct({ ...valid, gstRate: '28' }, NO_IMAGES, 'edit')).toEqual({
      gstRate: '28% is no longer in force; choose one of 0, 0.25, 1.5, 3, 5, 18, 40 (%)',
    });
  });

  it('round-trips an existing product through the form', () => {
    const product = PRODUCT;
    const values = formValuesOf(CATEGORIES, product);
    expect(values).toMatchObject({
      categoryId: 'p1',
      subcategoryId: 's1',
      originalPrice: '1299',
      tags: 'gift',
      // Its own rate, and no HSN code of its own (the category's applies).
      hsnCode: '',
      gstRate: '3',
      // The product's own "Can be returned", not its category's answer.
      returnable: true,
    });
    const images = imagesOf(product);
    expect(images).toMatchObject({ mainUrl: '/images/a/640.webp', carouselUrls: ['/images/b/640.webp'] });
    expect(productPayload(values, CATEGORIES, images, { main: null, carousel: [] })).toMatchObject({
      category: 'earrings',
      hsnCode: null,
      gstRate: 3,
      originalPrice: 1299,
      images: product.images,
      sku: 'JH-1',
      craft: 'Kundan',
      origin: 'Jaipur',
      material: null,
      returnable: true,
      options: [],
      // The default variant keeps its id, so its orders and cart lines stay attached to it.
      variants: [
        {
          id: DEFAULT_VARIANT_ID,
          optionValues: {},
          sku: 'JH-1',
          price: 999,
          originalPrice: 1299,
          stockQuantity: 3,
        },
      ],
    });
  });

  it('edits the note’s Hindi label with the note: read back, sent trimmed, cleared with the note', () => {
    const engraved = {
      ...PRODUCT,
      personalisation: { label: 'Name to engrave', maxLength: 12 },
      translations: {
        hi: {
          name: null,
          description: null,
          care: null,
          personalisationLabel: 'खुदवाने के लिए नाम',
          craft: null,
          material: null,
          origin: null,
          artisan: null,
        },
      },
    };
    const values = formValuesOf(CATEGORIES, engraved);
    expect(values).toMatchObject({
      personalisationLabel: 'Name to engrave',
      personalisationLabelHi: 'खुदवाने के लिए नाम',
    });
    const sent = (changed: Partial<ProductFormValues>) =>
      productPayload({ ...values, ...changed }, CATEGORIES, imagesOf(engraved), { main: null, carousel: [] });
    expect(sent({ personalisationLabelHi: ' नाम लिखें ' }).translations.hi).toMatchObject({
      personalisationLabel: 'नाम लिखें',
    });
    expect(sent({ personalisationLabelHi: '  ' }).translations.hi?.personalisationLabel).toBeNull();
    // Personalisation switched off: the note goes, and its Hindi with it, whatever the field holds.
    const noNote = sent({ personalise: false });
    expect(noNote.personalisation).toBeNull();
    expect(noNote.translations.hi?.personalisationLabel).toBeNull();
    expect(validateProduct({ ...values, personalisationLabelHi: 'न'.repeat(61) }, NO_IMAGES, 'edit')).toEqual(
      {
        'translations.hi.personalisationLabel': 'Hindi note label must be at most 60 characters',
      },
    );
  });

  it('edits the provenance in Hindi: read back, sent trimmed, a blank field sent as null', () => {
    const kundan = {
      ...PRODUCT,
      craft: 'Kundan',
      material: 'Gold-plated brass, pearls',
      origin: 'Jaipur, Rajasthan',
      artisan: 'Kundan setters of Johari Bazaar',
      translations: {
        hi: {
          name: null,
          description: null,
          care: null,
          personalisationLabel: null,
          craft: 'कुंदन',
          material: 'सोने का पानी चढ़ा पीतल, मोती',
          origin: 'जयपुर, राजस्थान',
          artisan: null,
        },
      },
    };
    const values = formValuesOf(CATEGORIES, kundan);
    expect(values).toMatchObject({
      craftHi: 'कुंदन',
      materialHi: 'सोने का पानी चढ़ा पीतल, मोती',
      originHi: 'जयपुर, राजस्थान',
      artisanHi: '',
    });
    const sent = productPayload(
      { ...values, craftHi: '  ', artisanHi: ' जौहरी बाज़ार के कुंदन कारीगर ' },
      CATEGORIES,
      imagesOf(kundan),
      { main: null, carousel: [] },
    );
    expect(sent.translations.hi).toMatchObject({
      craft: null,
      material: 'सोने का पानी चढ़ा पीतल, मोती',
      origin: 'जयपुर, राजस्थान',
      artisan: 'जौहरी बाज़ार के कुंदन कारीगर',
    });
    expect(validateProduct({ ...values, originHi: 'ज'.repeat(81) }, NO_IMAGES, 'edit')).toEqual({
      'translations.hi.origin': 'Hindi origin must be at most 80 characters',
    });
  });
});

describe('options, variants and handmade fields (decision 024)', () => {
  const VARIANT_ID = '00000000-0000-4000-8000-000000000002';
  const SAVED_IMAGE = '/images/00000000-0000-4000-8000-0000000000aa/640.webp';
  const kurti: ProductFormValues = {
    ...valid,
    price: '1499',
    stockQuantity: '99',
    sku: 'IGNORED',
    options: [
      { name: 'Size', values: ['S', 'M'] },
      { name: ' Colour ', values: ['Indigo'] },
    ],
    variants: [
      {
        id: VARIANT_ID,
        optionValues: { Size: 'S', Colour: 'Indigo' },
        sku: ' KUR-S ',
        price: '',
        originalPrice: '1999',
        stockQuantity: '2',
        image: SAVED_IMAGE,
      },
      {
        optionValues: { Size: 'M', Colour: 'Indigo' },
        sku: '',
        price: '1599',
        originalPrice: '',
        stockQuantity: '5',
        image: newCarouselImage(0),
      },
    ],
  };

  it('sends options and a variant per row: blank price is the product’s, new pictures become their URLs', () => {
    const body = productPayload(kurti, CATEGORIES, withImage, {
      main: null,
      carousel: ['/images/up/640.webp'],
    });
    expect(body).toMatchObject({
      price: 1499,
      // The product's own SKU and stock belong to a product without options.
      sku: null,
      stockQuantity: 7,
      options: [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Colour', values: ['Indigo'] },
      ],
      variants: [
        {
          id: VARIANT_ID,
          optionValues: { Size: 'S', Colour: 'Indigo' },
          sku: 'KUR-S',
          price: null,
          originalPrice: 1999,
          stockQuantity: 2,
          image: SAVED_IMAGE,
        },
        {
          optionValues: { Size: 'M', Colour: 'Indigo' },
          sku: null,
          price: 1599,
          originalPrice: null,
          stockQuantity: 5,
          image: '/images/up/640.webp',
        },
      ],
    });
    expect(body.variants[1]).not.toHaveProperty('id');
    expect(validateProduct(kurti, withImage, 'create')).toEqual({});
  });

  it('sends each option’s Hindi, every value’s, null where none, and not a removed value’s (decision 074)', () => {
    const inHindi: ProductFormValues = {
      ...kurti,
      options: [
        // M was removed after its Hindi was typed; S's Hindi is blank.
        { name: 'Size', values: ['S'], nameHi: ' साइज़ ', valuesHi: { S: ' ', M: 'मध्यम' } },
        { name: 'Colour', values: ['Indigo'], valuesHi: { Indigo: 'नील' } },
      ],
      variants: kurti.variants.slice(0, 1),
    };
    const body = productPayload(inHindi, CATEGORIES, withImage, { main: null, carousel: [] });
    expect(body.options).toEqual([
      { name: 'Size', values: ['S'], translations: { hi: { name: 'साइज़', values: { S: null } } } },
      { name: 'Colour', values: ['Indigo'], translations: { hi: { name: null, values: { Indigo: 'नील' } } } },
    ]);
    expect(validateProduct(inHindi, withImage, 'edit')).toEqual({});
  });

  it('reads a saved option’s Hindi into the form, and names two values a Hindi page would show alike', () => {
    const saved = {
      ...PRODUCT,
      options: [
        {
          name: 'Size',
          values: ['S', 'M'],
          translations: { hi: { name: 'साइज़', values: { S: 'छोटा', M: null } } },
        },
      ],
    } as Product;
    const values = formValuesOf(CATEGORIES, saved);
    expect(values.options).toEqual([
      { name: 'Size', values: ['S', 'M'], nameHi: 'साइज़', valuesHi: { S: 'छोटा' } },
    ]);
    const alike = {
      ...kurti,
      options: [{ name: 'Size', values: ['S', 'M'], valuesHi: { S: 'छोटा', M: 'छोटा' } }, kurti.options[1]!],
    };
    expect(crossFieldProblems(alike)['options.0.translations.hi.values']).toBe(
      '"S" and "M" under Size would both read "छोटा" in Hindi',
    );
  });

  it('sends a one-of-a-kind piece as a single unit without options, and the handmade fields', () => {
    const body = productPayload(
      {
        ...kurti,
        isOneOfAKind: true,
        madeToOrder: false,
        personalise: true,
        personalisationLabel: ' Name to engrave ',
        personalisationMaxLength: '12',
        craft: ' Meenakari ',
        care: 'Keep dry',
      },
      CATEGORIES,
      withImage,
      { main: null, carousel: [] },
    );
    expect(body).toMatchObject({
      isOneOfAKind: true,
      stockQuantity: 1,
      options: [],
      variants: [{ optionValues: {}, stockQuantity: 1, sku: 'IGNORED' }],
      personalisation: { label: 'Name to engrave', maxLength: 12 },
      craft: 'Meenakari',
      care: 'Keep dry',
      leadTimeDays: null,
    });
    const madeToOrder = productPayload(
      { ...valid, madeToOrder: true, leadTimeDays: '10' },
      CATEGORIES,
      withImage,
      { main: null, carousel: [] },
    );
    expect(madeToOrder).toMatchObject({ madeToOrder: true, leadTimeDays: 10, personalisation: null });
  });

  it('names the grid’s problems under the row and field the server would name', () => {
    const errors = validateProduct(
      {
        ...kurti,
        variants: [
          { ...kurti.variants[0]!, sku: 'dup', stockQuantity: '' },
          { ...kurti.variants[1]!, sku: 'DUP', price: '-1' },
        ],
      },
      withImage,
      'edit',
    );
    expect(errors).toEqual({
      'variants.0.stockQuantity': 'Stock quantity must be a whole number of 0 or more',
      'variants.1.price': 'Valid price is required',
      'variants.1.sku': 'SKU DUP is used twice',
    });
  });

  it('asks for the variants of new options, a lead time and a note label, while typing', () => {
    expect(
      crossFieldProblems({ ...kurti, options: [...kurti.options, { name: 'Fabric', values: ['Cotton'] }] }),
    ).toMatchObject({
      'variants.0.optionValues': 'Each variant needs one value of every option, from that option’s values',
    });
    // Options without a single row: saving makes them (as the server does for a new product).
    expect(crossFieldProblems({ ...kurti, variants: [] })).toEqual({});
    expect(withVariantsForEveryValue({ ...kurti, variants: [] }).added).toHaveLength(2);
    expect(
      crossFieldProblems({ ...kurti, options: [kurti.options[0]!, { name: 'size', values: ['M'] }] }),
    ).toMatchObject({ 'options.1.name': 'Option "size" is named twice' });
    expect(validateProduct({ ...valid, madeToOrder: true }, withImage, 'edit')).toEqual({
      leadTimeDays: 'Lead time must be a whole number of days from 1 to 120',
    });
    expect(validateProduct({ ...valid, personalise: true }, withImage, 'edit')).toEqual({
      'personalisation.label': 'Note label is required',
    });
    expect(
      validateProduct(
        { ...valid, isOneOfAKind: true, madeToOrder: true, leadTimeDays: '5' },
        withImage,
        'edit',
      ),
    ).toEqual({ madeToOrder: 'A one-of-a-kind piece already exists; it cannot be made to order' });
    expect(
      validateProduct({ ...kurti, options: [{ name: '', values: [] }] }, withImage, 'edit'),
    ).toMatchObject({
      'options.0.name': 'Option name is required',
      'options.0.values': 'Give each option at least one value',
    });
  });

  it('saves a size typed without "Generate combinations" as a variant shoppers can buy: stock 0, the product’s price', () => {
    const withThreeXl: ProductFormValues = {
      ...kurti,
      options: [{ name: 'Size', values: ['S', 'M', '3XL'] }, kurti.options[1]!],
    };
    // Not a problem to show while typing: saving adds the variant.
    expect(crossFieldProblems(withThreeXl)).toEqual({});
    const { values, added } = withVariantsForEveryValue(withThreeXl);
    expect(added.map((row) => row.optionValues)).toEqual([{ Size: '3XL', Colour: 'Indigo' }]);
    expect(validateProduct(values, withImage, 'edit')).toEqual({});
    const body = productPayload(values, CATEGORIES, withImage, { main: null, carousel: [] });
    expect(body.variants).toHaveLength(3);
    expect(body.variants[2]).toEqual({
      optionValues: { Size: '3XL', Colour: 'Indigo' },
      // The server makes the SKU from the other variants', the price is the product's.
      sku: null,
      price: null,
      originalPrice: null,
      stockQuantity: 0,
      image: null,
    });
    // Nothing to add when every value has its variant.
    expect(withVariantsForEveryValue(kurti)).toEqual({ values: kurti, added: [] });
  });

  it('forgets a row’s choice of a new picture once that file is removed, keeps the others', () => {
    const a = file('a.png', 'image/png');
    const b = file('b.png', 'image/png');
    const before = { ...withImage, carouselFiles: [a, b] };
    const rows = [
      { ...kurti.variants[0]!, image: newCarouselImage(0) },
      { ...kurti.variants[1]!, image: newCarouselImage(1) },
    ];
    expect(keepImageChoices(rows, before, { ...before, carouselFiles: [a] }).map((row) => row.image)).toEqual(
      [newCarouselImage(0), ''],
    );
    expect(keepImageChoices(rows, before, { ...before, carouselFiles: [b] }).map((row) => row.image)).toEqual(
      ['', ''],
    );
  });

  it('shows a duplicate SKU answer (409) on the row that holds it', () => {
    const conflict = new ApiError('SKU KUR-S is already used by another product', 409, 'CONFLICT', [
      { field: 'sku', message: 'SKU KUR-S is already used by another product' },
    ]);
    expect(productErrorsOf(conflict, kurti)).toEqual({
      'variants.0.sku': 'SKU KUR-S is already used by another product',
    });
    expect(productErrorsOf(conflict, { ...valid, sku: 'KUR-S' })).toEqual({
      sku: 'SKU KUR-S is already used by another product',
    });
    const invalid = new ApiError('Validation failed', 422, 'VALIDATION_FAILED', [
      { field: 'variants.1.price', message: 'Valid price is required' },
    ]);
    expect(productErrorsOf(invalid, kurti)).toEqual({ 'variants.1.price': 'Valid price is required' });
  });
});
