/**
 * interview.keywords.shared-head: a list of kinds whose last item alone carries the head word (养老、医疗、失业、工伤、生育保险;
 * 单元和集成测试) names every kind with that head: 医疗 there is 医疗保险. A term of two parts of two characters or more
 * (医疗 + 保险) is named when its first part is an item of such a list, a join after it, and a later item of the same
 * list ends with its head after a kind of its own (医疗、保险 are two things, not 医疗保险). A list is at most LIST_ITEMS items of at most ITEM_CHARS characters each, so the pattern
 * scans a bounded window from each place the first part is said.
 */
const LIST_ITEMS = 12;
const ITEM_CHARS = 6;
const JOIN = '(?:[、/／]|和|与|及)';
const ITEM = `[^\\s、，,。．.；;：:！？!?/／和与及]`;

const patterns = new Map<string, RegExp | null>();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern naming `term` through a shared head, or null for a term too short to be split (or not Chinese). */
function patternOf(term: string): RegExp | null {
  const cached = patterns.get(term);
  if (cached !== undefined) return cached;
  const chars = [...term];
  const splits: string[] = [];
  if (chars.length >= 4 && /^\p{Script=Han}+$/u.test(term)) {
    for (let cut = 2; cut <= chars.length - 2; cut++) {
      const [kind, head] = [chars.slice(0, cut).join(''), chars.slice(cut).join('')];
      splits.push(`${escape(kind)}(?:${JOIN}${ITEM}{1,${ITEM_CHARS}}){0,${LIST_ITEMS}}?${JOIN}${ITEM}{1,${ITEM_CHARS}}?${escape(head)}`);
    }
  }
  const pattern = splits.length ? new RegExp(splits.join('|'), 'u') : null;
  patterns.set(term, pattern);
  return pattern;
}

/** Whether the text names `term` as a kind of a list whose last item carries the term's head (医疗 in 养老、医疗、失业保险). */
export const namesWithSharedHead = (text: string, term: string): boolean => patternOf(term)?.test(text) ?? false;
