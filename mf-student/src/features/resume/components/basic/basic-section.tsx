import { useState } from 'react';
import { toast } from '@campus/shared-utils';
import { DEGREE_OPTIONS, optionLabel, RESUME_MSG, SEX_OPTIONS } from '@campus/shared-utils/student';
import type { ResumeBasic } from '@campus/shared-utils/student';
import { BasicForm } from '../forms/basic-form';
import { focusSection } from '../../utils/focus';
import { SectionCard } from '../sections/section-card';
import { PhotoUpload } from './photo-upload';
import { ResumeAvatar } from './resume-avatar';
import sections from '../sections/sections.module.css';
import styles from './basic.module.css';

export type BasicSectionProps = {
  basic: ResumeBasic;
  onSaved: (basic: ResumeBasic) => void;
  onPhoto: (photo: string) => void;
  onConflict: () => void;
};

/** Basic information with the photo: shown as a card, edited in place. */
export function BasicSection({ basic, onSaved, onPhoto, onConflict }: BasicSectionProps) {
  const [editing, setEditingState] = useState(!basic.name);
  const setEditing = (on: boolean) => {
    setEditingState(on);
    if (!on) focusSection('resume-basic');
  };
  const facts = [
    optionLabel(SEX_OPTIONS, basic.sex),
    basic.birth_date && `${basic.birth_date.slice(0, 4)}年${Number(basic.birth_date.slice(5, 7))}月生`,
    optionLabel(DEGREE_OPTIONS, basic.degree),
    basic.graduation_year > 0 && `${basic.graduation_year}届`,
    basic.city,
  ].filter(Boolean);
  const edit = (
    <button type="button" className={sections.linkButton} onClick={() => setEditing(true)} disabled={editing} aria-label="编辑基本信息">
      编辑
    </button>
  );
  return (
    <SectionCard anchor="resume-basic" title="基本信息" action={edit}>
      <div className={styles.head}>
        <div className={styles.photo}>
          <ResumeAvatar photo={basic.photo} sex={basic.sex} />
          <PhotoUpload hasPhoto={Boolean(basic.photo)} onUploaded={onPhoto} />
        </div>
        {editing ? (
          <div className={`${sections.editor} ${styles.grow}`}>
            <BasicForm
              basic={basic}
              onSaved={(b) => {
                onSaved(b);
                setEditing(false);
                void toast.success(RESUME_MSG.saved);
              }}
              onConflict={() => {
                setEditing(false);
                onConflict();
              }}
              onCancel={basic.name ? () => setEditing(false) : undefined}
            />
          </div>
        ) : (
          <div className={styles.grow}>
            <p className={styles.name}>{basic.name}</p>
            <p className={styles.facts}>{facts.join(' | ')}</p>
            <dl className={styles.contact}>
              <dt>手机</dt>
              <dd>{basic.phone}</dd>
              <dt>邮箱</dt>
              <dd>{basic.email}</dd>
              <dt>学校</dt>
              <dd>{[basic.school, basic.major].filter(Boolean).join(' · ')}</dd>
            </dl>
          </div>
        )}
      </div>
    </SectionCard>
  );
}
