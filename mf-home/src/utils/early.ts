/**
 * Calls started before the component that needs them renders (mf-home's bootstrap starts a page's first
 * call while its chunk downloads), handed over once by key. A key is taken at most once.
 */
const started = new Map<string, Promise<unknown>>();

export function startEarly<T>(key: string, call: () => Promise<T>): void {
  if (!started.has(key)) started.set(key, call());
}

export function takeEarly<T>(key: string): Promise<T> | undefined {
  const promise = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return promise;
}
