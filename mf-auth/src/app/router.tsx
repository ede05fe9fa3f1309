import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createHashRouter } from 'react-router-dom';
import { routesOf } from '@campus/shared-utils';

function page(load: () => Promise<ComponentType>): ReactNode {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/** The pages of mf-auth's routes (spec §2): the student login page and the login hand-off. */
const pages: Record<string, ReactNode> = {
  '/login': page(() => import('../features/student-login/components/login-page').then((m) => m.LoginPage)),
  '/transferPage': page(() => import('../features/transfer/components/transfer-page').then((m) => m.TransferPage)),
};

export function createAuthRouter(): ReturnType<typeof createHashRouter> {
  return createHashRouter([
    ...routesOf('mf-auth').map((route) => ({ path: route.path, element: pages[route.path] ?? null })),
    // on every other route mf-auth shows only dialogs
    { path: '*', element: null },
  ]);
}
