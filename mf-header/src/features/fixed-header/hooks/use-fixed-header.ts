import { useEffect, useSyncExternalStore } from 'react';
import { patchUi, ui$ } from '@campus/shared-utils';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const scrolled = () => window.scrollY > 0;

/**
 * Whether the header is fixed: once the page is scrolled past 0, and always on routes flagged
 * fixedHeader (spec §2). Mirrors the flag into ui$.headerFixed and clears it on unmount.
 */
export function useFixedHeader(always: boolean): boolean {
  const isScrolled = useSyncExternalStore(subscribe, scrolled, () => false);
  const fixed = always || isScrolled;
  useEffect(() => {
    if (ui$.getValue().headerFixed !== fixed) patchUi({ headerFixed: fixed });
  }, [fixed]);
  useEffect(
    () => () => {
      if (ui$.getValue().headerFixed) patchUi({ headerFixed: false });
    },
    [],
  );
  return fixed;
}
