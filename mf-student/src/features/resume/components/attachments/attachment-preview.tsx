import { useRef, type ReactElement } from 'react';
import { Modal } from '@campus/shared-utils';
import type { ResumeAttachment } from '@campus/shared-utils/student';
import styles from './attachments.module.css';
import { RESUME_TEXT } from '../../utils/texts';

const T = RESUME_TEXT.attachments;

export type AttachmentPreviewProps = { attachment: ResumeAttachment | null; onClose: () => void };

/**
 * A PDF attachment shown in the page (the browser's own viewer in a frame), with a download link. The link comes
 * first in the document (shown below the frame) and keeps the focus: the dialog focuses it on opening, and when
 * the viewer takes the focus as it loads, it is given back, since keys inside the frame (Escape) never reach the page.
 */
export function AttachmentPreview({ attachment, onClose }: AttachmentPreviewProps): ReactElement {
  const link = useRef<HTMLAnchorElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const keepFocus = () => {
    if (document.activeElement === frame.current) link.current?.focus();
  };
  return (
    <Modal open={attachment !== null} title={attachment ? T.previewTitle(attachment.name) : T.preview} onClose={onClose} width={920} className={styles.previewDialog}>
      {attachment && (
        <div className={styles.previewBody}>
          <a ref={link} className={styles.download} href={attachment.download_url} download={attachment.name}>
            {T.downloadOriginal}
          </a>
          <iframe ref={frame} className={styles.frame} src={attachment.url} title={T.previewFrame(attachment.name)} onLoad={keepFocus} />
        </div>
      )}
    </Modal>
  );
}
