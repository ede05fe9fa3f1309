import { Modal } from '@campus/shared-utils';
import type { ResumeAttachment } from '@campus/shared-utils/student';
import styles from './attachments.module.css';

export type AttachmentPreviewProps = { attachment: ResumeAttachment | null; onClose: () => void };

/** A PDF attachment shown in the page (the browser's own viewer in a frame), with a download link. */
export function AttachmentPreview({ attachment, onClose }: AttachmentPreviewProps) {
  return (
    <Modal open={attachment !== null} title={attachment ? `预览：${attachment.name}` : '预览'} onClose={onClose} width={920} className={styles.previewDialog}>
      {attachment && (
        <div className={styles.previewBody}>
          <iframe className={styles.frame} src={attachment.url} title={`附件预览：${attachment.name}`} />
          <a className={styles.download} href={attachment.download_url} download={attachment.name}>
            下载原文件
          </a>
        </div>
      )}
    </Modal>
  );
}
