import type { ComponentType } from 'react';
import { api } from '@campus/shared-utils/student';
import type { ApiResult, ResumeDeleted } from '@campus/shared-utils/student';
import type { ListEntry, ListKey, ResumeStore } from '../hooks/use-resume';
import { describeEducation, describeProject, describeWork } from '../utils/describe';
import { EducationForm } from './forms/education-form';
import { ProjectForm } from './forms/project-form';
import { WorkForm } from './forms/work-form';
import type { EntryFormProps, EntryView } from './sections/entry-list-section';
import { RESUME_TEXT as T } from '../utils/texts';

type EntryList<K extends ListKey> = {
  /** the section's id: the completeness links' target */
  anchor: string;
  /** for the add button and the delete confirm */
  noun: string;
  describe: (entry: ListEntry[K]) => EntryView;
  Form: ComponentType<EntryFormProps<ListEntry[K]>>;
  remove: (id: number) => Promise<ApiResult<ResumeDeleted>>;
};

/** Each entry list as the resume page and the create flow both show it; each adds its own title. */
const LISTS: { [K in ListKey]: EntryList<K> } = {
  education_list: { anchor: 'resume-education', noun: T.nouns.education, describe: describeEducation, Form: EducationForm, remove: api.resume.delEdu },
  work_list: { anchor: 'resume-work', noun: T.nouns.work, describe: describeWork, Form: WorkForm, remove: api.resume.delWork },
  project_list: { anchor: 'resume-project', noun: T.nouns.project, describe: describeProject, Form: ProjectForm, remove: api.resume.delProject },
};

/** The resume's lists (a ResumeDetail), typed so that each key reads as its own entries. */
type Lists = { readonly [K in ListKey]: readonly ListEntry[K][] };

/** An EntryListSection's props for one list of the resume, its changes kept in the store. */
export function entryListProps<K extends ListKey>(key: K, resume: Lists, store: ResumeStore) {
  return {
    ...LISTS[key],
    entries: resume[key],
    onSaved: (entry: ListEntry[K]) => store.putEntry(key, entry),
    onRemoved: (id: number) => store.dropEntry(key, id),
    onConflict: store.refresh,
  };
}
