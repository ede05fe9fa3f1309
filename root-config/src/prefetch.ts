import { findRoute, hashPath } from '@campus/shared-utils';

const prefetched = new Set<string>();

/**
 * Once the page is idle, hints the browser to fetch the parcels the page's links lead to, so the next
 * click is instant. A prefetch hint downloads at idle priority and runs nothing.
 */
export function prefetchLinkedParcels(): void {
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
  idle(() => {
    const owners = new Set<string>();
    document.querySelectorAll<HTMLAnchorElement>('a[href^="#/"]').forEach((a) => {
      const owner = findRoute(hashPath(a.getAttribute('href') ?? ''))?.owner;
      if (owner) owners.add(owner);
    });
    for (const owner of owners) {
      const url = System.resolve(`@campus/${owner}`);
      if (prefetched.has(url)) continue;
      prefetched.add(url);
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.href = url;
      document.head.appendChild(link);
    }
  });
}
