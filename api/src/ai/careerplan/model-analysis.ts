import type { AssessmentResult } from '@campus/shared-utils/shapes';
import type { AiModelConfig } from '../../config';
import { chatComplete } from '../llm/chat-client';

/** The model's answer must arrive by then, leaving the request's time for the engine and the queries. */
export const MODEL_BUDGET_MS = 8000;

const SYSTEM =
  '你是大学生职业规划顾问。根据给出的测评结果和学生信息，用中文写3到4段自我分析，每段2到4句，段与段之间空一行。只能使用给出的事实，不得编造经历、成绩或数字；不要使用标题、列表或Markdown。';

/** The facts the model may use: the engine's own paragraphs carry them (code, scores, values, abilities, education). */
function prompt(result: AssessmentResult, facts: readonly string[]) {
  const scores = result.types.map((t) => `${t.name}${t.key} ${t.score}`).join('，');
  return [
    { role: 'system' as const, content: SYSTEM },
    { role: 'user' as const, content: `兴趣代码：${result.riasec_code}（${scores}）\n${facts.join('\n')}` },
  ];
}

/** Paragraphs of the model's answer; throws when it is not 2-6 plain paragraphs of sensible length. */
export function readParagraphs(answer: string): string[] {
  const paragraphs = answer
    .split(/\n/)
    // a heading is not a paragraph; a list mark is dropped from its line
    .filter((line) => !line.trim().startsWith('#'))
    .map((p) => p.replace(/^[*\-\s]+/, '').trim())
    .filter((p) => p !== '');
  if (paragraphs.length < 2 || paragraphs.length > 6 || paragraphs.some((p) => p.length > 600)) throw new Error('the model did not answer with 2-6 paragraphs');
  return paragraphs;
}

export async function modelSelfAnalysis(config: AiModelConfig, result: AssessmentResult, facts: readonly string[]): Promise<string[]> {
  const answer = await chatComplete(config, { messages: prompt(result, facts), signal: AbortSignal.timeout(MODEL_BUDGET_MS) });
  return readParagraphs(answer);
}
