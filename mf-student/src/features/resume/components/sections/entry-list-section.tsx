import { useState, type ComponentType, type ReactElement } from 'react';
import { toast } from '@campus/shared-utils';
import { RESUME_MSG } from '@campus/shared-utils/student';
import type { ApiResult, ResumeDeleted } from '@campus/shared-utils/student';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';
import { focusSection } from '../../utils/focus';
import { outcomeOf } from '../../../../components/form/outcome';
import { AddButton } from './add-button';
import { DeleteConfirm } from './delete-confirm';
import { EntryItem } from './entry-item';
import { SectionCard } from './section-card';
import styles from './sections.module.css';
import { RESUME_TEXT as T } from '../../utils/texts';

/** What every entry form takes (education, work, project). */
export type EntryFormProps<T> = {
  /** the entry to edit, or null to add one */
  entry: T | null;
  onSaved: (entry: T) => void;
  onConflict: () => void;
  onCancel?: () => void;
  submitLabel?: string;
};

/** An entry as text: its title line, period, one subtitle line and the description. */
export type EntryView = { title: string; period: string; subtitle: string; body: string };

export type EntryListSectionProps<T extends { id: number }> = {
  anchor: string;
  title: string;
  /** 教育经历, for the add button and the delete confirm */
  noun: string;
  entries: readonly T[];
  describe: (entry: T) => EntryView;
  Form: ComponentType<EntryFormProps<T>>;
  remove: (id: number) => Promise<ApiResult<ResumeDeleted>>;
  onSaved: (entry: T) => void;
  onRemoved: (id: number) => void;
  onConflict: () => void;
  /** opens the add form at once when the list is empty (the guided create flow) */
  startAdding?: boolean;
  emptyText?: string;
  /** the entry (or the add form) a link asked to open */
  startEditing?: number | 'new';
};

/**
 * A list section edited in place: entries newest first, each with 编辑 (the form takes the entry's place)
 * and 删除 (after a confirm); 添加 opens an empty form on top. One form at a time.
 */
export function EntryListSection<T extends { id: number }>(props: EntryListSectionProps<T>): ReactElement {
  const { anchor, title, noun, entries, describe, Form, remove, onSaved, onRemoved, onConflict, startAdding = false, emptyText, startEditing } = props;
  const [editing, setEditing] = useState<number | 'new' | null>(startEditing ?? (startAdding && entries.length === 0 ? 'new' : null));
  const deletion = useConfirmedDelete<T>(async (entry) => outcomeOf(await remove(entry.id), () => onRemoved(entry.id)));
  const close = () => {
    setEditing(null);
    focusSection(anchor);
  };
  const saved = (entry: T) => {
    onSaved(entry);
    close();
    void toast.success(RESUME_MSG.saved);
  };
  const conflict = () => {
    close();
    onConflict();
  };
  return (
    <SectionCard anchor={anchor} title={title} action={<AddButton label={T.add(noun)} onClick={() => setEditing('new')} disabled={editing !== null} />}>
      {editing === 'new' && (
        <div className={styles.editor}>
          <Form entry={null} onSaved={saved} onConflict={conflict} onCancel={close} />
        </div>
      )}
      {entries.length === 0 && editing !== 'new' && <p className={styles.empty}>{emptyText ?? T.noEntries(noun)}</p>}
      {entries.length > 0 && (
        <ul className={styles.list}>
          {entries.map((entry) => {
            if (editing === entry.id) {
              return (
                <li key={entry.id} className={styles.entry}>
                  <div className={styles.editor}>
                    <Form entry={entry} onSaved={saved} onConflict={conflict} onCancel={close} />
                  </div>
                </li>
              );
            }
            const view = describe(entry);
            return (
              <EntryItem
                key={entry.id}
                title={view.title}
                period={view.period}
                subtitle={view.subtitle}
                locked={editing !== null}
                onEdit={() => setEditing(entry.id)}
                onDelete={() => deletion.open(entry, { question: RESUME_MSG.deleteConfirm, name: T.entryName(noun, view.title) })}
              >
                {view.body}
              </EntryItem>
            );
          })}
        </ul>
      )}
      <DeleteConfirm ask={deletion.ask} busy={deletion.busy} onConfirm={deletion.confirm} onCancel={deletion.cancel} />
    </SectionCard>
  );
}
