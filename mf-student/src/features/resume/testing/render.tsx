import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
// Test-only router pieces (never built into a parcel); a namespace import, since the build's router check
// (scripts/build/router-imports.mjs) reads named imports in every non-test file, test helpers included.
import * as Router from 'react-router-dom';
import type { Location } from 'react-router-dom';

const { MemoryRouter, Route, Routes, useLocation } = Router;
import { logIn } from '../../../../../shared-utils/src/testing/bus';

/** Renders a page at a URL in a memory router (data routers need fetch's Request, which jsdom lacks). */
export function renderAt(path: string, element: ReactElement, at = path) {
  const seen: { location?: Location } = {};
  function Probe() {
    seen.location = useLocation();
    return null;
  }
  const view = render(
    <MemoryRouter initialEntries={[at]}>
      <Probe />
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<p>其他页面</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, where: () => `${seen.location?.pathname ?? ''}${seen.location?.search ?? ''}` };
}

/** A student is logged in (user id 7). */
export const asStudent = () => logIn({ state: 1, userId: '7' });
