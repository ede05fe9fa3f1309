import { useEffect, useRef, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@campus/shared-utils';
import type { ResumeDetail } from '@campus/shared-utils/student';
import type { ResumeStore } from '../../hooks/use-resume';
import { useRoutePaths } from '../../hooks/use-route-paths';
import { focusSection } from '../../utils/focus';
import { CREATE_STEPS, currentStep, nextStep, previousStep, stepDone, type StepKey } from '../../utils/steps';
import { BasicStep } from '../basic/basic-step';
import { entryListProps } from '../entry-lists';
import { OtherForm } from '../forms/other-form';
import { EntryListSection } from '../sections/entry-list-section';
import { IntentionEdit } from '../sections/intention-edit';
import { SectionCard } from '../sections/section-card';
import { StepFooter } from './step-footer';
import { StepNav } from './step-nav';
import sections from '../sections/sections.module.css';
import styles from './create.module.css';
import { RESUME_TEXT } from '../../utils/texts';

const T = RESUME_TEXT.create;

export type CreateFlowProps = { resume: ResumeDetail; store: ResumeStore };

/**
 * The guided create flow. Every step saves to the server when it is completed (a list step saves each
 * entry as it is added), and the step is in the address, so a reload or a return continues where the
 * student left off with everything saved so far.
 */
export function CreateFlow({ resume, store }: CreateFlowProps): ReactElement {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const paths = useRoutePaths();
  const step = currentStep(params.get('step'), resume);
  const title = CREATE_STEPS.find((s) => s.key === step)!.title;
  // a new step takes the focus (its card's heading is read out), not the first arrival
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    focusSection(`resume-${step}`);
  }, [step]);

  const go = (key: StepKey) => {
    const next = new URLSearchParams(params);
    next.set('step', key);
    setParams(next);
  };
  const finish = () => {
    void toast.success(T.finished);
    navigate(paths.resume);
  };
  const forward = () => {
    const next = nextStep(step);
    if (next) go(next);
    else finish();
  };
  const back = previousStep(step);
  const onBack = back ? () => go(back) : undefined;
  const last = nextStep(step) === null;

  const listFooter = (count: number, required: boolean) => (
    <StepFooter onBack={onBack} onNext={forward} nextLabel={count > 0 ? T.next : T.skip} blocked={required && count === 0 ? T.needEducation : undefined} />
  );

  let body;
  switch (step) {
    case 'basic':
      body = (
        <BasicStep
          basic={resume.basic}
          onSaved={(b) => {
            store.setBasic(b);
            go('intention');
          }}
          onPhoto={store.setPhoto}
          onConflict={store.refresh}
          generation={store.generation}
        />
      );
      break;
    case 'intention':
      body = (
        <>
          <SectionCard anchor="resume-intention" title={title}>
            <IntentionEdit
              key={store.generation}
              record={resume.intention}
              submitLabel={T.saveNext}
              onSaved={(i) => {
                store.setIntention(i);
                forward();
              }}
              onConflict={store.refresh}
            />
          </SectionCard>
          <StepFooter onBack={onBack} />
        </>
      );
      break;
    case 'education':
      body = (
        <>
          <EntryListSection title={title} {...entryListProps('education_list', resume, store)} startAdding />
          {listFooter(resume.education_list.length, true)}
        </>
      );
      break;
    case 'work':
      body = (
        <>
          <EntryListSection title={title} {...entryListProps('work_list', resume, store)} startAdding emptyText={T.workHint} />
          {listFooter(resume.work_list.length, false)}
        </>
      );
      break;
    case 'project':
      body = (
        <>
          <EntryListSection title={title} {...entryListProps('project_list', resume, store)} startAdding emptyText={T.projectHint} />
          {listFooter(resume.project_list.length, false)}
        </>
      );
      break;
    case 'other':
      body = (
        <SectionCard anchor="resume-other" title={title}>
          <OtherForm
            key={store.generation}
            record={resume.other}
            submitLabel={T.saveFinish}
            onSaved={(o) => {
              store.setOther(o);
              finish();
            }}
            onConflict={store.refresh}
            onCancel={onBack}
            cancelLabel={T.back}
          />
        </SectionCard>
      );
      break;
  }

  return (
    <div className={styles.flow}>
      <StepNav current={step} done={(k) => stepDone(k, resume)} open={stepDone('basic', resume)} onGo={go} />
      <div className={sections.stack} key={step}>
        {body}
      </div>
      {last ? null : <p className={styles.saved}>{T.keptNote}</p>}
    </div>
  );
}
