// The SystemJS loader that index.html puts on the page.
import type { LifeCycles } from 'single-spa';

declare global {
  const System: {
    import(name: string): Promise<LifeCycles & Record<string, unknown>>;
    resolve(name: string): string;
  };
}
