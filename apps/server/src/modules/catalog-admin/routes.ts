import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoryInputSchema,
  CategorySchema,
  IdParamsSchema,
  ProductCreateSchema,
  ProductSchema,
  ProductUpdateSchema,
  successEnvelope,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { createCategory, deleteCategory, updateCategory } from './category-service.js';
import { createProduct, deleteProduct, updateProduct } from './product-service.js';

const ProductBody = successEnvelope(z.object({ product: ProductSchema }));
const CategoryBody = successEnvelope(z.object({ category: CategorySchema }));

/** The catalogue's write side: staff add, change and remove products and categories. */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/products',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog admin'],
        summary: 'Add a product',
        body: ProductCreateSchema,
        response: { 201: ProductBody },
      },
    },
    async (request, reply) => {
      const product = await createProduct(db, request.body);
      return reply.code(201).send({ success: true as const, data: { product } });
    },
  );

  app.put(
    '/api/products/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog admin'],
        summary: 'Change a product (only the fields sent)',
        params: IdParamsSchema,
        body: ProductUpdateSchema,
        response: { 200: ProductBody },
      },
    },
    async (request) => ({
      success: true as const,
      data: { product: await updateProduct(db, request.params.id, request.body) },
    }),
  );

  app.delete(
    '/api/products/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog admin'],
        summary: 'Delete a product for good (order lines keep their copy)',
        params: IdParamsSchema,
        response: { 200: ProductBody },
      },
    },
    async (request) => ({
      success: true as const,
      data: { product: await deleteProduct(db, request.params.id) },
    }),
  );

  app.post(
    '/api/categories',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog admin'],
        summary: 'Add a category',
        body: CategoryInputSchema,
        response: { 201: CategoryBody },
      },
    },
    async (request, reply) => {
      const category = await createCategory(db, request.body);
      return reply.code(201).send({ success: true as const, data: { category } });
    },
  );

  app.put(
    '/api/categories/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog admin'],
        summary: 'Change a category',
        params: IdParamsSchema,
        body: CategoryInputSchema,
        response: { 200: CategoryBody },
      },
    },
    async (request) => ({
      success: true as const,
      data: { category: await updateCategory(db, request.params.id, request.body) },
    }),
  );

  app.delete(
    '/api/categories/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog admin'],
        summary: 'Delete an empty category',
        params: IdParamsSchema,
        response: { 200: CategoryBody },
      },
    },
    async (request) => ({
      success: true as const,
      data: { category: await deleteCategory(db, request.params.id) },
    }),
  );
};
