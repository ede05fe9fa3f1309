import { SearchSuggestions } from '../shapes/search';
import { http } from './http';
import { conformed } from './parsed';
import type { RequestOptions } from './http';

/** The search box of the homes and headers (the search itself is a student-module call: api.jobs). */
export const search = {
  /** Categories, titles and companies of this site's open positions that contain the keyword. */
  suggest: (keyword: string, options?: RequestOptions) => conformed(http.get('/api/position/suggest', { keyword }, options), SearchSuggestions),
};
