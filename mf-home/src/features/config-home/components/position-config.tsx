import { useState, type ReactElement } from 'react';
import { api, HOME, SUB_APP_PREFIX, hashRoute, newTabProps } from '@campus/shared-utils';
import { LoadFailed } from '../../../components/load-failed';
import { Section } from '../../../components/section';
import { useEarlyLoad } from '../../../hooks/use-early-load';
import { CONFIG_HOME_TEXT as T } from '../utils/texts';
import styles from './config-home.module.css';

export type PositionConfigProps = { title: string; showAll: boolean };

/** How many positions the block loads: the first 20 show, the rest behind show-all. */
const LOADED = 60;

/**
 * The block's frame while its positions load: the title and the first page's rows, as empty cards of the
 * rows' own layout, so the blocks below do not jump (and a click aimed at them does not miss) when the list lands.
 */
function PositionsLoading({ title }: { title: string }): ReactElement {
  return (
    <Section title={title}>
      <ul className={styles.positions} aria-busy="true">
        {Array.from({ length: HOME.positionsFirst }, (_, i) => (
          <li key={i} aria-hidden="true">
            <span className={styles.position}>
              <span className={styles.positionMain}>
                <span className={styles.strong}>&nbsp;</span>
                <span className={styles.muted}>&nbsp;</span>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The position-config block: the site's newest positions, the first 20 shown (spec §9); with show_all
 * set, a show-all / collapse control reveals the rest; otherwise a link leads to the position list.
 */
export function PositionConfig({ title, showAll }: PositionConfigProps): ReactElement | null {
  const state = useEarlyLoad(() => api.home.getPositions({ page: 1, page_size: LOADED }), 'positions');
  const [expanded, setExpanded] = useState(false);
  if (state.status === 'loading') return <PositionsLoading title={title} />;
  if (state.status === 'failed') {
    return (
      <Section title={title}>
        <LoadFailed />
      </Section>
    );
  }
  const all = state.data.list;
  if (all.length === 0) return null;
  const more = all.length > HOME.positionsFirst;
  const shown = expanded ? all : all.slice(0, HOME.positionsFirst);
  const control = !more ? undefined : showAll ? (
    <button type="button" className={styles.textButton} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
      {expanded ? T.collapse : T.showAll}
    </button>
  ) : (
    <a className={styles.textButton} href={hashRoute(`${SUB_APP_PREFIX}positionList`)}>
      {T.viewMore}
    </a>
  );
  return (
    <Section title={title} extra={control}>
      <ul className={styles.positions}>
        {shown.map((p) => (
          <li key={p.id}>
            <a className={styles.position} href={hashRoute(`${SUB_APP_PREFIX}job`, { id: p.id })} {...newTabProps()}>
              <span className={styles.positionMain}>
                <span className={styles.strong}>{p.title}</span>
                <span className={styles.muted}>{[p.company.company_name, p.work_addr, p.period].filter(Boolean).join(' · ')}</span>
              </span>
              <span className={styles.salary}>{p.salary_str}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
