import { RouterProvider } from 'react-router-dom';
import { useDisposable } from '@campus/shared-utils';
import { createContentRouter } from './router';

export function ContentApp() {
  const router = useDisposable(createContentRouter);
  return <RouterProvider router={router} />;
}
