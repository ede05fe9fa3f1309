import FORMS from '../dictionaries/pasted-forms.json';
import { matchText, normalizeText } from '../text/normalize';
import { OUTLINE_BARE_SHARE, OUTLINE_BRANCH_CHARS, OUTLINE_BRANCHES_MIN, PROMPT_MARKS_MIN } from './weights';

const PROMPT = FORMS.prompt.map((r) => new RegExp(r, 'mu'));
const BRANCH_MARKS = [...FORMS.branch_marks].sort((a, b) => b.length - a.length);
const OUTLINE_LABELS = [...FORMS.outline_labels].sort((a, b) => b.length - a.length);

/**
 * interview.gaming.prompt: the marks of a prompt given to an AI, and of its reply's wrapper, an answer carries
 * (pasted-forms.json prompt: 请帮我润色以下回答, 要求：…面试用, 原回答：, 润色后：, 如需调整…请告诉我), each pattern once.
 */
export const promptMarksOf = (answer: string): string[] => {
  const text = normalizeText(answer);
  return PROMPT.map((re) => re.exec(text)?.[0]).filter((m): m is string => m !== undefined);
};

/**
 * interview.gaming.prompt: an answer with PROMPT_MARKS_MIN or more of a prompt's marks is the prompt to a chatbot
 * and its rewrite pasted in (请帮我润色以下回答，要求：显得专业… 原回答：… 润色后：…): what the student asked a tool
 * for and what it wrote, not what they would say. A student who says they had a tool polish their CV names one at most.
 */
export const readsAsPrompt = (answer: string): boolean => promptMarksOf(answer).length >= PROMPT_MARKS_MIN;

/** The text of a line after the branch marks and labels that head it (├─ 冗余 → 冗余), or null when no mark heads it. */
function branchOf(line: string): string | null {
  let rest = line.trim();
  let headed = false;
  for (let again = true; again; ) {
    again = false;
    for (const mark of [...BRANCH_MARKS, ...OUTLINE_LABELS]) {
      if (rest.startsWith(mark)) {
        rest = rest.slice(mark.length).replace(/^[\s─━\-:：]+/u, '');
        headed = again = true;
      }
    }
  }
  return headed ? rest : null;
}

/**
 * interview.gaming.outline: an answer read out as a mind map's or a tree's outline: OUTLINE_BRANCHES_MIN or more lines
 * headed by its branch marks or centre labels (pasted-forms.json: ├─ 冗余, │ └─ 健康检查, 中心主题：), OUTLINE_BARE_SHARE
 * of them or more no longer than OUTLINE_BRANCH_CHARS (a few words, no sentence). Keywords hung on branches say no
 * how or why; an answer that draws a short tree and explains each branch in sentences is no outline.
 */
export function readsAsOutline(answer: string): boolean {
  const branches = matchText(answer)
    .split('\n')
    .map(branchOf)
    .filter((b): b is string => b !== null);
  if (branches.length < OUTLINE_BRANCHES_MIN) return false;
  const bare = branches.filter((b) => [...b.replace(/\s/g, '')].length <= OUTLINE_BRANCH_CHARS).length;
  return bare / branches.length >= OUTLINE_BARE_SHARE;
}
