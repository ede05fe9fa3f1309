import type { ReactElement } from 'react';
import { NavLink } from 'react-router-dom';
import { useChapterLink } from '../hooks/use-chapter-link';
import styles from './college.module.css';

export type CollegeTab = 'position' | 'company' | 'jobfair';

/** The three college lists of a school or department site (spec §2 header targets, from=0/1/2). */
export function CollegeTabs({ current }: { current: CollegeTab }): ReactElement {
  const link = useChapterLink();
  const tabs: [CollegeTab, string, string][] = [
    ['position', '院系职位', link('/collegePosition', { from: 0 })],
    ['company', '院系企业', link('/collegeCompany', { from: 1 })],
    ['jobfair', '院系招聘会', link('/collegeJobfair', { from: 2 })],
  ];
  return (
    <nav className={styles.tabs} aria-label="院系栏目">
      {tabs.map(([key, label, to]) => (
        <NavLink key={key} to={to} className={styles.tab} aria-current={key === current ? 'page' : undefined}>
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
