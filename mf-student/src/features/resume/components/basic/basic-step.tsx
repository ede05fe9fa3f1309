import type { ReactElement } from 'react';
import type { ResumeBasic } from '@campus/shared-utils/student';
import { BasicForm } from '../forms/basic-form';
import { SectionCard } from '../sections/section-card';
import { PhotoUpload } from './photo-upload';
import { ResumeAvatar } from './resume-avatar';
import styles from './basic.module.css';
import { RESUME_TEXT } from '../../utils/texts';

export type BasicStepProps = {
  basic: ResumeBasic;
  onSaved: (basic: ResumeBasic) => void;
  onPhoto: (photo: string) => void;
  onConflict: () => void;
  /** the store's load count: the form starts again from what is stored after a refresh */
  generation: number;
};

/** The create flow's first step: the basic information with the photo beside it. */
export function BasicStep({ basic, onSaved, onPhoto, onConflict, generation }: BasicStepProps): ReactElement {
  return (
    <SectionCard anchor="resume-basic" title={RESUME_TEXT.sections.basic}>
      <div className={styles.head}>
        <div className={styles.photo}>
          <ResumeAvatar photo={basic.photo} sex={basic.sex} />
          <PhotoUpload hasPhoto={Boolean(basic.photo)} onUploaded={onPhoto} />
        </div>
        <div className={styles.grow}>
          <BasicForm key={generation} basic={basic} submitLabel={RESUME_TEXT.create.saveNext} onSaved={onSaved} onConflict={onConflict} />
        </div>
      </div>
    </SectionCard>
  );
}
