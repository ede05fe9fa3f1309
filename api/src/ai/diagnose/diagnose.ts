import type { Diagnosis, ResumeContent } from '@campus/shared-utils/rules';
import { clicheFindings, hollowDescriptionFindings, setPhraseFindings, setPhrasesCap } from './cliches';
import { completenessFindings } from './completeness';
import { credibleTotal, substantiveResume } from './credibility';
import { dutiesCap, dutyListFindings } from './duties';
import { SEVERITY_COST, type Finding } from './finding';
import { gamingFindings } from './gaming';
import { categoryMatches, matchFindings, matchScore } from './match';
import { normsFindings } from './norms';
import { qualityFindings } from './quality';
import { withBoundedRuns, withBoundedStrings } from '../text/runs';

/** How much each dimension weighs in the total (they add up to 1). */
export const DIMENSION_WEIGHTS = { completeness: 0.25, quality: 0.35, match: 0.2, norms: 0.2 } as const;

const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** Characters of described experience (work and projects, hollow parts left out) that a resume needs for its content to be judged in full. */
export const SUBSTANCE_FULL = 150;
/** The share of 内容质量 a resume keeps with almost nothing described. */
export const SUBSTANCE_FLOOR = 0.4;

/**
 * diagnose.substance: 内容质量 in proportion to how much experience is told, up to SUBSTANCE_FULL characters: one line
 * (做过一些社团活动的海报) has few findings only because it says little, and is no better written than a page.
 */
export function substanceFactor(r: ResumeContent): number {
  const told = [...r.work_list, ...r.project_list].reduce((n, e) => n + [...e.description.replace(/\s/g, '')].length, 0);
  return Math.min(1, SUBSTANCE_FLOOR + ((1 - SUBSTANCE_FLOOR) * told) / SUBSTANCE_FULL);
}

/**
 * diagnose.read-bound: the rules read each text of a resume (a description, the self-evaluation, the skills) up to
 * READ_MAX characters. The longest description of the 2,961 rated resumes is under 400 characters and a page holds
 * about 1,500; the form takes 5,000 an entry and 20 entries a list, and the rules weigh each piece of a text, so a
 * resume of such entries held the event loop for seconds. 规范性's length rule still counts every character.
 */
export const READ_MAX = 2_000;
const readBound = (text: string): string => {
  const runs = withBoundedRuns(text);
  return runs.length > READ_MAX ? [...runs].slice(0, READ_MAX).join('') : runs;
};

/** 100 less what the findings cost, never below 0. */
const costed = (findings: readonly Finding[]): number => Math.max(0, 100 - findings.reduce((sum, f) => sum + SEVERITY_COST[f.severity], 0));

/**
 * The offline diagnosis of an online resume: four sub-scores and every finding, each traced to its rule.
 * Parts and keywords count only when backed by substance (credibility.ts): 完整度 is the page's completeness
 * score of the resume without its hollow parts (placeholder names, keyword lists, copied descriptions, bare
 * clichés); 岗位匹配 the keyword coverage of the intended categories, keywords told in sentences of experience
 * counting fully and keywords only listed little (match.ts); 内容质量 and 规范性 start at 100 and lose points
 * per finding by severity, the gaming findings (gaming.ts) and clichés among 内容质量's, and 内容质量 scales with how
 * much experience is told (substanceFactor). The total weighs the
 * four, then the credibility factor of the gaming findings multiplies it and a serious one caps it at 40; a resume whose
 * every described entry lists duties only (duties.ts content.duties) is capped at DUTIES_CAP, and one whose every described
 * entry is set phrases or hollow (cliches.ts content.cliche on a description) at SET_PHRASES_CAP.
 * `now` is 'YYYY-MM'.
 */
export function diagnoseResume(given: ResumeContent, now: string): Omit<Diagnosis, 'id' | 'created_at' | 'source'> {
  // the rules read runs of letters and of numerals no longer than a word (text/runs.ts), and each text up to READ_MAX
  const whole = withBoundedStrings(given);
  const r = withBoundedStrings(given, readBound);
  const gaming = [...gamingFindings(r), ...hollowDescriptionFindings(r)];
  const substantive = substantiveResume(r, gaming);
  const completeness = completenessFindings(r);
  // a duty list's missing 行动 and 结果 is content.duties' finding (duties.ts), told more plainly than content.star's
  const duties = dutyListFindings(r);
  const entryOf = (f: Finding) => `${f.section}:${f.entry_id}`;
  const dutyEntries = new Set(duties.map(entryOf));
  // a description of set phrases tells no figure and no deed: its missing figures and STAR are content.cliche's finding
  // (cliches.ts setPhraseFindings), said once, as a duty list's are content.duties'
  const setPhrases = setPhraseFindings(r);
  const setPhraseEntries = new Set(setPhrases.map(entryOf));
  const saidElsewhere = (f: Finding) =>
    (f.rule === 'content.star' && dutyEntries.has(entryOf(f))) || ((f.rule === 'content.star' || f.rule === 'content.quantified') && setPhraseEntries.has(entryOf(f)));
  const content = qualityFindings(r).filter((f) => !saidElsewhere(f));
  const quality = [...gaming, ...content, ...duties, ...clicheFindings(r), ...setPhrases];
  const match = matchFindings(substantive);
  // a resume's length is told by all of it (norms.too-long)
  const norms = normsFindings(whole, now);
  // with no experience to judge, content quality is no better than what is there: nothing
  const hasContent = substantive.work_list.some((w) => w.description.trim()) || substantive.project_list.some((p) => p.description.trim());
  const scores = {
    completeness: completenessFindings(substantive).score,
    quality: hasContent ? Math.round(costed(quality) * substanceFactor(substantive)) : 0,
    match: matchScore(categoryMatches(substantive)),
    norms: costed(norms),
  };
  const weighted = Object.entries(DIMENSION_WEIGHTS).reduce((sum, [k, w]) => sum + scores[k as keyof typeof scores] * w, 0);
  const findings = [...completeness.findings, ...quality, ...match, ...norms].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  return { score: Math.min(credibleTotal(weighted, findings), dutiesCap(r, findings), setPhrasesCap(r, findings)), scores, findings };
}
