import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
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
