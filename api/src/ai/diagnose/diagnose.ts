import type { Diagnosis, ResumeContent } from '@campus/shared-utils/rules';
import { clicheFindings, hollowDescriptionFindings } from './cliches';
import { completenessFindings } from './completeness';
import { credibleTotal, substantiveResume } from './credibility';
import { SEVERITY_COST, type Finding } from './finding';
import { gamingFindings } from './gaming';
import { categoryMatches, matchFindings, matchScore } from './match';
import { normsFindings } from './norms';
import { qualityFindings } from './quality';

/** How much each dimension weighs in the total (they add up to 1). */
export const DIMENSION_WEIGHTS = { completeness: 0.25, quality: 0.35, match: 0.2, norms: 0.2 } as const;

const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** 100 less what the findings cost, never below 0. */
const costed = (findings: readonly Finding[]): number => Math.max(0, 100 - findings.reduce((sum, f) => sum + SEVERITY_COST[f.severity], 0));

/**
 * The offline diagnosis of an online resume: four sub-scores and every finding, each traced to its rule.
 * Parts and keywords count only when backed by substance (credibility.ts): 完整度 is the page's completeness
 * score of the resume without its hollow parts (placeholder names, keyword lists, copied descriptions, bare
 * clichés); 岗位匹配 the keyword coverage of the intended categories, keywords told in sentences of experience
 * counting fully and keywords only listed little (match.ts); 内容质量 and 规范性 start at 100 and lose points
 * per finding by severity, the gaming findings (gaming.ts) and clichés among 内容质量's. The total weighs the
 * four, then the credibility factor of the gaming findings multiplies it and a serious one caps it at 40.
 * `now` is 'YYYY-MM'.
 */
export function diagnoseResume(r: ResumeContent, now: string): Omit<Diagnosis, 'id' | 'created_at' | 'source'> {
  const gaming = [...gamingFindings(r), ...hollowDescriptionFindings(r)];
  const substantive = substantiveResume(r, gaming);
  const completeness = completenessFindings(r);
  const quality = [...gaming, ...qualityFindings(r), ...clicheFindings(r)];
  const match = matchFindings(substantive);
  const norms = normsFindings(r, now);
  // with no experience to judge, content quality is no better than what is there: nothing
  const hasContent = substantive.work_list.some((w) => w.description.trim()) || substantive.project_list.some((p) => p.description.trim());
  const scores = {
    completeness: completenessFindings(substantive).score,
    quality: hasContent ? costed(quality) : 0,
    match: matchScore(categoryMatches(substantive)),
    norms: costed(norms),
  };
  const weighted = Object.entries(DIMENSION_WEIGHTS).reduce((sum, [k, w]) => sum + scores[k as keyof typeof scores] * w, 0);
  const findings = [...completeness.findings, ...quality, ...match, ...norms].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  return { score: credibleTotal(weighted, findings), scores, findings };
}
