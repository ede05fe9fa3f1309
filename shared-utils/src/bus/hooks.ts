import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { BehaviorSubject, Observable } from 'rxjs';

/** Reads a BehaviorSubject as React state; unsubscribes on unmount. */
export function useStream<T>(s$: BehaviorSubject<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = s$.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    [s$],
  );
  return useSyncExternalStore(subscribe, () => s$.getValue(), () => s$.getValue());
}

/**
 * Runs a handler for each event of a stream while the component is mounted. The subscription lives as
 * long as the stream does; a new handler each render is picked up without resubscribing.
 */
export function useEvent<T>(e$: Observable<T>, handler: (event: T) => void): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const sub = e$.subscribe((event) => latest.current(event));
    return () => sub.unsubscribe();
  }, [e$]);
}
