import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';

/**
 * Renders a page at a URL (its route's path unless told) inside a memory router, with what the page did
 * to the URL readable. (A plain MemoryRouter: the data routers need the fetch Request, which jsdom lacks.)
 */
export function renderRoute(path: string, element: ReactElement, at = path) {
  const seen: { location?: Location; navigate?: NavigateFunction } = {};
  function Probe(): ReactElement | null {
    seen.location = useLocation();
    seen.navigate = useNavigate();
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
  const search = () => new URLSearchParams(seen.location?.search ?? '');
  const pathname = () => seen.location?.pathname ?? '';
  /** path and query together */
  const where = () => `${pathname()}${seen.location?.search ?? ''}`;
  const back = () => act(() => void seen.navigate?.(-1));
  return { ...view, search, pathname, where, back };
}
