import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategorySchema,
  FeaturedQuerySchema,
  IdParamsSchema,
  IncludeInactiveQuerySchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  ProductSearchQuerySchema,
  SlugParamsSchema,
  SuggestionSchema,
  SuggestionsQuerySchema,
  successEnvelope,
} from '@shop/domain';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { CatalogCache } from './catalog-cache.js';
import * as catalog from './service.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const CategoriesBody = successEnvelope(z.object({ categories: z.array(CategorySchema) }));
const CategoryBody = successEnvelope(z.object({ category: CategorySchema }));
const ProductsBody = successEnvelope(z.object({ products: z.array(ProductSchema) }));
const ProductBody = successEnvelope(z.object({ product: ProductSchema }));
const ProductListBody = successEnvelope(ProductListSchema);
const SuggestionsBody = successEnvelope(z.object({ suggestions: z.array(SuggestionSchema) }));
const CategoryIdParamsSchema = z.object({ categoryId: z.uuid({ message: 'Must be a valid id' }) });

/** `includeInactive=true` counts only from staff; anyone else silently gets the shop window. */
async function staffView(request: FastifyRequest, asked: boolean | undefined): Promise<boolean> {
  if (!asked) return false;
  const role = (await request.optionalSession())?.user.role;
  return role === 'admin' || role === 'administrator';
}

