import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading, type LoadingProps } from './load-states';
import { UI_TEXT } from './texts';

/** A page as a lazy chunk (ARCHITECTURE §3): the student parcel's entry carries none of them. */
export function lazyPage(load: () => Promise<ComponentType>, loading: LoadingProps = { label: UI_TEXT.pageLoading, rows: 4 }): ReactNode {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<Loading {...loading} />}>
      <Page />
    </Suspense>
  );
}
