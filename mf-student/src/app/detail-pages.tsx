import type { ReactElement, ReactNode } from 'react';
import { lazyPage } from '@campus/shared-utils/student';

// The jobs area's detail pages with the applications area's controls in their action slots. Composed here
// so neither feature imports the other; the two chunks load side by side.
const positionDetail = lazyPage(async () => {
  const [{ PositionDetailPage }, { PositionActions }] = await Promise.all([
    import(/* webpackChunkName: "job" */ '../features/jobs/position-detail/position-detail-page'),
    import(/* webpackChunkName: "job" */ '../features/mine/slots'),
  ]);
  return function PositionDetailWithActions(): ReactElement {
    return <PositionDetailPage renderActions={(p) => <PositionActions positionId={p.id} />} />;
  };
});

const companyDetail = lazyPage(async () => {
  const [{ CompanyDetailPage }, { CompanyActions }] = await Promise.all([
    import(/* webpackChunkName: "companyDetailPage" */ '../features/jobs/company-detail/company-detail-page'),
    import(/* webpackChunkName: "companyDetailPage" */ '../features/mine/slots'),
  ]);
  return function CompanyDetailWithActions(): ReactElement {
    return <CompanyDetailPage renderActions={(c) => <CompanyActions companyId={c.id} />} />;
  };
});

/** The composed pages per route path (top-level and /subApp/ chapter alike). */
export const detailPages: Partial<Record<string, ReactNode>> = {
  '/job': positionDetail,
  '/subApp/job': positionDetail,
  '/companyDetailPage': companyDetail,
  '/subApp/companyDetailPage': companyDetail,
};
