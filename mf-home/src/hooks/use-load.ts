import { useEffect, useState } from 'react';
import type { ApiResult } from '@campus/shared-utils';
import { takeEarly } from '../utils/early';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; msg: string };

/**
 * Runs one API call when the component mounts (and when a key changes) and drops a stale answer; a call
 * already started under the same key (utils/early.ts) is used instead of a new one.
 * API calls never reject (shared-utils api), so a failure is an answer with apiStatus false.
 */
export function useLoad<T>(load: () => Promise<ApiResult<T>>, key: string): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  useEffect(() => {
    let stale = false;
    setState({ status: 'loading' });
    void (takeEarly<ApiResult<T>>(key) ?? load()).then((result) => {
      if (stale) return;
      setState(result.apiStatus ? { status: 'ready', data: result } : { status: 'failed', msg: result.msg });
    });
    return () => {
      stale = true;
    };
    // `load` is a fresh closure each render: the key names what it loads
  }, [key]);
  return state;
}
