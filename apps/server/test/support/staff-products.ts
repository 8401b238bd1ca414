import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { products } from '../../src/db/schema/index.js';
import { json, type TestApp } from './test-app.js';

/** What a new product is given unless the test says otherwise. */
interface ProductDefaults {
  description: string;
  price: number;
  category: string;
}

/**
 * Staff's product calls for the catalogue's Hindi tests: writes, the public and staff reads, and
 * the stored row. `test`, `authorization` and `image` are read when called (set in `beforeAll`).
 */
export function staffProducts(
  test: () => TestApp,
  authorization: () => string,
  image: () => string,
  defaults: ProductDefaults,
) {
  const staff = (method: 'POST' | 'PUT', url: string, payload: object) =>
    test().app.inject({ method, url, headers: { authorization: authorization() }, payload });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's shape is what is tested
  const publicProduct = async (id: string, query = ''): Promise<any> => {
    const response = await test().app.inject({ method: 'GET', url: `/api/products/id/${id}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return json(response).data.product;
  };
  /** The product's Hindi as staff read it. */
  const staffHindi = async (id: string) => {
    const response = await test().app.inject({
      method: 'GET',
      url: `/api/products/id/${id}?includeInactive=true`,
      headers: { authorization: authorization() },
    });
    expect(response.statusCode, response.body).toBe(200);
    return json(response).data.product.translations.hi as Record<string, string | null>;
  };
  const createProduct = async (name: string, fields: Record<string, unknown>): Promise<string> => {
    const response = await staff('POST', '/api/products', {
      name,
      ...defaults,
      stockQuantity: 5,
      image: image(),
      images: [image()],
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return String(json(response).data.product.id);
  };
  const storedRow = async (id: string) =>
    (await test().db.select().from(products).where(eq(products.id, id)))[0];
  return { staff, publicProduct, staffHindi, createProduct, storedRow };
}
