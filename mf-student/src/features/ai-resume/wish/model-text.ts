/**
 * What a person can read of a model's JSON answer while it is still arriving: the string values (the bullets
 * and the self-evaluation), one per line, without the keys and the JSON around them.
 */
export function readableModelText(raw: string): string {
  const out: string[] = [];
  for (const m of raw.matchAll(/"((?:[^"\\]|\\.)*)("?)(\s*:)?/g)) {
    if (m[3]) continue;
    const text = (m[1] ?? '').replace(/\\n/g, '\n').replace(/\\(["\\/])/g, '$1').trim();
    if (text) out.push(text);
  }
  return out.join('\n');
}
