import type { ReactElement } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useDisposable } from '@campus/shared-utils';
import { createContentRouter } from './router';

export function ContentApp(): ReactElement {
  const router = useDisposable(createContentRouter);
  return <RouterProvider router={router} />;
}
