import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AI_LIMITS, type ResumeDraft } from '@campus/shared-utils/rules';
import { parseResumeDraft } from '../src/ai/parse/parse-draft';
import type { Expected } from './ai-corpus/layouts/family';
import { LAYOUT_FAMILIES } from './ai-corpus/layouts';

// The layouts real students upload (issue 25), one fixture file per kind (made by api/test/ai-corpus/make-layouts.ts,
// committed), each parsed and compared with its exact expected draft: values as written, and which fields the
// engine marks 待核对 (a value with a confidence under AI_LIMITS.sureConfidence, as the review page shows it).

const DIR = path.join(__dirname, 'fixtures/ai/layouts');

/** The fields of a draft part that hold a value the engine is unsure of, as "part.field" or "part.n.field". */
function unsure(draft: ResumeDraft): string[] {
  const out: string[] = [];
  const part = (name: string, p: { value: Record<string, unknown>; confidence: Record<string, number> }) => {
    for (const [k, c] of Object.entries(p.confidence)) {
      const v = p.value[k];
      if (c < AI_LIMITS.sureConfidence && v !== '' && v !== 0 && k !== 'description' && k !== 'kind') out.push(`${name}.${k}`);
    }
  };
  part('basic', draft.basic);
  for (const key of ['education', 'work', 'project'] as const) draft[key].forEach((e, i) => part(`${key}.${i}`, e));
  return out.sort();
}

/** The draft in the expected's shape: the fields the expected names, the unsure fields, low_confidence. */
function asExpected(draft: ResumeDraft, expected: Expected): Expected {
  const pick = <T extends object>(value: Record<string, unknown>, like: T) => Object.fromEntries(Object.keys(like).map((k) => [k, value[k]])) as T;
  const list = <T extends object>(parts: { value: Record<string, unknown> }[], like: readonly T[], keys: readonly (keyof T)[]) =>
    parts.map((p) => Object.fromEntries(keys.map((k) => [k, p.value[k as string]])) as T).slice(0, Math.max(like.length, parts.length));
  const got: Expected = {
    basic: pick(draft.basic.value, expected.basic),
    education: list(draft.education, expected.education, ['school', 'major', 'degree', 'start_date', 'end_date']),
    work: list(draft.work, expected.work, ['kind', 'company', 'position', 'start_date', 'end_date']),
    project: list(draft.project, expected.project, ['name', 'role', 'start_date', 'end_date']),
    unsure: unsure(draft),
    low_confidence: draft.low_confidence,
  };
  if (expected.intention) got.intention = { ...draft.intention, salary_min: draft.intention.salary_min ?? 0, salary_max: draft.intention.salary_max ?? 0 };
  if (expected.descriptions) {
    got.descriptions = Object.fromEntries(Object.keys(expected.descriptions).map((at) => {
      const [key, n] = at.split('.') as ['education' | 'work' | 'project', string];
      return [at, draft[key][Number(n)]?.value.description];
    }));
  }
  if (expected.other) {
    // each expected part must stand in its field as written: the answer shows the part when it does
    got.other = Object.fromEntries(Object.entries(expected.other).map(([k, parts]) => [k, parts.filter((p) => draft.other.value[k as keyof typeof draft.other.value].includes(p))]));
  }
  return got;
}

describe('the layouts students upload (issue 25)', () => {
  const cases = LAYOUT_FAMILIES.flatMap((family) => family.files.map((file) => [family.kind, file.name, family.expected] as const));

  it.each(cases)('%s: %s gives its exact draft', async (_kind, name, expected) => {
    const draft = await parseResumeDraft(readFileSync(path.join(DIR, name)));
    expect(asExpected(draft, expected)).toEqual(expected);
  });

  it('keeps every fixture small and every family with a file', () => {
    for (const family of LAYOUT_FAMILIES) {
      expect(family.files.length).toBeGreaterThan(0);
      for (const file of family.files) expect(readFileSync(path.join(DIR, file.name)).length).toBeLessThan(400_000);
    }
  });
});
