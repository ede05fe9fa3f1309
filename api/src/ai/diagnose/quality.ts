import type { ResumeContent } from '@campus/shared-utils/rules';
import { CONTENT_RULES } from '../rules/content-rules';
import type { Finding } from './finding';

const SUGGESTIONS: Record<string, (title: string) => string> = {
  'content.quantified': (t) => `为“${t}”补上可以量化的结果，例如：负责××，使××提升【X%】／覆盖【X】人（数字请按实际填写）。`,
  'content.verb': (t) => `用“负责、主导、设计、优化、推动”等动词开头，写清你在“${t}”中做了什么。`,
  'content.star': (t) => `按“背景/任务 → 行动 → 结果”改写“${t}”：面对什么问题，你怎么做，带来了什么结果。`,
};

/**
 * 内容质量: the content rules (rules/content-rules.ts: quantified results, action verbs, STAR) run over each
 * internship, job and project description. An empty description is the 规范性 rule's, not theirs.
 */
export function qualityFindings(r: ResumeContent): Finding[] {
  const entries = [
    ...r.work_list.map((w) => ({ section: 'work' as const, id: w.id, title: w.company, text: w.description })),
    ...r.project_list.map((p) => ({ section: 'project' as const, id: p.id, title: p.name, text: p.description })),
  ].filter((e) => e.text.trim().length > 0);
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
      }),
    ),
  );
}
