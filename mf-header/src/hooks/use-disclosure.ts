import { useEffect, useState, type RefObject } from 'react';
import { useHashLocation } from '@campus/shared-utils';

/**
 * Open or closed, for the header's disclosures (the drop-downs, the phone menu, the search box): a new route
 * (a link followed, Back or Forward) or a press outside `root` closes it. The route is compared during render
 * rather than in an effect, so the page never shows the old menu over the new route.
 */
export function useDisclosure(root: RefObject<HTMLElement | null>): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  const { hash } = useHashLocation();
  const [openedAt, setOpenedAt] = useState(hash);
  if (openedAt !== hash) {
    setOpenedAt(hash);
    if (open) setOpen(false);
  }
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, root]);
  return [open, setOpen];
}
