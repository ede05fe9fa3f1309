import type { ReactElement } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useDisposable } from '@campus/shared-utils';
import { DialogHost } from './dialog-host';
import { createAuthRouter } from './router';

/** mf-auth: its two pages by route, and the dialogs any parcel asks for. */
export function AuthApp(): ReactElement {
  const router = useDisposable(createAuthRouter);
  return (
    <>
      <RouterProvider router={router} />
      <DialogHost />
    </>
  );
}
