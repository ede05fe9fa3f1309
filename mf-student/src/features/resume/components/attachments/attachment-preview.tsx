import type { ReactElement } from 'react';
import { Modal } from '@campus/shared-utils';
import type { ResumeAttachment } from '@campus/shared-utils/student';
import styles from './attachments.module.css';
import { RESUME_TEXT } from '../../utils/texts';

const T = RESUME_TEXT.attachments;

export type AttachmentPreviewProps = { attachment: ResumeAttachment | null; onClose: () => void };

/** A PDF attachment shown in the page (the browser's own viewer in a frame), with a download link. */
export function AttachmentPreview({ attachment, onClose }: AttachmentPreviewProps): ReactElement {
  return (
    <Modal open={attachment !== null} title={attachment ? T.previewTitle(attachment.name) : T.preview} onClose={onClose} width={920} className={styles.previewDialog}>
      {attachment && (
        <div className={styles.previewBody}>
          <iframe className={styles.frame} src={attachment.url} title={T.previewFrame(attachment.name)} />
          <a className={styles.download} href={attachment.download_url} download={attachment.name}>
            {T.downloadOriginal}
          </a>
        </div>
      )}
    </Modal>
  );
}
