import { IdParamsSchema, successEnvelope } from '../api.js';
import {
  CategoryIdParamsSchema,
  CategoryListSchema,
  CategoryResultSchema,
  FeaturedQuerySchema,
  IncludeInactiveQuerySchema,
  ProductArraySchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductResultSchema,
  ProductSearchQuerySchema,
  SlugParamsSchema,
  SuggestionListSchema,
  SuggestionsQuerySchema,
} from '../catalog.js';
import { endpoint } from './endpoint.js';

const tags = ['catalog'];
const categoriesAnswer = { 200: successEnvelope(CategoryListSchema) };
const productsAnswer = { 200: successEnvelope(ProductArraySchema) };
const productAnswer = { 200: successEnvelope(ProductResultSchema) };

/**
 * The shop window: public reads of categories and products. `includeInactive=true` shows withdrawn
 * ones too, to staff only; anyone else gets the shop window.
 */
export const catalogContract = {
  categories: endpoint({
    method: 'GET',
    path: '/api/categories',
    access: 'public',
    tags,
    summary: 'Every category with its parent, subcategories and product count',
    querystring: IncludeInactiveQuerySchema,
    response: categoriesAnswer,
  }),
  parentCategories: endpoint({
    method: 'GET',
    path: '/api/categories/parents',
    access: 'public',
    tags,
    summary: 'Parent categories',
    querystring: IncludeInactiveQuerySchema,
    response: categoriesAnswer,
  }),
  subcategories: endpoint({
    method: 'GET',
    path: '/api/categories/:categoryId/subcategories',
    access: 'public',
    tags,
    summary: 'Subcategories of a parent category',
    params: CategoryIdParamsSchema,
    querystring: IncludeInactiveQuerySchema,
    response: categoriesAnswer,
  }),
  category: endpoint({
    method: 'GET',
    path: '/api/categories/:slug',
    access: 'public',
    tags,
    summary: 'One category by slug',
    params: SlugParamsSchema,
    querystring: IncludeInactiveQuerySchema,
    response: { 200: successEnvelope(CategoryResultSchema) },
  }),
  products: endpoint({
    method: 'GET',
    path: '/api/products',
    access: 'public',
    tags,
    summary: 'A filtered, sorted page of products',
    querystring: ProductListQuerySchema,
    response: { 200: successEnvelope(ProductListSchema) },
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/products/search',
    access: 'public',
    tags,
    summary: 'Products matching a search, best match first',
    querystring: ProductSearchQuerySchema,
    response: productsAnswer,
  }),
  suggestions: endpoint({
    method: 'GET',
    path: '/api/products/suggestions',
    access: 'public',
    tags,
    summary: 'A few products for the live search box',
    querystring: SuggestionsQuerySchema,
    response: { 200: successEnvelope(SuggestionListSchema) },
  }),
  categoriesForForm: endpoint({
    method: 'GET',
    path: '/api/products/categories-for-form',
    access: 'public',
    tags,
    summary: 'Parent categories with their subcategories, for the product form',
    querystring: IncludeInactiveQuerySchema,
    response: categoriesAnswer,
  }),
  featured: endpoint({
    method: 'GET',
    path: '/api/products/featured',
    access: 'public',
    tags,
    summary: 'Featured products, newest first',
    querystring: FeaturedQuerySchema,
    response: productsAnswer,
  }),
  newArrivals: endpoint({
    method: 'GET',
    path: '/api/products/new-arrivals',
    access: 'public',
    tags,
    summary: 'New arrivals, newest first',
    querystring: FeaturedQuerySchema,
    response: productsAnswer,
  }),
  productById: endpoint({
    method: 'GET',
    path: '/api/products/id/:id',
    access: 'public',
    tags,
    summary: 'One product by id',
    params: IdParamsSchema,
    querystring: IncludeInactiveQuerySchema,
    response: productAnswer,
  }),
  productBySlug: endpoint({
    method: 'GET',
    path: '/api/products/slug/:slug',
    access: 'public',
    tags,
    summary: 'One product by slug',
    params: SlugParamsSchema,
    querystring: IncludeInactiveQuerySchema,
    response: productAnswer,
  }),
};
