import { useId, useRef, useState, type ReactElement } from 'react';
import { SR_ONLY, toast } from '@campus/shared-utils';
import { MEDIA_TEXT as T } from '../utils/texts';
import styles from './detail.module.css';

export type ShareLinkProps = {
  /** the hash route that opens the same material: '#/wenDetail?id=7' */
  route: string;
};

/** This page's own address without any other query: what a student sends a classmate. */
export const shareUrl = (route: string): string => `${window.location.origin}${window.location.pathname}${route}`;

/** The material's link in a read-only field with a 复制链接 button (toast 链接已复制). */
export function ShareLink({ route }: ShareLinkProps): ReactElement {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState(false);
  const url = shareUrl(route);

  const copy = async (): Promise<void> => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setFailed(false);
      void toast.success(T.copied);
    } catch {
      // no clipboard (an insecure origin, an old browser, a refusal): the link is selected for a manual copy
      setFailed(true);
      field.current?.select();
    }
  };

  return (
    <section className={styles.share} aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className={styles.sectionTitle}>
        {T.share}
      </h2>
      <p className={styles.hint}>{T.shareHint}</p>
      <div className={styles.shareRow}>
        <label htmlFor={fieldId} className={SR_ONLY}>
          {T.shareLink}
        </label>
        <input id={fieldId} ref={field} className={styles.shareField} type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className={styles.primaryButton} onClick={() => void copy()}>
          {T.copy}
        </button>
      </div>
      <p className={styles.status} role="status">
        {failed ? T.copyFailed : ''}
      </p>
    </section>
  );
}
