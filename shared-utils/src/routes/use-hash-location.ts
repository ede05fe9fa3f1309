import { useSyncExternalStore } from 'react';
import { hashPath, hashQuery } from './route-table';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const currentHash = () => window.location.hash;

/** The current hash route for components outside a router (header, footer): path and query. */
export function useHashLocation(): { path: string; query: URLSearchParams; hash: string } {
  const hash = useSyncExternalStore(subscribe, currentHash, () => '');
  return { path: hashPath(hash), query: hashQuery(hash), hash };
}
