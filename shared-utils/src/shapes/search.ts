import { Type, type Static } from '@sinclair/typebox';
import { SEARCH } from '../constants';

/** One suggestion of the search box: a category opens its filter, a title or a company searches for its text. */
export const SearchSuggestion = Type.Object({
  kind: Type.Union([Type.Literal('category'), Type.Literal('position'), Type.Literal('company')]),
  text: Type.String({ description: 'the category label, position title or company name' }),
  value: Type.String({ description: 'the category value (job_category) for kind category; empty otherwise' }),
  count: Type.Integer({ description: 'open positions of this site it finds' }),
});
export type SearchSuggestion = Static<typeof SearchSuggestion>;

/** GET /api/position/suggest {keyword}: what the search box offers as the student types. */
export const SearchSuggestions = Type.Object({ list: Type.Array(SearchSuggestion, { maxItems: SEARCH.suggestions }) });
export type SearchSuggestions = Static<typeof SearchSuggestions>;
