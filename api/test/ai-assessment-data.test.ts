import CATEGORY_KEYWORDS from '../src/ai/diagnose/category-keywords.json';
import { ABILITY_LABELS, currentId, ITEM_LIST, OCCUPATION_LIST, RIASEC, SCALE, TYPE_INFO, VALUE_LABELS, withCurrentIds } from '../src/ai/assessment/catalogue';
import PLAN_DATA from '../src/ai/careerplan/plan-data.json';
import { CATEGORIES } from '../src/seed/home/categories';

const LABELS = new Set(CATEGORIES.map((c) => c.label));
const GROUPS = new Set(CATEGORIES.map((c) => c.group));

describe('the occupation assessment data files', () => {
  it('have a Holland inventory of 48+ interest items, at least 8 per type, with unique opaque ids that name nothing they score', () => {
    const interest = ITEM_LIST.filter((i) => i.part === 'interest');
    expect(interest.length).toBeGreaterThanOrEqual(48);
    for (const t of RIASEC) expect(interest.filter((i) => i.key === t).length).toBeGreaterThanOrEqual(8);
    const keys = [...RIASEC, ...VALUE_LABELS.map((v) => v.key), ...ABILITY_LABELS.map((a) => a.key)];
    for (const item of ITEM_LIST) {
      expect(item.id).toMatch(/^q[a-z0-9]{5}$/);
      // no key of any part in the id: a letter could only tell a type with a separator around it, as the old i-R-01 did
      expect(keys.filter((k) => k.length > 1 && item.id.includes(k))).toEqual([]);
    }
    // the old ids, one per item, each in the scheme that named its part and key, so answers saved under them still read
    expect(new Set(ITEM_LIST.map((i) => i.was)).size).toBe(ITEM_LIST.length);
    for (const item of ITEM_LIST) {
      const named = item.part === 'interest' ? new RegExp(`^i-${item.key}-\\d{2}$`) : item.part === 'values' ? new RegExp(`^v-${item.key}-\\d{2}$`) : new RegExp(`^a-${item.key}$`);
      expect(item.was).toMatch(named);
      expect(currentId(item.was)).toBe(item.id);
      expect(currentId(item.id)).toBe(item.id);
    }
    expect(currentId('i-X-01')).toBeUndefined();
    expect(withCurrentIds({ [ITEM_LIST[0]!.was]: 2, [ITEM_LIST[1]!.was]: 4, [ITEM_LIST[1]!.id]: 5, 'i-X-01': 3 })).toEqual({ [ITEM_LIST[0]!.id]: 2, [ITEM_LIST[1]!.id]: 5 });
    // balanced: every type has as many items as the others
    expect(new Set(RIASEC.map((t) => interest.filter((i) => i.key === t).length)).size).toBe(1);
    expect(new Set(ITEM_LIST.map((i) => i.id)).size).toBe(ITEM_LIST.length);
    expect(new Set(ITEM_LIST.map((i) => i.text)).size).toBe(ITEM_LIST.length);
    for (const item of ITEM_LIST) expect(item.text).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('shows the interest items in turn R I A S E C, so no type comes in a block', () => {
    const keys = ITEM_LIST.filter((i) => i.part === 'interest').map((i) => i.key);
    expect(keys.slice(0, 12)).toEqual([...RIASEC, ...RIASEC]);
  });

  it('have 12+ work-value items and 8+ abilities, every key with a label and every label with items', () => {
    const values = ITEM_LIST.filter((i) => i.part === 'values');
    const abilities = ITEM_LIST.filter((i) => i.part === 'ability');
    expect(values.length).toBeGreaterThanOrEqual(12);
    expect(abilities.length).toBeGreaterThanOrEqual(8);
    expect(new Set(values.map((i) => i.key))).toEqual(new Set(VALUE_LABELS.map((v) => v.key)));
    expect(new Set(abilities.map((i) => i.key))).toEqual(new Set(ABILITY_LABELS.map((a) => a.key)));
    for (const v of VALUE_LABELS) expect(values.filter((i) => i.key === v.key).length).toBeGreaterThanOrEqual(2);
  });

  it('answer on a five-point scale from 非常不符合 to 非常符合', () => {
    expect(SCALE.map((s) => s.value)).toEqual([1, 2, 3, 4, 5]);
    expect(SCALE[0]!.label).toBe('非常不符合');
    expect(SCALE[4]!.label).toBe('非常符合');
  });

  it('name and describe the six types in R I A S E C order', () => {
    expect(TYPE_INFO.map((t) => t.key)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    expect(TYPE_INFO.map((t) => t.name)).toEqual(['现实型', '研究型', '艺术型', '社会型', '企业型', '常规型']);
    for (const t of TYPE_INFO) expect(t.description.length).toBeGreaterThan(20);
  });

  it('have a catalogue of 100+ occupations with a valid three-letter code, a description and site category labels', () => {
    expect(OCCUPATION_LIST.length).toBeGreaterThanOrEqual(100);
    expect(new Set(OCCUPATION_LIST.map((o) => o.name)).size).toBe(OCCUPATION_LIST.length);
    for (const o of OCCUPATION_LIST) {
      expect(o.code).toMatch(/^[RIASEC]{3}$/);
      expect(new Set(o.code).size).toBe(3);
      expect(o.description.length).toBeGreaterThan(5);
      expect(o.categories.length).toBeGreaterThan(0);
      for (const label of o.categories) expect([o.name, label, LABELS.has(label)]).toEqual([o.name, label, true]);
    }
    // every type leads some occupations, so every code finds close matches
    for (const t of RIASEC) expect(OCCUPATION_LIST.filter((o) => o.code[0] === t).length).toBeGreaterThanOrEqual(8);
  });

  it('plan certificates and courses for groups the site has, and the gap lists name site categories', () => {
    for (const group of Object.keys(PLAN_DATA.groups)) expect([group, GROUPS.has(group)]).toEqual([group, true]);
    for (const label of Object.keys(CATEGORY_KEYWORDS.categories)) expect([label, LABELS.has(label)]).toEqual([label, true]);
  });
});
