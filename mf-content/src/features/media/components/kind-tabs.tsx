import { useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import type { MediaKind } from '@campus/shared-utils/student';
import { MEDIA_TEXT as T } from '../utils/texts';
import styles from './kind-tabs.module.css';

const KINDS: { kind: MediaKind | ''; label: string }[] = [
  { kind: '', label: T.kinds.all },
  { kind: 'article', label: T.kinds.article },
  { kind: 'video', label: T.kinds.video },
];

export type KindTabsProps = {
  kind: MediaKind | '';
  onChange: (kind: MediaKind | '') => void;
  /** the list the tabs filter */
  children: ReactNode;
};

const tabId = (kind: MediaKind | ''): string => `media-kind-${kind || 'all'}`;

/** 全部 / 文章 / 视频 tabs over a mixed column's list (arrow keys, Home and End move between them). */
export function KindTabs({ kind, onChange, children }: KindTabsProps): ReactElement {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(0, KINDS.findIndex((k) => k.kind === kind));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: KINDS.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const index = (to + KINDS.length) % KINDS.length;
    tabs.current[index]?.focus();
    onChange(KINDS[index]!.kind);
  };

  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={T.kindFilter} onKeyDown={onKeyDown}>
        {KINDS.map((k, i) => (
          <button
            key={k.label}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(k.kind)}
            aria-selected={i === current}
            aria-controls="media-kind-panel"
            tabIndex={i === current ? 0 : -1}
            className={styles.tab}
            onClick={() => i !== current && onChange(k.kind)}
          >
            {k.label}
          </button>
        ))}
      </div>
      <div id="media-kind-panel" role="tabpanel" aria-labelledby={tabId(KINDS[current]!.kind)}>
        {children}
      </div>
    </>
  );
}
