import type { ReactElement } from 'react';
import type { ResumeDetail } from '@campus/shared-utils/student';
import type { ResumeStore } from '../hooks/use-resume';
import { listStart, useEditTarget } from '../hooks/use-edit-target';
import { isOtherEmpty } from '../utils/describe';
import { BasicSection } from './basic/basic-section';
import { entryListProps } from './entry-lists';
import { OtherForm } from './forms/other-form';
import { EntryListSection } from './sections/entry-list-section';
import { IntentionEdit } from './sections/intention-edit';
import { IntentionView } from './sections/intention-view';
import { OtherView } from './sections/other-view';
import { RecordSection } from './sections/record-section';
import { RESUME_TEXT as T } from '../utils/texts';

export type ResumeSectionsProps = { resume: ResumeDetail; store: ResumeStore };

/**
 * Every section of the resume, each edited in place; the anchors are the completeness links' targets, and
 * `?edit=<section>&entry=<id>` (a diagnosis finding's link) opens that section's editor.
 */
export function ResumeSections({ resume, store }: ResumeSectionsProps): ReactElement {
  const { refresh } = store;
  const target = useEditTarget();
  const ids = (list: readonly { id: number }[]) => list.map((e) => e.id);
  return (
    <>
      <BasicSection basic={resume.basic} onSaved={store.setBasic} onPhoto={store.setPhoto} onConflict={refresh} startEditing={target?.section === 'basic'} />
      <RecordSection
        anchor="resume-intention"
        title={T.sections.intention}
        record={resume.intention}
        empty={resume.intention.nature === 0}
        view={<IntentionView intention={resume.intention} />}
        Form={IntentionEdit}
        onSaved={store.setIntention}
        onConflict={refresh}
        startEditing={target?.section === 'intention'}
      />
      <EntryListSection title={T.sections.education} {...entryListProps('education_list', resume, store)} startEditing={listStart(target, 'education', ids(resume.education_list))} />
      <EntryListSection title={T.sections.work} {...entryListProps('work_list', resume, store)} startEditing={listStart(target, 'work', ids(resume.work_list))} />
      <EntryListSection title={T.sections.project} {...entryListProps('project_list', resume, store)} startEditing={listStart(target, 'project', ids(resume.project_list))} />
      <RecordSection
        anchor="resume-other"
        title={T.sections.other}
        record={resume.other}
        empty={isOtherEmpty(resume.other)}
        view={<OtherView other={resume.other} />}
        Form={OtherForm}
        onSaved={store.setOther}
        onConflict={refresh}
        startEditing={target?.section === 'other'}
      />
    </>
  );
}
