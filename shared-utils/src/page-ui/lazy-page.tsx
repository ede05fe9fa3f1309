import { Component, isValidElement, lazy, Suspense, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { AreaFailed } from '../ui/area-failed';
import { Loading, type LoadingProps } from './load-states';
import { UI_TEXT } from './texts';

/** The element a lazy page is, with the way to load its chunk before React renders it. */
type PreloadableType = { preload?: () => Promise<unknown> };

/**
 * A chunk that does not load (the network, or bytes that fail their integrity) shows the area's error, as a parcel
 * that throws does: a parcel's data router would otherwise catch it and show its own English error page.
 */
class ChunkFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? <AreaFailed /> : this.props.children;
  }
}

/**
 * A page as a lazy chunk (docs/architecture.md §3): the student parcel's entry carries none of them. Once its chunk has
 * loaded (preloadPage, or an earlier visit), the page renders at once: React suspends on a lazy component every
 * time it meets a pending one, and holds content that resolves after a fallback for up to 300 ms more (its
 * fallback throttle), which a route change would otherwise pay (issue 15).
 */
export function lazyPage(load: () => Promise<ComponentType>, loading: LoadingProps = { label: UI_TEXT.pageLoading, rows: 4 }): ReactNode {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const start = (): Promise<ComponentType> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // a failed chunk may load on the next try (a network blip); the error boundary shows this one
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await start() }));
  function LazyPage(): ReactElement {
    // chosen once per mount: switching from the lazy path to the direct one later would remount the page
    const [Page] = useState(() => loaded);
    if (Page) return <Page />;
    return (
      <ChunkFailed>
        <Suspense fallback={<Loading {...loading} />}>
          <Lazy />
        </Suspense>
      </ChunkFailed>
    );
  }
  (LazyPage as PreloadableType).preload = start;
  return <LazyPage />;
}

/** Loads a lazy page's chunk (a no-op for any other node), so its first render shows the page (see lazyPage). */
export function preloadPage(node: ReactNode): Promise<void> {
  const preload = isValidElement(node) && typeof node.type === 'function' ? (node.type as PreloadableType).preload : undefined;
  // a chunk that fails to load here fails again in the page, which shows it
  return preload ? preload().then(() => undefined, () => undefined) : Promise.resolve();
}
