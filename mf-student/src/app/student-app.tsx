import type { ReactElement } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useDisposable } from '@campus/shared-utils';
import { createStudentRouter } from './router';

/** The student parcel's root: its routes on a hash router made once per mount. */
export function StudentApp(): ReactElement {
  const router = useDisposable(createStudentRouter);
  return <RouterProvider router={router} />;
}
