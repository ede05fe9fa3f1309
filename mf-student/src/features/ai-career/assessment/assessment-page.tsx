import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { browserNav, useLoad } from '@campus/shared-utils';
import { api, CAREER_CODE, CAREER_MSG, Loading, LoadError } from '@campus/shared-utils/student';
import { SiteFeatureGate } from '../../../ui/site-feature-gate';
import { StudentOnly } from '../../../ui/student-only';
import { careerHash } from '../links';
import { CAREER_TEXT } from '../texts';
import { Questionnaire } from './questionnaire';
import { ResultView } from './result-view';
import ui from '../../../components/tool-page/tool-page.module.css';

function Assessment(): ReactElement {
  const [params] = useSearchParams();
  const retake = params.get('retake') === '1';
  const state = useLoad(async () => {
    const [questions, result] = await Promise.all([api.career.assessmentQuestions(), api.career.assessmentResult()]);
    if (!questions.apiStatus) return questions;
    if (!result.apiStatus && result.code !== CAREER_CODE.assessmentNotFound) return result;
    return { apiStatus: true as const, questions, result: result.apiStatus ? result : null };
  }, `ai-assessment-${retake ? 'retake' : 'latest'}`);
  if (state.status === 'loading') return <Loading rows={8} />;
  if (state.status === 'failed') return <LoadError message={state.msg} onRetry={state.reload} />;
  const { questions, result } = state.data;
  if (result && !retake) return <ResultView result={result} />;
  // the latest result shows once the answers are in (the page's own key changes back to 'latest')
  return <Questionnaire questions={questions} onDone={() => (retake ? browserNav.setHash(careerHash.assessment) : state.reload())} />;
}

/** /subApp/occupationAssessmentResult (the avatar menu's 职业测评): the result, or the assessment until there is one (?retake=1: again). */
export function AssessmentPage(): ReactElement {
  return (
    <div className={ui.page}>
      <SiteFeatureGate flag="is_ai_career_planning" closedTitle={CAREER_MSG.careerNotOpen} closedHint={CAREER_TEXT.notOpenHint}>
        <StudentOnly what={CAREER_TEXT.what}>
          <Assessment />
        </StudentOnly>
      </SiteFeatureGate>
    </div>
  );
}
