import { useLoad, type ApiResult, type LoadState } from '@campus/shared-utils';
import { takeEarly } from '../utils/early';

/**
 * shared-utils' useLoad, except that a call already started under the same key (utils/early.ts: the
 * bootstrap starts a page's first call while its chunk downloads) is used instead of a new one.
 */
export function useEarlyLoad<T>(load: () => Promise<ApiResult<T>>, key: string): LoadState<T> {
  return useLoad(() => takeEarly<ApiResult<T>>(key) ?? load(), key);
}
