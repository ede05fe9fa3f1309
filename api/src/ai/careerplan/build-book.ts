import type { AssessmentResult, CareerBook, ResumeContent } from '@campus/shared-utils/shapes';
import type { AiModelConfig } from '../../config';
import { buildJobSearchPlan } from './job-search';
import { modelSelfAnalysis } from './model-analysis';
import { buildPlan, graduationYearOf, isGraduated, semesters, type Fair } from './plan';
import { engineSelfAnalysis } from './self-analysis';
import { buildTargets } from './targets';
import { modelOrEngine } from '../llm/model-or-engine';

/**
 * The career-planning book from the latest assessment, the online resume and this site's data (issue 12):
 * self-analysis, two or three targets with the skills gap, the semester plan with the site's fairs (or, past
 * graduation, the job-search plan). Everything is the engine's; with a model configured the self-analysis may
 * be the model's (source 'model'), and any failure of the model leaves the engine's. Positions are added by the
 * caller (they are cards of the site).
 */

export type BookFacts = {
  studentName: string;
  result: AssessmentResult;
  resume: ResumeContent;
  /** the job category group of each category label (job_category.group_label) */
  groupOf: ReadonlyMap<string, string>;
  /** this site's open positions per category label, for every category of the occupation catalogue */
  counts: ReadonlyMap<string, number>;
  fairs: readonly Fair[];
  now: number;
};

export type WrittenBook = Omit<CareerBook, 'id' | 'created_at' | 'positions'> & { targetCategories: string[] };

export async function writeBook(config: AiModelConfig, facts: BookFacts, onFallback?: (error: unknown) => void): Promise<WrittenBook> {
  const { result, resume, now } = facts;
  const graduationYear = graduationYearOf(resume.basic.graduation_year || (resume.education_list[0]?.end_date ? Number(resume.education_list[0].end_date.slice(0, 4)) : 0), now);
  const graduated = isGraduated(graduationYear, now);
  const terms = graduated ? [] : semesters(now, graduationYear);
  const engine = engineSelfAnalysis(result, resume, { graduationYear, terms: terms.length, graduated });
  const { targets, occupations } = buildTargets(result, resume, facts.groupOf, facts.counts);
  const targetCategories = [...new Set(occupations.flatMap((o) => o.categories))];
  const groups = targetCategories.map((label) => facts.groupOf.get(label) ?? '');
  const plan = graduated ? buildJobSearchPlan(now, graduationYear, targets, facts.fairs) : buildPlan(terms, targets, groups, facts.fairs);
  const { selfAnalysis, source } = await modelOrEngine<{ selfAnalysis: typeof engine; source: CareerBook['source'] }>(
    config,
    async () => ({ selfAnalysis: await modelSelfAnalysis(config, result, engine), source: 'model' }),
    () => ({ selfAnalysis: engine, source: 'engine' }),
    onFallback,
  );
  return {
    student_name: facts.studentName,
    riasec_code: result.riasec_code,
    assessment_id: result.id,
    self_analysis: selfAnalysis,
    targets,
    plan_kind: graduated ? 'job_search' : 'semesters',
    plan,
    fairs: [...facts.fairs],
    source,
    targetCategories,
  };
}
