import { api } from '@campus/shared-utils/student';
import type { ResumeDetail } from '@campus/shared-utils/student';
import type { ResumeStore } from '../hooks/use-resume';
import { describeEducation, describeProject, describeWork, isOtherEmpty } from '../utils/describe';
import { BasicSection } from './basic/basic-section';
import { EducationForm } from './forms/education-form';
import { OtherForm } from './forms/other-form';
import { ProjectForm } from './forms/project-form';
import { WorkForm } from './forms/work-form';
import { EntryListSection } from './sections/entry-list-section';
import { IntentionEdit } from './sections/intention-edit';
import { IntentionView } from './sections/intention-view';
import { OtherView } from './sections/other-view';
import { RecordSection } from './sections/record-section';

export type ResumeSectionsProps = { resume: ResumeDetail; store: ResumeStore };

/** Every section of the resume, each edited in place; the anchors are the completeness links' targets. */
export function ResumeSections({ resume, store }: ResumeSectionsProps) {
  const { refresh } = store;
  return (
    <>
      <BasicSection basic={resume.basic} onSaved={store.setBasic} onPhoto={store.setPhoto} onConflict={refresh} />
      <RecordSection
        anchor="resume-intention"
        title="求职意向"
        record={resume.intention}
        empty={resume.intention.nature === 0}
        view={<IntentionView intention={resume.intention} />}
        Form={IntentionEdit}
        onSaved={store.setIntention}
        onConflict={refresh}
      />
      <EntryListSection
        anchor="resume-education"
        title="教育经历"
        noun="教育经历"
        entries={resume.education_list}
        describe={describeEducation}
        Form={EducationForm}
        remove={api.resume.delEdu}
        onSaved={(e) => store.putEntry('education_list', e)}
        onRemoved={(id) => store.dropEntry('education_list', id)}
        onConflict={refresh}
      />
      <EntryListSection
        anchor="resume-work"
        title="实习/工作经历"
        noun="经历"
        entries={resume.work_list}
        describe={describeWork}
        Form={WorkForm}
        remove={api.resume.delWork}
        onSaved={(e) => store.putEntry('work_list', e)}
        onRemoved={(id) => store.dropEntry('work_list', id)}
        onConflict={refresh}
      />
      <EntryListSection
        anchor="resume-project"
        title="项目经历"
        noun="项目经历"
        entries={resume.project_list}
        describe={describeProject}
        Form={ProjectForm}
        remove={api.resume.delProject}
        onSaved={(e) => store.putEntry('project_list', e)}
        onRemoved={(id) => store.dropEntry('project_list', id)}
        onConflict={refresh}
      />
      <RecordSection
        anchor="resume-other"
        title="其他信息"
        record={resume.other}
        empty={isOtherEmpty(resume.other)}
        view={<OtherView other={resume.other} />}
        Form={OtherForm}
        onSaved={store.setOther}
        onConflict={refresh}
      />
    </>
  );
}
