import type { ResumeContent } from '@campus/shared-utils/rules';
import { CONTENT_RULES } from '../rules/content-rules';
import { findActionVerbs, findQuantified, findStar } from '../rules/quantify';
import { describedEntries } from './entries';
import type { Finding } from './finding';
import { quantifiedRewrite, starRewrite, verbRewrite } from './rewrite';
import { descriptionQuote, isKeywordList, sentenceWhere } from './sentences';

const SUGGESTIONS: Record<string, (title: string) => string> = {
  'content.quantified': (t) => `为“${t}”补上可以量化的结果，例如：负责××，使××提升【X%】／覆盖【X】人（数字请按实际填写）。`,
  'content.verb': (t) => `用“负责、主导、设计、优化、推动”等动词开头，写清你在“${t}”中做了什么。`,
  'content.star': (t) => `按“背景/任务 → 行动 → 结果”改写“${t}”：面对什么问题，你怎么做，带来了什么结果。`,
};

/** The sentence each content rule is about, and the engine's rewrite of it. */
const QUOTED: Record<string, (text: string) => { quote: string; rewrite: string }> = {
  // the sentence with the most to show for: the first with a verb and no figure
  'content.quantified': (text) => {
    const quote = sentenceWhere(text, (s) => findActionVerbs(s).length > 0 && findQuantified(s, { chinese: true }).length === 0);
    return { quote, rewrite: quantifiedRewrite(quote) };
  },
  'content.verb': (text) => {
    const quote = sentenceWhere(text, () => true);
    return { quote, rewrite: verbRewrite(quote) };
  },
  'content.star': (text) => {
    const quote = descriptionQuote(text);
    return { quote, rewrite: starRewrite(quote) };
  },
};

/**
 * A result said in words as a plain description writes it: a share saved or gained (省了约一半时间, 效率提高了一倍, 少了三成)
 * or a prize the work won (获校级二等奖, 获得省赛三等奖). Bounded runs: about 3 ms on a 6,000-character line of 获得了.
 */
const RESULT_IN_WORDS = /(?:省|节省|节约|少|减少|缩短|快|提高|提升|增加|多)了?(?:约|大约|近|将近|差不多)?(?:一半|一倍|两倍|[一二三四五六七八九]成)|获(?:得)?了?[^。，,；;！!]{0,10}[一二三]等奖/u;

/**
 * content.star.in-words: an entry telling the student's own deed (我把底座改成…: the first person and STAR's action,
 * rules/quantify.ts) and what came of it in words (RESULT_IN_WORDS: 蜂农说摇一桶省了约一半时间, 获校级二等奖) tells its
 * STAR plainly, though the resume rules read a result only in Arabic figures: content.star does not fire on it. A duty
 * list (负责…协助…) tells no deed of the student's own, and its missing result is still found.
 */
export const tellsStarInWords = (text: string): boolean => RESULT_IN_WORDS.test(text) && /我/u.test(text) && findStar(text).present.includes('action');

/**
 * 内容质量: the content rules (rules/content-rules.ts: quantified results, action verbs, STAR) run over each
 * internship, job and project description, each finding quoting the sentence it is about with a rewrite. An
 * empty description is the 规范性 rule's, a keyword list content.keyword-list's (gaming.ts), not theirs.
 */
export function qualityFindings(r: ResumeContent): Finding[] {
  const entries = describedEntries(r).filter((e) => e.text.trim().length > 0 && !isKeywordList(e.text));
  return entries.flatMap((e) =>
    CONTENT_RULES.filter((rule) => rule.fires(e.text) && !(rule.id === 'content.star' && tellsStarInWords(e.text))).map(
      (rule): Finding => ({
        rule: rule.id,
        dimension: 'quality',
        severity: rule.id === 'content.quantified' ? 'medium' : 'low',
        section: e.section,
        entry_id: e.id,
        field: 'description',
        found: `“${e.title}”：${rule.explain}`,
        why: rule.explain,
        suggestion: SUGGESTIONS[rule.id]?.(e.title) ?? '',
        ...(QUOTED[rule.id]?.(e.text) ?? { quote: descriptionQuote(e.text), rewrite: '' }),
      }),
    ),
  );
}