export const catalogRoutes: FastifyPluginAsyncZod<{ database: Database; cacheSize?: number }> = async (
  app,
  options,
) => {
  const { db } = options.database;
  const cache = new CatalogCache(options.cacheSize ?? 1000);
  const stopWatching = await catalog.watchCatalogChanges(options.database, () => cache.clear());
  app.addHook('onClose', async () => stopWatching());

  /**
   * Answers with the validated envelope, serialized once per cache entry: a hit costs a Map
   * look-up. Staff views bypass the cache, as they follow their own edits.
   */
  async function answer<D>(
    reply: FastifyReply,
    key: string | null,
    schema: z.ZodType<unknown, { success: true; data: D }>,
    load: () => Promise<D>,
  ): Promise<FastifyReply> {
    const build = async () => JSON.stringify(schema.parse({ success: true, data: await load() }));
    if (key === null) return reply.type(JSON_TYPE).send(await build());
    const { value, hit } = await cache.get(key, build);
    return reply
      .type(JSON_TYPE)
      .header('x-cache', hit ? 'hit' : 'miss')
      .send(value);
  }
  const keyOf = (name: string, staff: boolean, input: unknown) =>
    staff ? null : `${name}:${JSON.stringify(input)}`;

  const notFoundProduct = () => notFound('Product not found');
  const notFoundCategory = () => notFound('Category not found');

  app.get(
    '/api/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Every category with its parent, subcategories and product count',
        querystring: IncludeInactiveQuerySchema,
        response: { 200: CategoriesBody },
      },
    },
    async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      return answer(reply, keyOf('categories', staff, {}), CategoriesBody, async () => ({
        categories: await catalog.listCategories(db, { includeInactive: staff }),
      }));
    },
  );

  app.get(
    '/api/categories/parents',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Parent categories',
        querystring: IncludeInactiveQuerySchema,
        response: { 200: CategoriesBody },
      },
    },
    async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      return answer(reply, keyOf('parents', staff, {}), CategoriesBody, async () => ({
        categories: (await catalog.listCategories(db, { includeInactive: staff })).filter(
          (category) => category.categoryType === 'parent',
        ),
      }));
    },
  );

  app.get(
    '/api/categories/:categoryId/subcategories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Subcategories of a parent category',
        params: CategoryIdParamsSchema,
        querystring: IncludeInactiveQuerySchema,
        response: { 200: CategoriesBody },
      },
    },
    async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      const { categoryId } = request.params;
      return answer(reply, keyOf('subcategories', staff, categoryId), CategoriesBody, async () => {
        const all = await catalog.listCategories(db, { includeInactive: staff });
        if (!all.some((category) => category.id === categoryId)) throw notFoundCategory();
        return { categories: all.filter((category) => category.parentId === categoryId) };
      });
    },
  );

  app.get(
    '/api/categories/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One category by slug',
        params: SlugParamsSchema,
        querystring: IncludeInactiveQuerySchema,
        response: { 200: CategoryBody },
      },
    },
    async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      const { slug } = request.params;
      return answer(reply, keyOf('category', staff, slug), CategoryBody, async () => {
        const category = (await catalog.listCategories(db, { includeInactive: staff })).find(
          (candidate) => candidate.slug === slug,
        );
        if (!category) throw notFoundCategory();
        return { category };
      });
    },
  );

  app.get(
    '/api/products',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'A filtered, sorted page of products',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListBody },
      },
    },
    async (request, reply) => {
      const { page, limit, includeInactive, ...filter } = request.query;
      const staff = await staffView(request, includeInactive);
      return answer(reply, keyOf('products', staff, request.query), ProductListBody, () =>
        catalog.listProducts(db, filter, page, limit, { includeInactive: staff }),
      );
    },
  );

  app.get(
    '/api/products/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Products matching a search, best match first',
        querystring: ProductSearchQuerySchema,
        response: { 200: ProductsBody },
      },
    },
    async (request, reply) =>
      answer(reply, keyOf('search', false, request.query), ProductsBody, async () => ({
        products: await catalog.searchProducts(db, request.query),
      })),
  );

  app.get(
    '/api/products/suggestions',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'A few products for the live search box',
        querystring: SuggestionsQuerySchema,
        response: { 200: SuggestionsBody },
      },
    },
    async (request, reply) =>
      answer(reply, keyOf('suggestions', false, request.query), SuggestionsBody, async () => ({
        suggestions: await catalog.suggestProducts(db, request.query.q, request.query.limit),
      })),
  );

  app.get(
    '/api/products/categories-for-form',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Parent categories with their subcategories, for the product form',
        querystring: IncludeInactiveQuerySchema,
        response: { 200: CategoriesBody },
      },
    },
    async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      return answer(reply, keyOf('categories-for-form', staff, {}), CategoriesBody, async () => ({
        categories: (await catalog.listCategories(db, { includeInactive: staff })).filter(
          (category) => category.categoryType === 'parent',
        ),
      }));
    },
  );

  app.get(
    '/api/products/featured',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Featured products, newest first',
        querystring: FeaturedQuerySchema,
        response: { 200: ProductsBody },
      },
    },
    async (request, reply) =>
      answer(reply, keyOf('featured', false, request.query), ProductsBody, async () => ({
        products: await catalog.featuredProducts(db, request.query.limit),
      })),
  );

  app.get(
    '/api/products/new-arrivals',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'New arrivals, newest first',
        querystring: FeaturedQuerySchema,
        response: { 200: ProductsBody },
      },
    },
    async (request, reply) =>
      answer(reply, keyOf('new-arrivals', false, request.query), ProductsBody, async () => ({
        products: await catalog.newArrivals(db, request.query.limit),
      })),
  );

  app.get(
    '/api/products/id/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One product by id',
        params: IdParamsSchema,
        querystring: IncludeInactiveQuerySchema,
        response: { 200: ProductBody },
      },
    },
    async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      const { id } = request.params;
      return answer(reply, keyOf('product', staff, id), ProductBody, async () => {
        const product = await catalog.getProductById(db, id, { includeInactive: staff });
        if (!product) throw notFoundProduct();
        return { product };
      });
    },
  );

  app.get(
    '/api/products/slug/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One product by slug',
        params: SlugParamsSchema,
        querystring: IncludeInactiveQuerySchema,
        response: { 200: ProductBody },
      },
    },
    async (request, reply) => {
      const staff = await staffView(request, request.query.includeInactive);
      const { slug } = request.params;
      return answer(reply, keyOf('product-slug', staff, slug), ProductBody, async () => {
        const product = await catalog.getProductBySlug(db, slug, { includeInactive: staff });
        if (!product) throw notFoundProduct();
        return { product };
      });
    },
  );
};
