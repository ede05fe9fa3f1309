import { useEffect, useState } from 'react';

/**
 * Creates an object once per mount and disposes of it on unmount: a parcel's router listens to the
 * window, and single-spa may mount and unmount a parcel many times.
 */
export function useDisposable<T extends { dispose(): void }>(create: () => T): T {
  const [value] = useState(create);
  useEffect(() => () => value.dispose(), [value]);
  return value;
}
