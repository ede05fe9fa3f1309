import { useLoad } from '@campus/shared-utils';
import { useState, type ReactElement } from 'react';
import { api, cstDay, formatFileSize, RESUME_MSG, Loading, LoadError } from '@campus/shared-utils/student';
import type { ResumeAttachment } from '@campus/shared-utils/student';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';
import { outcomeOf } from '../../../../components/form/outcome';
import { DeleteConfirm } from '../sections/delete-confirm';
import { SectionCard } from '../sections/section-card';
import { AttachmentPreview } from './attachment-preview';
import { AttachmentUpload } from './attachment-upload';
import styles from './attachments.module.css';
import { RESUME_TEXT } from '../../utils/texts';

const T = RESUME_TEXT.attachments;

const isPdf = (a: ResumeAttachment) => a.mime === 'application/pdf' || /\.pdf$/i.test(a.name);
// the upload day as the resume rules read dates: China Standard Time, whatever the machine's zone
const day = (ms: number) => {
  const d = cstDay(ms);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
};

/** 附件简历: the uploaded files, newest first, with upload, in-page preview (PDF), download and delete. */
export function AttachmentsSection(): ReactElement {
  const load = useLoad(() => api.resume.getAttachment(), 'attachments');
  // changes made on this page, over what was loaded
  const [added, setAdded] = useState<ResumeAttachment[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [previewing, setPreviewing] = useState<ResumeAttachment | null>(null);
  const deletion = useConfirmedDelete<ResumeAttachment>(async (a) =>
    outcomeOf(await api.resume.deleteAttachment(a.id), () => setRemoved((s) => new Set(s).add(a.id))),
  );
  const list = load.status === 'ready' ? [...added, ...load.data.list].filter((a) => !removed.has(a.id)) : [];

  return (
    <SectionCard anchor="resume-attachments" title={RESUME_TEXT.sections.attachments}>
      {load.status === 'loading' && <Loading rows={2} />}
      {load.status === 'failed' && <LoadError message={load.msg} onRetry={load.reload} />}
      {load.status === 'ready' && (
        <>
          {list.length === 0 ? (
            <p className={styles.empty}>{T.none}</p>
          ) : (
            <ul className={styles.list}>
              {list.map((a) => (
                <li key={a.id} className={styles.item}>
                  <span className={styles.badge} aria-hidden="true">
                    {(/\.([a-z]+)$/i.exec(a.name)?.[1] ?? 'file').toUpperCase()}
                  </span>
                  <span className={styles.meta}>
                    <span className={styles.fileName}>{a.name}</span>
                    <span className={styles.fileInfo}>
                      {T.uploadedAt(formatFileSize(a.size), day(a.created_at))}
                    </span>
                  </span>
                  <span className={styles.itemActions}>
                    {isPdf(a) && (
                      <button type="button" className={styles.action} onClick={() => setPreviewing(a)} aria-label={T.previewOf(a.name)}>
                        {T.preview}
                      </button>
                    )}
                    <a className={styles.action} href={a.download_url} download={a.name} aria-label={T.downloadOf(a.name)}>
                      {T.download}
                    </a>
                    <button type="button" className={`${styles.action} ${styles.danger}`} onClick={() => deletion.open(a, { question: RESUME_MSG.deleteAttachmentConfirm, name: a.name })} aria-label={RESUME_TEXT.deleteOf(a.name)}>
                      {RESUME_TEXT.delete}
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <AttachmentUpload count={list.length} onUploaded={(a) => setAdded((l) => [a, ...l])} />
        </>
      )}
      <AttachmentPreview attachment={previewing} onClose={() => setPreviewing(null)} />
      <DeleteConfirm ask={deletion.ask} busy={deletion.busy} onConfirm={deletion.confirm} onCancel={deletion.cancel} />
    </SectionCard>
  );
}
