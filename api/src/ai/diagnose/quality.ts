import type { ResumeContent } from '@campus/shared-utils/rules';
import { CONTENT_RULES } from '../rules/content-rules';
import { findActionVerbs, findQuantified } from '../rules/quantify';
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
 * 内容质量: the content rules (rules/content-rules.ts: quantified results, action verbs, STAR) run over each
 * internship, job and project description, each finding quoting the sentence it is about with a rewrite. An
 * empty description is the 规范性 rule's, a keyword list content.keyword-list's (gaming.ts), not theirs.
 */
export function qualityFindings(r: ResumeContent): Finding[] {
  const entries = describedEntries(r).filter((e) => e.text.trim().length > 0 && !isKeywordList(e.text));
  return entries.flatMap((e) =>
    CONTENT_RULES.filter((rule) => rule.fires(e.text)).map(
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
