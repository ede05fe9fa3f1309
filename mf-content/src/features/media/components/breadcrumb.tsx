import type { ReactElement } from 'react';
import { MEDIA_TEXT as T } from '../utils/texts';
import styles from './page.module.css';

export type BreadcrumbProps = {
  /** the steps after 首页, the last one the current page (no link) */
  trail: { label: string; href?: string }[];
};

/** 首页 › column › this page. */
export function Breadcrumb({ trail }: BreadcrumbProps): ReactElement {
  return (
    <nav className={styles.breadcrumb} aria-label={T.breadcrumb}>
      <ol>
        <li>
          <a href="#/">{T.home}</a>
        </li>
        {trail.map((step, i) => (
          <li key={`${i}-${step.label}`}>{step.href ? <a href={step.href}>{step.label}</a> : <span aria-current="page">{step.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
