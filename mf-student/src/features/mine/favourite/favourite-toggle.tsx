import { useState, type ReactElement } from 'react';
import { toast, useStudentAction } from '@campus/shared-utils';
import { api, MINE_MSG, type FavouriteKind } from '@campus/shared-utils/student';
import styles from './favourite-toggle.module.css';
import { MINE_TEXT as T } from '../utils/texts';

export type FavouriteToggleProps = {
  kind: FavouriteKind;
  id: number;
  /** what the server said; null while unknown (a visitor, or still loading) */
  collected: boolean | null;
  onChange: (collected: boolean) => void;
};

const LABEL = T.favourite;

/**
 * A favourite toggle that shows the change at once and takes it back if the server refuses
 * (it says why). A visitor logs in first and the favourite is then made.
 */
export function FavouriteToggle({ kind, id, collected, onChange }: FavouriteToggleProps): ReactElement {
  const [busy, setBusy] = useState(false);
  const asStudent = useStudentAction(3);
  const on = collected === true;

  const set = async (next: boolean) => {
    setBusy(true);
    onChange(next);
    const result = next ? await api.mine.addCollect(kind, id) : await api.mine.cancelCollect(kind, id);
    setBusy(false);
    if (!result.apiStatus) {
      onChange(!next);
      void toast.error(result.msg || MINE_MSG.badTransition);
      return;
    }
    const [added, cancelled] = kind === 'company' ? [MINE_MSG.followAdded, MINE_MSG.followCancelled] : [MINE_MSG.collectAdded, MINE_MSG.collectCancelled];
    void toast.success(next ? added : cancelled);
  };

  return (
    <button
      type="button"
      className={on ? `${styles.toggle} ${styles.on}` : styles.toggle}
      aria-pressed={on}
      disabled={busy}
      onClick={() => asStudent(() => void set(!on))}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      {on ? LABEL[kind][1] : LABEL[kind][0]}
    </button>
  );
}
