import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '../api/result';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; code: number; msg: string };

/**
 * Runs one API call on mount and whenever `key` changes, dropping a stale answer (a newer key or an
 * unmount); `reload` runs it again. API calls never reject, so a failure is an answer with apiStatus false.
 */
export function useLoad<T>(load: () => Promise<ApiResult<T>>, key: string): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let stale = false;
    setState({ status: 'loading' });
    void load().then((result) => {
      if (stale) return;
      setState(result.apiStatus ? { status: 'ready', data: result } : { status: 'failed', code: result.code, msg: result.msg });
    });
    return () => {
      stale = true;
    };
    // `load` is a fresh closure each render: the key names what it loads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
