import { useCallback, useEffect, useRef, useState } from 'react';
import { api, HOME, type HomePosition } from '@campus/shared-utils';

export type PositionChunks = {
  positions: HomePosition[];
  total: number;
  status: 'loading' | 'idle' | 'done' | 'failed';
  loadNext: () => void;
};

/**
 * The recruiting positions of the new home, loaded 18 at a time (spec §9) until the server says the home
 * has no more. One request at a time; a request still running at unmount is aborted and ignored.
 */
export function usePositionChunks(): PositionChunks {
  const [positions, setPositions] = useState<HomePosition[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<PositionChunks['status']>('loading');
  const page = useRef(0);
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);

  const loadNext = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setStatus('loading');
    const abort = new AbortController();
    controller.current = abort;
    void api.home.getPositions({ page: page.current + 1, page_size: HOME.positionsPerChunk }, { signal: abort.signal }).then((result) => {
      if (abort.signal.aborted) return;
      busy.current = false;
      if (!result.apiStatus) {
        setStatus('failed');
        return;
      }
      page.current += 1;
      setPositions((list) => [...list, ...result.list]);
      setTotal(result.total);
      setStatus(result.has_more && result.list.length > 0 ? 'idle' : 'done');
    });
  }, []);

  useEffect(() => {
    loadNext();
    return () => {
      controller.current?.abort();
      busy.current = false;
    };
  }, [loadNext]);

  return { positions, total, status, loadNext };
}
