import { useEffect, useState, type ReactElement } from 'react';
import { auth$, useStream } from '@campus/shared-utils';
import { api } from '@campus/shared-utils/student';
import { ApplyButton } from './apply/apply-button';
import { usePositionStatus } from './apply/use-position-status';
import { FavouriteToggle } from './favourite/favourite-toggle';
import styles from './slots.module.css';

/**
 * What the applications area puts on other areas' pages: the apply and favourite controls of a position,
 * the favourite control of a company. The app puts them into the jobs detail pages' action slots.
 */
export type PositionActionsProps = {
  positionId: number;
  /** shown in the resume picker: 投递职位：… */
  positionTitle?: string;
  /** a position that no longer recruits cannot be applied to (an earlier application still shows) */
  closed?: boolean;
};

export function PositionActions({ positionId, positionTitle, closed = false }: PositionActionsProps): ReactElement {
  const [status, setStatus] = usePositionStatus(positionId);
  const { userId } = useStream(auth$);
  // the student's own toggle wins over the loaded answer, for this position and login only
  const [choice, setChoice] = useState<{ value: boolean; key: string } | null>(null);
  const key = `${positionId}:${userId}`;
  const known = status.status === 'ready' ? status.data : null;
  const shown = choice?.key === key ? choice.value : known ? known.is_collect === 1 : null;
  return (
    <div className={styles.actions}>
      <ApplyButton positionId={positionId} positionTitle={positionTitle} closed={closed} status={status} onApplied={setStatus} />
      <FavouriteToggle kind="position" id={positionId} collected={shown} onChange={(value) => setChoice({ value, key: `${positionId}:${auth$.getValue().userId}` })} />
      {status.status === 'failed' && (
        <span className={styles.note} role="status">
          {status.msg}
        </span>
      )}
    </div>
  );
}

export type CompanyActionsProps = { companyId: number };

export function CompanyActions({ companyId }: CompanyActionsProps): ReactElement {
  const { state, userId } = useStream(auth$);
  const key = `${companyId}:${userId}`;
  const [loaded, setLoaded] = useState<{ value: boolean; key: string } | null>(null);
  const [choice, setChoice] = useState<{ value: boolean; key: string } | null>(null);
  useEffect(() => {
    if (state !== 1) return;
    let stale = false;
    void api.mine.checkAccountFollow(companyId).then((result) => {
      if (!stale && result.apiStatus) setLoaded({ value: result.is_follow === 1, key });
    });
    return () => {
      stale = true;
    };
  }, [companyId, key, state]);
  const shown = choice?.key === key ? choice.value : loaded?.key === key ? loaded.value : null;
  return (
    <FavouriteToggle kind="company" id={companyId} collected={shown} onChange={(value) => setChoice({ value, key: `${companyId}:${auth$.getValue().userId}` })} />
  );
}
