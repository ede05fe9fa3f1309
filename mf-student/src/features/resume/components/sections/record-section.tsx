import { useState, type ComponentType, type ReactNode, type ReactElement } from 'react';
import { toast } from '@campus/shared-utils';
import { RESUME_MSG } from '@campus/shared-utils/student';
import { focusSection } from '../../utils/focus';
import { SectionCard } from './section-card';
import styles from './sections.module.css';
import { RESUME_TEXT as T } from '../../utils/texts';

/** What the forms of single-record sections take (intention, other). */
export type RecordFormProps<R> = { record: R; onSaved: (record: R) => void; onConflict: () => void; onCancel?: () => void; submitLabel?: string; cancelLabel?: string };

export type RecordSectionProps<R> = {
  anchor: string;
  title: string;
  record: R;
  /** the record as text; shown when not editing */
  view: ReactNode;
  /** nothing filled in yet: the form opens at once */
  empty: boolean;
  Form: ComponentType<RecordFormProps<R>>;
  onSaved: (record: R) => void;
  onConflict: () => void;
  /** open the form at once (a link asked for this section) */
  startEditing?: boolean;
};

/** A section holding one record (job intention, other): shown as text, 编辑 swaps in its form. */
export function RecordSection<R>({ anchor, title, record, view, empty, Form, onSaved, onConflict, startEditing = false }: RecordSectionProps<R>): ReactElement {
  const [editing, setEditingState] = useState(startEditing);
  const setEditing = (on: boolean) => {
    setEditingState(on);
    if (!on) focusSection(anchor);
  };
  const action = (
    <button type="button" className={styles.linkButton} onClick={() => setEditing(true)} disabled={editing} aria-label={empty ? `${T.fill}${title}` : T.editSection(title)}>
      {empty ? T.fill : T.edit}
    </button>
  );
  return (
    <SectionCard anchor={anchor} title={title} action={action}>
      {editing ? (
        <div className={styles.editor}>
          <Form
            record={record}
            onSaved={(record) => {
              onSaved(record);
              setEditing(false);
              void toast.success(RESUME_MSG.saved);
            }}
            onConflict={() => {
              setEditing(false);
              onConflict();
            }}
            onCancel={() => setEditing(false)}
          />
        </div>
      ) : empty ? (
        <p className={styles.empty}>{T.notFilled(title)}</p>
      ) : (
        view
      )}
    </SectionCard>
  );
}
