import { useState, type ReactElement } from 'react';
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
import { RESUME_TEXT } from '../../utils/texts';

const T = RESUME_TEXT.basic;

export type BasicSectionProps = {
  basic: ResumeBasic;
  onSaved: (basic: ResumeBasic) => void;
  onPhoto: (photo: string) => void;
  onConflict: () => void;
  /** open the form at once (a link asked for this section) */
  startEditing?: boolean;
};

/** Basic information with the photo: shown as a card, edited in place. */
export function BasicSection({ basic, onSaved, onPhoto, onConflict, startEditing = false }: BasicSectionProps): ReactElement {
  const [editing, setEditingState] = useState(!basic.name || startEditing);
  const setEditing = (on: boolean) => {
    setEditingState(on);
    if (!on) focusSection('resume-basic');
  };
  const facts = [
    optionLabel(SEX_OPTIONS, basic.sex),
    basic.birth_date && T.born(basic.birth_date.slice(0, 4), Number(basic.birth_date.slice(5, 7))),
    optionLabel(DEGREE_OPTIONS, basic.degree),
    basic.graduation_year > 0 && T.graduates(basic.graduation_year),
    basic.city,
  ].filter(Boolean);
  const edit = (
    <button type="button" className={sections.linkButton} onClick={() => setEditing(true)} disabled={editing} aria-label={RESUME_TEXT.editSection(RESUME_TEXT.sections.basic)}>
      {RESUME_TEXT.edit}
    </button>
  );
  return (
    <SectionCard anchor="resume-basic" title={RESUME_TEXT.sections.basic} action={edit}>
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
              <dt>{T.phone}</dt>
              <dd>{basic.phone}</dd>
              <dt>{T.email}</dt>
              <dd>{basic.email}</dd>
              <dt>{T.school}</dt>
              <dd>{[basic.school, basic.major].filter(Boolean).join(' · ')}</dd>
            </dl>
          </div>
        )}
      </div>
    </SectionCard>
  );
}
