import { safeHttpUrl, newTabProps } from '@campus/shared-utils';
import type { ReactElement } from 'react';
import type { HomeLink } from '@campus/shared-utils';
import { Section } from '../../../components/section';
import { NEW_HOME_TEXT as T } from '../utils/texts';
import styles from './new-home.module.css';

export type FamousCompaniesProps = { tiles: HomeLink[] };

/** "Famous companies urgently hiring": each tile opens its jump_link (http(s) only) in a new tab. */
export function FamousCompanies({ tiles }: FamousCompaniesProps): ReactElement | null {
  if (tiles.length === 0) return null;
  return (
    <Section title={T.famous}>
      <ul className={styles.famous}>
        {tiles.map((t) => {
          const href = safeHttpUrl(t.jump_link);
          const body = (
            <>
              <img className={styles.famousImage} src={t.img_url} alt="" width={400} height={200} loading="lazy" decoding="async" />
              <span className={styles.famousTitle}>{t.title}</span>
            </>
          );
          return (
            <li key={t.id}>
              {href ? (
                <a className={styles.famousTile} href={href} {...newTabProps()}>
                  {body}
                </a>
              ) : (
                <div className={styles.famousTile}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
