import { useId, useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { toast } from '@campus/shared-utils';
import { api, checkPhotoFile, PHOTO, RESUME_MSG } from '@campus/shared-utils/student';
import { uploadFailure } from '../../../../components/form/outcome';
import styles from './basic.module.css';
import { RESUME_TEXT } from '../../utils/texts';

const T = RESUME_TEXT.basic;

export type PhotoUploadProps = { hasPhoto: boolean; onUploaded: (photo: string) => void };

/** 上传照片 / 更换照片: JPG or PNG up to the stated size, checked before it is sent, with progress. */
export function PhotoUpload({ hasPhoto, onUploaded }: PhotoUploadProps): ReactElement {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const bad = checkPhotoFile(file);
    setProblem(bad ?? '');
    if (bad) return;
    setPercent(0);
    void api.resume.uploadPhoto(file, { onProgress: setPercent }).then((result) => {
      setPercent(null);
      if (result.apiStatus) {
        onUploaded(result.photo);
        void toast.success(RESUME_MSG.uploadSuccess);
      } else setProblem(uploadFailure(result));
    });
  };
  return (
    <div className={styles.photoUpload}>
      <input ref={input} id={id} className={styles.fileInput} type="file" accept={PHOTO.accept} onChange={onPick} disabled={percent !== null} tabIndex={-1} aria-hidden="true" />
      <button type="button" className={styles.photoButton} onClick={() => input.current?.click()} disabled={percent !== null} aria-describedby={`${id}-hint`}>
        {percent !== null ? T.uploading(percent) : hasPhoto ? T.changePhoto : T.uploadPhoto}
      </button>
      <p id={`${id}-hint`} className={problem ? styles.photoError : styles.photoHint} role={problem ? 'alert' : undefined}>
        {problem || T.photoHint(Math.round(PHOTO.maxBytes / 1024 / 1024))}
      </p>
    </div>
  );
}
