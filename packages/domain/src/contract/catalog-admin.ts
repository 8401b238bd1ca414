import { IdParamsSchema, successEnvelope } from '../api.js';
import { CategoryResultSchema, ProductResultSchema } from '../catalog.js';
import {
  CategoryInputSchema,
  ProductCountsResultSchema,
  ProductCreateSchema,
  ProductUpdateSchema,
} from '../catalog-admin.js';
import { ProductImportQuerySchema, ProductImportResultSchema } from '../product-csv.js';
import { endpoint } from './endpoint.js';

const tags = ['catalog admin'];
const productAnswer = successEnvelope(ProductResultSchema);
const categoryAnswer = successEnvelope(CategoryResultSchema);

/** The catalogue's write side: staff add, change and remove products and categories. */
export const catalogAdminContract = {
  productCounts: endpoint({
    method: 'GET',
    path: '/api/admin/products/counts',
    access: 'admin',
    tags,
    summary: 'Products in the whole catalogue: all, in stock, featured and new arrivals',
    response: { 200: successEnvelope(ProductCountsResultSchema) },
  }),
  createProduct: endpoint({
    method: 'POST',
    path: '/api/products',
    access: 'admin',
    tags,
    summary: 'Add a product',
    body: ProductCreateSchema,
    response: { 201: productAnswer },
  }),
  updateProduct: endpoint({
    method: 'PUT',
    path: '/api/products/:id',
    access: 'admin',
    tags,
    summary: 'Change a product (only the fields sent)',
    params: IdParamsSchema,
    body: ProductUpdateSchema,
    response: { 200: productAnswer },
  }),
  deleteProduct: endpoint({
    method: 'DELETE',
    path: '/api/products/:id',
    access: 'admin',
    tags,
    summary: 'Delete a product for good (order lines keep their copy)',
    params: IdParamsSchema,
    response: { 200: productAnswer },
  }),
  exportProducts: endpoint({
    method: 'GET',
    path: '/api/products/export.csv',
    access: 'admin',
    tags,
    summary: 'Every product as CSV, one row per variant (decision 039)',
    produces: ['text/csv'],
    response: {},
  }),
  importProducts: endpoint({
    method: 'POST',
    path: '/api/products/import',
    access: 'admin',
    tags,
    summary:
      'Create and update products from CSV (text/csv body); dryRun=true only reports, else all rows or none',
    querystring: ProductImportQuerySchema,
    consumes: ['text/csv'],
    response: { 200: successEnvelope(ProductImportResultSchema) },
  }),
  createCategory: endpoint({
    method: 'POST',
    path: '/api/categories',
    access: 'admin',
    tags,
    summary: 'Add a category',
    body: CategoryInputSchema,
    response: { 201: categoryAnswer },
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: '/api/categories/:id',
    access: 'admin',
    tags,
    summary: 'Change a category',
    params: IdParamsSchema,
    body: CategoryInputSchema,
    response: { 200: categoryAnswer },
  }),
  deleteCategory: endpoint({
    method: 'DELETE',
    path: '/api/categories/:id',
    access: 'admin',
    tags,
    summary: 'Delete an empty category',
    params: IdParamsSchema,
    response: { 200: categoryAnswer },
  }),
};
