import { useCallback, useEffect, useState } from 'react';
import { auth$, loadStudentInfo, setSession } from '@campus/shared-utils';
import { api, resumeCompleteness } from '@campus/shared-utils/student';
import type {
  ResumeEducation,
  JobIntention,
  ResumeProject,
  ResumeBasic,
  ResumeDetail,
  ResumeOther,
  ResumeWork,
} from '@campus/shared-utils/student';
import { upsertEntry } from '../utils/entries';

export type ListKey = 'education_list' | 'work_list' | 'project_list';
export type ListEntry = { education_list: ResumeEducation; work_list: ResumeWork; project_list: ResumeProject };

export type ResumeState = { status: 'loading' } | { status: 'failed'; msg: string } | { status: 'ready'; resume: ResumeDetail };

export type ResumeStore = {
  state: ResumeState;
  /** loads again from scratch (after a failed load) */
  reload: () => void;
  /** loads what is stored without leaving the page (after another tab saved first) */
  refresh: () => void;
  /** counts the loads: forms keyed by it start again from what is stored after a refresh */
  generation: number;
  setBasic: (basic: ResumeBasic) => void;
  setPhoto: (photo: string) => void;
  setIntention: (intention: JobIntention) => void;
  setOther: (other: ResumeOther) => void;
  putEntry: <K extends ListKey>(key: K, entry: ListEntry[K]) => void;
  dropEntry: (key: ListKey, id: number) => void;
};

/** The session's resume summary (spec §3 resume_data: its name decides whether a resume exists). */
function rememberSummary(basic: ResumeBasic): void {
  setSession('resume_data', { name: basic.name, sex: basic.sex, has_resume: basic.name ? 1 : 0 });
}

/** The detail with every derived part (completeness, the name at the top) worked out again. */
function derive(resume: ResumeDetail): ResumeDetail {
  const name = resume.basic.name;
  return { ...resume, name, sex: resume.basic.sex, has_resume: name ? 1 : 0, completeness: resumeCompleteness(resume) };
}

/**
 * The student's own resume, loaded once (getdetail) and then kept in step with every save: each save
 * answers the stored record, which replaces its part here, so the page never reloads to show a change.
 * A saved name also refreshes the header's student info ("my resume" then opens the resume).
 */
export function useResume(): ResumeStore {
  const [state, setState] = useState<ResumeState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let stale = false;
    void api.resume.getDetail(auth$.getValue().userId).then((result) => {
      if (stale) return;
      if (result.apiStatus) rememberSummary(result.basic);
      setState(result.apiStatus ? { status: 'ready', resume: derive(result) } : { status: 'failed', msg: result.msg });
    });
    return () => {
      stale = true;
    };
  }, [round]);

  const update = useCallback((change: (r: ResumeDetail) => ResumeDetail) => {
    setState((s) => (s.status === 'ready' ? { status: 'ready', resume: derive(change(s.resume)) } : s));
  }, []);

  return {
    state,
    reload: useCallback(() => {
      setState({ status: 'loading' });
      setRound((n) => n + 1);
    }, []),
    refresh: useCallback(() => setRound((n) => n + 1), []),
    generation: round,
    setBasic: (basic) => {
      update((r) => ({ ...r, basic }));
      rememberSummary(basic);
      void loadStudentInfo();
    },
    setPhoto: (photo) => {
      update((r) => ({ ...r, basic: { ...r.basic, photo } }));
      void loadStudentInfo();
      // a new photo is a save of the basic part (its version moves on); learn the new version, leaving
      // whatever is being typed in the basic form alone, so its next save is not taken for a stale one
      void api.resume.getDetail(auth$.getValue().userId).then((result) => {
        if (result.apiStatus) update((r) => ({ ...r, basic: { ...r.basic, photo: result.basic.photo, version: result.basic.version } }));
      });
    },
    setIntention: (intention) => update((r) => ({ ...r, intention })),
    setOther: (other) => update((r) => ({ ...r, other })),
    putEntry: (key, entry) => update((r) => ({ ...r, [key]: upsertEntry(r[key] as ListEntry[typeof key][], entry) })),
    dropEntry: (key, id) => update((r) => ({ ...r, [key]: (r[key] as { id: number }[]).filter((e) => e.id !== id) })),
  };
}
