import { successEnvelope } from '../api.js';
import {
  SearchSynonymsBodySchema,
  SearchSynonymsSchema,
  SpellingsQuerySchema,
  SpellingsSchema,
} from '../search.js';
import { endpoint } from './endpoint.js';

const tags = ['search'];
const synonymsAnswer = { 200: successEnvelope(SearchSynonymsSchema) };

/**
 * Search beyond the catalogue's own reads (decision 023): the closest spellings for a search that
 * found nothing, and the synonym groups staff keep so that "jumka" finds jhumkas.
 */
export const searchContract = {
  spellings: endpoint({
    method: 'GET',
    path: '/api/products/spellings',
    access: 'public',
    tags,
    summary: 'Searches spelt like this one with words of the shop’s product and category names',
    querystring: SpellingsQuerySchema,
    response: { 200: successEnvelope(SpellingsSchema) },
  }),
  synonyms: endpoint({
    method: 'GET',
    path: '/api/admin/search-synonyms',
    access: 'admin',
    tags,
    summary: 'The synonym groups search expands a word with',
    response: synonymsAnswer,
  }),
  replaceSynonyms: endpoint({
    method: 'PUT',
    path: '/api/admin/search-synonyms',
    access: 'admin',
    tags,
    summary: 'Replace every synonym group (words trimmed and lower-cased; each word in one group)',
    body: SearchSynonymsBodySchema,
    response: synonymsAnswer,
  }),
};
