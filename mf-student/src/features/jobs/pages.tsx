import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading } from '../../ui/load-states';

/** A page as a lazy chunk (ARCHITECTURE §3): the student parcel's entry carries none of them. */
function page(load: () => Promise<ComponentType>): ReactNode {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<Loading label="页面加载中…" rows={4} />}>
      <Page />
    </Suspense>
  );
}

const positionList = page(() => import('./position-list/position-list-page').then((m) => m.PositionListPage));
const positionDetail = page(() => import('./position-detail/position-detail-page').then((m) => m.PositionDetailPage));
const companyList = page(() => import('./company-list/company-list-page').then((m) => m.CompanyListPage));
const companyDetail = page(() => import('./company-detail/company-detail-page').then((m) => m.CompanyDetailPage));
const collegePosition = page(() => import('./college/college-pages').then((m) => m.CollegePositionPage));
const collegeCompany = page(() => import('./college/college-pages').then((m) => m.CollegeCompanyPage));
const collegeJobfair = page(() => import('./college/college-pages').then((m) => m.CollegeJobfairPage));

/** This feature's page per route path (top-level and /subApp/ chapter alike). */
export const pages: Partial<Record<string, ReactNode>> = {
  '/positionList': positionList,
  '/subApp/positionList': positionList,
  '/job': positionDetail,
  '/subApp/job': positionDetail,
  '/companyList': companyList,
  '/subApp/companyList': companyList,
  '/companyDetailPage': companyDetail,
  '/subApp/companyDetailPage': companyDetail,
  '/collegePosition': collegePosition,
  '/subApp/collegePosition': collegePosition,
  '/collegeCompany': collegeCompany,
  '/subApp/collegeCompany': collegeCompany,
  '/collegeJobfair': collegeJobfair,
};
