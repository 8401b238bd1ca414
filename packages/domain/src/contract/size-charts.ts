import { successEnvelope } from '../api.js';
import {
  SizeChartCategoriesSchema,
  SizeChartCategoryParamsSchema,
  SizeChartInputSchema,
  SizeChartListSchema,
  SizeChartQuerySchema,
  SizeChartResultSchema,
} from '../size-charts.js';
import { endpoint, NoContentSchema } from './endpoint.js';

const tags = ['size charts'];
const chartAnswer = successEnvelope(SizeChartResultSchema);

/** Size charts: shoppers read the one that applies to a category, staff write them (decision 022). */
export const sizeChartsContract = {
  chart: endpoint({
    method: 'GET',
    path: '/api/size-charts',
    access: 'public',
    tags,
    summary: "A category's size chart, or its parent's when it has none (404 when neither has one)",
    querystring: SizeChartQuerySchema,
    response: { 200: chartAnswer },
  }),
  chartCategories: endpoint({
    method: 'GET',
    path: '/api/size-charts/categories',
    access: 'public',
    tags,
    summary: 'Slugs of the categories a size chart applies to (which product pages offer a size guide)',
    response: { 200: successEnvelope(SizeChartCategoriesSchema) },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/size-charts',
    access: 'admin',
    tags,
    summary: 'Every size chart, with its category',
    response: { 200: successEnvelope(SizeChartListSchema) },
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/size-charts/:categoryId',
    access: 'admin',
    tags,
    summary: "Create or replace a category's size chart (201 when created)",
    params: SizeChartCategoryParamsSchema,
    body: SizeChartInputSchema,
    response: { 200: chartAnswer, 201: chartAnswer },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/size-charts/:categoryId',
    access: 'admin',
    tags,
    summary: "Delete a category's size chart (its subcategories fall back to none)",
    params: SizeChartCategoryParamsSchema,
    response: { 204: NoContentSchema },
  }),
};
