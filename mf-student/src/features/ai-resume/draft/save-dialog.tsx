import { useState, type ReactElement } from 'react';
import { Modal, MSG } from '@campus/shared-utils';
import type { ResumeDetail, ResumeDraft } from '@campus/shared-utils/student';
import { AI_TEXT } from '../texts';
import { countPlaceholders } from './draft-sections';
import { existing, type PartKey } from './save-draft';
import styles from './draft-page.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = AI_TEXT.draft;

export type SaveAsk = { resume: ResumeDetail; parts: PartKey[] };

export type SaveDialogProps = {
  ask: SaveAsk | null;
  draft: ResumeDraft;
  busy: boolean;
  onConfirm: (replace: Set<PartKey>) => void;
  onCancel: () => void;
};

const partTitle = (part: PartKey): string => T.sections[part];
const amount = (part: PartKey, held: string): string => (part === 'education' || part === 'work' || part === 'project' ? T.count(Number(held)) : T.filled);

/** The one confirm before the draft goes into the online resume; a part that has content is replaced only if ticked. */
export function SaveDialog({ ask, draft, busy, onConfirm, onCancel }: SaveDialogProps): ReactElement {
  const [replace, setReplace] = useState<Set<PartKey>>(new Set());
  const placeholders = countPlaceholders(JSON.stringify(draft));
  const toggle = (part: PartKey, on: boolean) =>
    setReplace((r) => {
      const next = new Set(r);
      if (on) next.add(part);
      else next.delete(part);
      return next;
    });
  const footer = (
    <>
      <button type="button" className={ui.secondary} onClick={onCancel}>
        {MSG.cancel}
      </button>
      <button type="button" className={ui.primary} onClick={() => onConfirm(replace)} disabled={busy} aria-busy={busy || undefined}>
        {busy ? T.saving : T.save}
      </button>
    </>
  );
  return (
    <Modal open={ask !== null} title={T.confirmTitle} width={480} onClose={onCancel} description={T.confirmBody} footer={footer}>
      <ul className={styles.confirmList}>
        {ask?.parts.map((part) => {
          const held = existing(part, ask.resume);
          return (
            <li key={part}>
              {held ? (
                <label className={styles.check}>
                  <input type="checkbox" checked={replace.has(part)} onChange={(e) => toggle(part, e.target.checked)} />
                  {T.replace(partTitle(part), amount(part, held))}
                </label>
              ) : (
                T.fill(partTitle(part))
              )}
            </li>
          );
        })}
      </ul>
      {ask?.parts.some((p) => existing(p, ask.resume)) && <p className={styles.note}>{T.keep}</p>}
      {placeholders > 0 && <p className={styles.warn}>{`${T.placeholderNote}（${placeholders}处）`}</p>}
    </Modal>
  );
}
