import { SEARCH } from '../../constants';
import { getLocal, setLocal, removeLocal, type RecentSearch } from '../../storage/web-storage';

/** The searches kept on this device, newest first (a keyword and a category of the same text are two). */
export function readRecentSearches(): RecentSearch[] {
  return getLocal('recent_searches') ?? [];
}

export function rememberSearch(entry: RecentSearch): RecentSearch[] {
  const rest = readRecentSearches().filter((r) => r.text !== entry.text || r.value !== entry.value);
  const next = [entry, ...rest].slice(0, SEARCH.recent);
  setLocal('recent_searches', next);
  return next;
}

export function forgetRecentSearches(): void {
  removeLocal('recent_searches');
}
