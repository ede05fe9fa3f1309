import type { ReactElement } from 'react';
import { FIELD_TEXT as FORM_TEXT } from './texts';
import styles from './form.module.css';

export type FormActionsProps = {
  saving: boolean;
  failure: string;
  submitLabel?: string;
  onCancel?: () => void;
  cancelLabel?: string;
  /** what the submit button says while the form is sent (保存中…) */
  savingLabel?: string;
};

/** The server's refusal (if any), then cancel and save. */
export function FormActions({ saving, failure, submitLabel = FORM_TEXT.save, onCancel, cancelLabel = FORM_TEXT.cancel, savingLabel = FORM_TEXT.saving }: FormActionsProps): ReactElement {
  return (
    <div className={styles.actionsRow}>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        {onCancel && (
          <button type="button" className={styles.secondary} onClick={onCancel} disabled={saving}>
            {cancelLabel}
          </button>
        )}
        <button type="submit" className={styles.primary} disabled={saving} aria-busy={saving || undefined}>
          {saving ? savingLabel : submitLabel}
        </button>
      </div>
    </div>
  );
}
