import { RouterProvider } from 'react-router-dom';
import { useDisposable } from '@campus/shared-utils';
import { createStudentRouter } from './router';

export function StudentApp() {
  const router = useDisposable(createStudentRouter);
  return <RouterProvider router={router} />;
}
