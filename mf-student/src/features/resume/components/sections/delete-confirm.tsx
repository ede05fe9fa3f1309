import type { ReactElement } from 'react';
import { ConfirmDialog } from '@campus/shared-utils';
import styles from './sections.module.css';
import { RESUME_TEXT as T } from '../../utils/texts';

/** What a delete asks about: the question (RESUME_MSG) and the entry or file it is about. */
export type DeleteQuestion = { question: string; name: string };

export type DeleteConfirmProps = {
  /** the open question, or null while the confirm is closed */
  ask: DeleteQuestion | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The confirm before any delete; nothing is removed until the student says so. */
export function DeleteConfirm({ ask, busy, onConfirm, onCancel }: DeleteConfirmProps): ReactElement {
  return (
    <ConfirmDialog
      open={ask !== null}
      title={T.confirmTitle}
      body={
        <>
          {ask?.question}
          <span className={styles.deleteName}>{ask?.name}</span>
        </>
      }
      confirmLabel={T.delete}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
