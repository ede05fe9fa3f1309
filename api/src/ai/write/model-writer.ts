// The language model's writing of the same texts as the offline writer (one request, a JSON answer): the
// experiences' bullets and the self-evaluation. The model is told to use the student's facts only; any number
// it answers that the student did not give still becomes a placeholder. Any failure (ChatError, an answer that
// is not the JSON asked for, slowness) throws, and the caller answers with the offline draft.
import type { AiWish, ResumeDraft } from '@campus/shared-utils/rules';
import type { AiModelConfig } from '../../config';
import { chatComplete, type ChatMessage } from '../llm/chat-client';
import { keepOwnNumbers, numbersOf } from './numbers';
import { writeDraft } from './write-draft';

/** The model's answer must arrive by then (the request's 10 s hold the offline writer and the rest too). */
export const MODEL_BUDGET_MS = 8000;

export type ModelTexts = { experiences: { index: number; bullets: string[] }[]; self_evaluation: string };

const SYSTEM = [
  '你是中文简历写作助手。根据学生提供的事实撰写简历内容，只能使用学生给出的事实，不得编造任何经历、数字或成果。',
  '每段经历写成3到5条要点，按 STAR 顺序（背景、任务、行动、结果），行动要点以动词开头；学生没有给出的数字一律写成占位符，如【X%】或【X人】。',
  '自我评价写3到5句，只依据学生的专业、学历、技能、特点和经历。',
  '只回答一个 JSON 对象，不要任何其他文字：{"experiences":[{"index":经历序号,"bullets":["要点", ...]}],"self_evaluation":"自我评价"}',
].join('\n');

/** Everything the student wrote, the only source of numbers the answer may hold. */
export function wishText(wish: AiWish): string {
  return [wish.name, wish.city, wish.target_category, wish.target_city, wish.school, wish.major, String(wish.graduation_year), wish.skills, wish.strengths,
    ...wish.experiences.flatMap((e) => [e.title, e.role, e.start_date, e.end_date, e.text])].join('\n');
}

function prompt(wish: AiWish, variant: number): ChatMessage[] {
  const facts = {
    school: wish.school, major: wish.major, degree: wish.degree, graduation_year: wish.graduation_year, target_job: wish.target_category,
    skills: wish.skills, strengths: wish.strengths,
    experiences: wish.experiences.map((e, index) => ({ index, kind: e.kind, title: e.title, role: e.role, start: e.start_date, end: e.end_date || '至今', text: e.text })),
  };
  const again = variant > 0 ? `\n这是第${variant + 1}次生成，请换一种措辞。` : '';
  return [{ role: 'system', content: SYSTEM }, { role: 'user', content: `学生的事实（JSON）：\n${JSON.stringify(facts)}${again}` }];
}

/** The JSON object of an answer (a ```json fence or words around it allowed); throws when there is none of the right shape. */
export function readModelTexts(answer: string): ModelTexts {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('no JSON object in the answer');
  const value = JSON.parse(answer.slice(start, end + 1)) as Partial<ModelTexts>;
  const experiences = Array.isArray(value.experiences) ? value.experiences : [];
  const ok =
    typeof value.self_evaluation === 'string' &&
    experiences.every((e) => Number.isInteger(e?.index) && Array.isArray(e.bullets) && e.bullets.every((b) => typeof b === 'string'));
  if (!ok) throw new Error('the answer is not the JSON asked for');
  return { experiences, self_evaluation: value.self_evaluation as string };
}

const asBullets = (lines: string[]): string =>
  lines.map((l) => l.trim().replace(/^[•·●\-*]\s*/, '')).filter(Boolean).map((l) => `• ${l}`).join('\n');

/** The offline draft with the model's texts in place of the writer's; source 'model'. `onDelta` hears the answer as it streams. */
export async function modelDraft(config: AiModelConfig, wish: AiWish, variant = 0, onDelta?: (text: string) => void): Promise<ResumeDraft> {
  const answer = await chatComplete(config, { messages: prompt(wish, variant), signal: AbortSignal.timeout(MODEL_BUDGET_MS), temperature: variant > 0 ? 0.7 : 0.3, onDelta });
  const texts = readModelTexts(answer);
  const own = numbersOf(wishText(wish));
  const guard = (text: string) => keepOwnNumbers(text, own);
  const draft = writeDraft(wish, variant);
  const written = new Map(texts.experiences.map((e) => [e.index, guard(asBullets(e.bullets))]));
  // the draft lists internships in work and the rest in project, each in the wish's order
  const indexOf = (kind: 'work' | 'project') => wish.experiences.map((e, i) => ({ e, i })).filter(({ e }) => (e.kind === 'internship') === (kind === 'work')).map(({ i }) => i);
  const put = <T extends { value: { description: string } }>(entries: T[], indexes: number[]) =>
    entries.forEach((entry, n) => {
      const text = written.get(indexes[n]!);
      if (text) entry.value.description = text;
    });
  put(draft.work, indexOf('work'));
  put(draft.project, indexOf('project'));
  const selfEvaluation = guard(texts.self_evaluation.trim());
  if (selfEvaluation) draft.other.value.self_evaluation = selfEvaluation;
  return { ...draft, source: 'model' };
}
