import ALIASES from '../dictionaries/category-aliases.json';
import { hasKeyword } from './match';

/**
 * A resume file's 求职意向 as written (Java后端开发工程师, 数据分析实习生) mapped to the site's job category
 * labels, so a file's 岗位匹配 is judged as the online resume's is: a label the words contain first (the
 * longest), then an alias of category-aliases.json (the longest). Only labels the site has count.
 */

const ALIAS_LIST: { alias: string; label: string }[] = Object.entries(ALIASES.aliases as Record<string, string[]>)
  .flatMap(([label, aliases]) => aliases.map((alias) => ({ alias, label })))
  .sort((a, b) => b.alias.length - a.alias.length);

/** The site's label for one written intention, or null. */
export function categoryOf(written: string, labels: readonly string[]): string | null {
  const text = written.normalize('NFKC');
  const byLength = [...labels].sort((a, b) => b.length - a.length);
  const label = byLength.find((l) => hasKeyword(text, l.normalize('NFKC')));
  if (label) return label;
  return ALIAS_LIST.find((a) => labels.includes(a.label) && hasKeyword(text, a.alias))?.label ?? null;
}

/** The site's labels for what the file wrote, in its order, each once. */
export function categoriesOf(written: readonly string[], labels: readonly string[]): string[] {
  return [...new Set(written.map((w) => categoryOf(w, labels)).filter((l): l is string => l !== null))];
}
