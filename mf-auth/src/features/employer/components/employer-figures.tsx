import type { ReactElement } from 'react';
import { TEXT } from '../../../utils/texts';
import styles from './employer.module.css';

/** The employer page's marketing statistics (spec §1): partner schools, students, online and offline fairs. */
export function EmployerFigures(): ReactElement {
  return (
    <aside className={styles.aside} aria-label={TEXT.employerFigures}>
      <p className={styles.pitch}>{TEXT.employerPitch}</p>
      <dl className={styles.figures}>
        {TEXT.figures.map((f) => (
          <div key={f.label} className={styles.figure}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
