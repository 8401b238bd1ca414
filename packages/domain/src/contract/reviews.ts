import { IdParamsSchema, successEnvelope } from '../api.js';
import {
  CreateReviewBodySchema,
  ReviewCreatedSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
} from '../orders.js';
import { endpoint } from './endpoint.js';

const tags = ['reviews'];

/** "Rate & Review" for products from delivered orders, and the public list on the product page. */
export const reviewsContract = {
  create: endpoint({
    method: 'POST',
    path: '/api/products/:id/reviews',
    access: 'signed-in',
    tags,
    summary: 'Review a product from one of my delivered orders (once)',
    params: IdParamsSchema,
    body: CreateReviewBodySchema,
    response: { 201: successEnvelope(ReviewCreatedSchema) },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/products/:id/reviews',
    access: 'public',
    tags,
    summary: "A product's reviews, newest first",
    params: IdParamsSchema,
    querystring: ReviewListQuerySchema,
    response: { 200: successEnvelope(ReviewListSchema) },
  }),
};
