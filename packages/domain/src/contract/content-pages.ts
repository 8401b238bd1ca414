import { successEnvelope } from '../api.js';
import {
  ContentPageInputSchema,
  ContentPageListSchema,
  ContentPageParamsSchema,
  ContentPageResultSchema,
  HomeContentInputSchema,
  HomeContentSchema,
} from '../content-pages.js';
import { endpoint } from './endpoint.js';

const tags = ['pages'];
const pageAnswer = successEnvelope(ContentPageResultSchema);
const homeAnswer = successEnvelope(HomeContentSchema);

/** The pages the owner writes (About, FAQ, Shipping, Returns, Privacy, Terms) and the home page's hero and announcement (issue 26). */
export const contentPagesContract = {
  page: endpoint({
    method: 'GET',
    path: '/api/pages/:slug',
    access: 'public',
    tags,
    summary:
      'One of the shop’s written pages, its Markdown rendered with the settings filled in (404 for another slug)',
    params: ContentPageParamsSchema,
    response: { 200: pageAnswer },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/pages',
    access: 'admin',
    tags,
    summary:
      'The six written pages, when each was last saved (null: the starting text), and the placeholders',
    response: { 200: successEnvelope(ContentPageListSchema) },
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/pages/:slug',
    access: 'admin',
    tags,
    summary: 'Save a page’s title and Markdown',
    params: ContentPageParamsSchema,
    body: ContentPageInputSchema,
    response: { 200: pageAnswer },
  }),
  home: endpoint({
    method: 'GET',
    path: '/api/storefront/home',
    access: 'public',
    tags,
    summary: 'The home page’s hero and the announcement bar, placeholders filled in',
    response: { 200: homeAnswer },
  }),
  adminHome: endpoint({
    method: 'GET',
    path: '/api/admin/storefront/home',
    access: 'admin',
    tags,
    summary: 'The home page’s hero and announcement as written (placeholders unfilled), for editing',
    response: { 200: homeAnswer },
  }),
  saveHome: endpoint({
    method: 'PUT',
    path: '/api/admin/storefront/home',
    access: 'admin',
    tags,
    summary: 'Save the home page’s hero and the announcement bar',
    body: HomeContentInputSchema,
    response: { 200: homeAnswer },
  }),
};
