import { useState, type ReactElement, type ReactNode } from 'react';
import { toast } from '@campus/shared-utils';
import type { FieldValues, FormRules } from '@campus/shared-utils/forms';
import { AI_TEXT } from '../texts';
import { DraftFieldsForm } from './draft-fields-form';
import type { FieldSpec } from './draft-sections';
import { FieldList, unsureCount } from './field-list';
import styles from './draft-page.module.css';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = AI_TEXT.draft;

export type DraftItem = { value: Record<string, unknown>; confidence: Record<string, number> };

export type PartItemProps = {
  label: string;
  fields: readonly FieldSpec[];
  item: DraftItem;
  check: FormRules<FieldValues>;
  showMissing: boolean;
  onSave: (value: FieldValues) => void;
  onRemove?: () => void;
  /** 重新生成 of this item's text from the wish (wish drafts only); answers a failure text or '' */
  onRegenerate?: () => Promise<string>;
  /** opened by the save for the student to complete */
  open?: boolean;
};

/** One record or entry of the draft: shown as fields, 编辑 swaps in its editor, 重新生成 rewrites its text. */
export function PartItem({ label, fields, item, check, showMissing, onSave, onRemove, onRegenerate, open = false }: PartItemProps): ReactElement {
  const [editing, setEditing] = useState(open);
  const [busy, setBusy] = useState(false);
  const regenerate = async () => {
    if (!onRegenerate) return;
    setBusy(true);
    const failure = await onRegenerate();
    setBusy(false);
    if (failure) void toast.error(failure);
    else void toast.success(T.regenerated);
  };
  const unsure = unsureCount(item.value, item.confidence);
  return (
    <article className={styles.item} aria-label={label} aria-busy={busy || undefined}>
      <header className={styles.itemHead}>
        <h3 className={styles.itemTitle}>
          {label}
          {unsure > 0 && <span className={styles.badge}>{`${T.unsure} ${unsure}`}</span>}
        </h3>
        {!editing && (
          <div className={styles.itemActions}>
            {onRegenerate && (
              <button type="button" className={styles.link} onClick={() => void regenerate()} disabled={busy} aria-label={`${T.regenerate}：${label}`}>
                {busy ? T.regenerating : T.regenerate}
              </button>
            )}
            <button type="button" className={styles.link} onClick={() => setEditing(true)} aria-label={`${T.edit}：${label}`}>
              {T.edit}
            </button>
            {onRemove && (
              <button type="button" className={`${styles.link} ${styles.danger}`} onClick={onRemove} aria-label={`${T.removeEntry}：${label}`}>
                {T.removeEntry}
              </button>
            )}
          </div>
        )}
      </header>
      {editing ? (
        <DraftFieldsForm
          label={`${T.edit}：${label}`}
          fields={fields}
          values={item.value}
          check={check}
          checkNow={open}
          onDone={(value) => {
            onSave(value);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <FieldList fields={fields} value={item.value} confidence={item.confidence} showMissing={showMissing} />
      )}
    </article>
  );
}

export type PartCardProps = { anchor: string; title: string; action?: ReactNode; children: ReactNode };

/** A section of the draft, with its own anchor and heading. */
export function PartCard({ anchor, title, action, children }: PartCardProps): ReactElement {
  return (
    <section id={anchor} className={ui.card} aria-labelledby={`${anchor}-title`} tabIndex={-1}>
      <header className={styles.cardHead}>
        <h2 id={`${anchor}-title`} className={ui.cardTitle}>
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}
