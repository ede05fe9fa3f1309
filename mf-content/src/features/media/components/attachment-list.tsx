import type { ReactElement } from 'react';
import type { MediaAttachment } from '@campus/shared-utils/student';
import { sizeText } from '../utils/format';
import { MEDIA_TEXT as T } from '../utils/texts';
import styles from './detail.module.css';

export type AttachmentListProps = { attachments: MediaAttachment[] };

/** An article's files: name, size and a download link. */
export function AttachmentList({ attachments }: AttachmentListProps): ReactElement | null {
  if (attachments.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="attachments-title">
      <h2 id="attachments-title" className={styles.sectionTitle}>
        {T.attachments}
      </h2>
      <ul className={styles.attachments}>
        {attachments.map((file) => (
          <li key={file.url}>
            <svg className={styles.fileIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 2h8l6 6v14H6z" fill="#e8f0ff" stroke="#1a5fd6" strokeWidth="1.5" strokeLinejoin="round" />
              <path d="M14 2v6h6" fill="none" stroke="#1a5fd6" strokeWidth="1.5" strokeLinejoin="round" />
            </svg>
            <span className={styles.fileName}>{file.name}</span>
            <span className={styles.fileSize}>{sizeText(file.size)}</span>
            <a className={styles.download} href={file.url} download={file.name} aria-label={T.downloadName(file.name)}>
              {T.download}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
