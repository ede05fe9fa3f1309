import { useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { TEXT } from '../../../utils/texts';
import styles from './employer.module.css';

export type LoginTab = 'password' | 'code';

export type LoginTabsProps = {
  tab: LoginTab;
  onTabChange: (tab: LoginTab) => void;
  /** the panel of each tab; only the selected one is rendered */
  panels: Record<LoginTab, ReactNode>;
};

const TABS: { key: LoginTab; label: string }[] = [
  { key: 'password', label: TEXT.passwordTab },
  { key: 'code', label: TEXT.codeTab },
];

/** 密码登录 / 验证码登录 tabs (WAI-ARIA tabs: arrow keys move between them). */
export function LoginTabs({ tab, onTabChange, panels }: LoginTabsProps): ReactElement {
  const base = useId();
  const refs = useRef<Record<LoginTab, HTMLButtonElement | null>>({ password: null, code: null });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: LoginTab = tab === 'password' ? 'code' : 'password';
    onTabChange(next);
    refs.current[next]?.focus();
  };
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={TEXT.loginTabs} onKeyDown={onKeyDown}>
        {TABS.map(({ key, label }) => (
          <button
            key={key}
            ref={(el) => {
              refs.current[key] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${key}-tab`}
            className={styles.tab}
            aria-selected={tab === key}
            aria-controls={`${base}-${key}-panel`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => onTabChange(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-${tab}-panel`} aria-labelledby={`${base}-${tab}-tab`}>
        {panels[tab]}
      </div>
    </>
  );
}
