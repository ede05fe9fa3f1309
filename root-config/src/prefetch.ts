import { findRoute, hashPath } from '@campus/shared-utils';

const LINKS = 'a[href^="#/"]';
/** How close to the viewport a link must come before its parcel is fetched. */
const NEAR_PX = 400;

const prefetched = new Set<string>();
let nearObserver: IntersectionObserver | null = null;
let rescanQueued = false;

export const idle = (run: () => void): void => {
  if (window.requestIdleCallback) window.requestIdleCallback(run);
  else window.setTimeout(run, 1500);
};

const ownerOf = (link: Element): string | undefined => findRoute(hashPath(link.getAttribute('href') ?? ''))?.owner;

/** A prefetch hint: the browser downloads the parcel at idle priority and runs nothing. */
function prefetch(owner: string): void {
  const url = System.resolve(`@campus/${owner}`);
  if (prefetched.has(url)) return;
  prefetched.add(url);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.href = url;
  document.head.appendChild(link);
}

const isFetched = (owner: string): boolean => prefetched.has(System.resolve(`@campus/${owner}`));

/** Watches every link whose parcel is not fetched yet; the first that comes near fetches it. */
function scanLinks(): void {
  rescanQueued = false;
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearObserver?.unobserve(entry.target);
        const owner = ownerOf(entry.target);
        if (owner) prefetch(owner);
      }
    },
    { rootMargin: `${NEAR_PX}px` },
  );
  nearObserver.disconnect();
  document.querySelectorAll(LINKS).forEach((link) => {
    const owner = ownerOf(link);
    if (owner && !isFetched(owner)) nearObserver?.observe(link);
  });
}

function queueScan(): void {
  if (rescanQueued) return;
  rescanQueued = true;
  idle(scanLinks);
}

/** A link the user points at or tabs to fetches its parcel at once (a click is a moment away). */
function prefetchTarget(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest(LINKS) : null;
  const owner = link ? ownerOf(link) : undefined;
  if (owner) prefetch(owner);
}

let listening = false;

/**
 * Once the page is idle, prepares the parcels its links lead to, so the next click is instant without
 * fetching what the user never comes near (ARCHITECTURE §3): a parcel is fetched when one of its links comes
 * within NEAR_PX of the viewport, or is hovered or focused. Links that pages render later are watched too.
 */
export function prefetchLinkedParcels(): void {
  if (!listening) {
    listening = true;
    document.addEventListener('pointerover', prefetchTarget, { passive: true });
    document.addEventListener('focusin', prefetchTarget);
    new MutationObserver(queueScan).observe(document.body, { childList: true, subtree: true });
  }
  queueScan();
}
