import { successEnvelope } from '../api.js';
import { LanguageQuerySchema } from '../catalog.js';
import {
  ContentPageInputSchema,
  ContentPageListSchema,
  ContentPageParamsSchema,
  ContentPageResultSchema,
  HomeContentInputSchema,
  HomeContentSchema,
  StaffContentPageResultSchema,
  StaffHomeContentSchema,
} from '../content-pages.js';
import { endpoint } from './endpoint.js';

const tags = ['pages'];
const pageAnswer = successEnvelope(ContentPageResultSchema);
const homeAnswer = successEnvelope(HomeContentSchema);
// Staff read and write the Hindi beside the English (decision 075); shoppers never see `translations`.
const staffPageAnswer = successEnvelope(StaffContentPageResultSchema);
const staffHomeAnswer = successEnvelope(StaffHomeContentSchema);

/** The pages the owner writes (About, FAQ, Shipping, Returns, Privacy, Terms) and the home page's hero and announcement (issue 26). */
export const contentPagesContract = {
  page: endpoint({
    method: 'GET',
    path: '/api/pages/:slug',
    access: 'public',
    tags,
    summary:
      'One of the shop’s written pages, its Markdown rendered with the settings filled in (404 for another slug); `?lang=hi` answers its Hindi title and text, each falling back to the English where none',
    params: ContentPageParamsSchema,
    querystring: LanguageQuerySchema,
    response: { 200: pageAnswer },
  }),
  adminPage: endpoint({
    method: 'GET',
    path: '/api/admin/pages/:slug',
    access: 'admin',
    tags,
    summary: 'One written page as staff edit it: the English as written and its Hindi (`translations`)',
    params: ContentPageParamsSchema,
    response: { 200: staffPageAnswer },
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
    summary:
      "Save a page’s title and Markdown, and its Hindi in `translations.hi` (a field left out keeps what is stored, '' or null clears it)",
    params: ContentPageParamsSchema,
    body: ContentPageInputSchema,
    response: { 200: staffPageAnswer },
  }),
  home: endpoint({
    method: 'GET',
    path: '/api/storefront/home',
    access: 'public',
    tags,
    summary:
      'The home page’s hero and the announcement bar, placeholders filled in; `?lang=hi` answers the Hindi, each text falling back to the English where none',
    querystring: LanguageQuerySchema,
    response: { 200: homeAnswer },
  }),
  adminHome: endpoint({
    method: 'GET',
    path: '/api/admin/storefront/home',
    access: 'admin',
    tags,
    summary:
      'The home page’s hero and announcement as written (placeholders unfilled), with their Hindi, for editing',
    response: { 200: staffHomeAnswer },
  }),
  saveHome: endpoint({
    method: 'PUT',
    path: '/api/admin/storefront/home',
    access: 'admin',
    tags,
    summary:
      'Save the home page’s hero and the announcement bar, and their Hindi in `translations.hi` (a field left out keeps what is stored)',
    body: HomeContentInputSchema,
    response: { 200: staffHomeAnswer },
  }),
};
