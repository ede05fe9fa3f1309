import type { ReactElement } from 'react';
import { NavLink } from 'react-router-dom';
import { useChapterLink } from '../hooks/use-chapter-link';
import styles from './college.module.css';
import { JOBS_TEXT as T } from '../utils/texts';

export type CollegeTab = 'position' | 'company' | 'jobfair';

export type CollegeTabsProps = { current: CollegeTab };

/** The three college lists of a school or department site (spec §2 header targets, from=0/1/2). */
export function CollegeTabs({ current }: CollegeTabsProps): ReactElement {
  const link = useChapterLink();
  const tabs: [CollegeTab, string, string][] = [
    ['position', T.college.positionTab, link('/collegePosition', { from: 0 })],
    ['company', T.college.companyTab, link('/collegeCompany', { from: 1 })],
    ['jobfair', T.college.jobfairTab, link('/collegeJobfair', { from: 2 })],
  ];
  return (
    <nav className={styles.tabs} aria-label={T.college.tabs}>
      {tabs.map(([key, label, to]) => (
        <NavLink key={key} to={to} className={styles.tab} aria-current={key === current ? 'page' : undefined}>
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
