/** A dictionary list, the longest phrase first, for `distinctPhrasesIn`. */
export const longestFirst = (phrases: readonly string[]): string[] => [...phrases].sort((a, b) => b.length - a.length);

/** The distinct phrases of a list found in a text, the longest taken first and cut out (丰富的实战经验, not also 实战经验). */
export function distinctPhrasesIn(text: string, longestFirstPhrases: readonly string[]): string[] {
  let rest = text;
  const found: string[] = [];
  for (const p of longestFirstPhrases) {
    if (!rest.includes(p)) continue;
    found.push(p);
    rest = rest.split(p).join('|');
  }
  return found;
}
