import type { ReactNode } from 'react';
import { lazyPage as page } from '@campus/shared-utils/student';

const positionList = page(() => import(/* webpackChunkName: "positionList" */ './position-list/position-list-page').then((m) => m.PositionListPage));
const companyList = page(() => import(/* webpackChunkName: "companyList" */ './company-list/company-list-page').then((m) => m.CompanyListPage));
const collegePosition = page(() => import('./college/college-pages').then((m) => m.CollegePositionPage));
const collegeCompany = page(() => import('./college/college-pages').then((m) => m.CollegeCompanyPage));
const collegeJobfair = page(() => import('./college/college-pages').then((m) => m.CollegeJobfairPage));

/**
 * This feature's page per route path (top-level and /subApp/ chapter alike). The detail pages carry the
 * applications area's controls, so the app composes them (app/detail-pages.tsx).
 */
export const pages: Partial<Record<string, ReactNode>> = {
  '/positionList': positionList,
  '/subApp/positionList': positionList,
  '/companyList': companyList,
  '/subApp/companyList': companyList,
  '/collegePosition': collegePosition,
  '/subApp/collegePosition': collegePosition,
  '/collegeCompany': collegeCompany,
  '/subApp/collegeCompany': collegeCompany,
  '/collegeJobfair': collegeJobfair,
};
