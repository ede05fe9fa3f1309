import { rulesResolver } from './rules-resolver';

type Period = { start: string; end: string };
const rules = (v: Period) => ({ start: v.start ? undefined : '请选择开始时间', end: v.end && v.end < v.start ? '结束时间不能早于开始时间' : undefined });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('rulesResolver', () => {
  it('hands valid values on with no errors', async () => {
    expect(await rulesResolver(rules)({ start: '2022-09', end: '' }, undefined, options)).toEqual({ values: { start: '2022-09', end: '' }, errors: {} });
  });

  it('reports each failing field with its rule text, and no values', async () => {
    expect(await rulesResolver(rules)({ start: '', end: '' }, undefined, options)).toEqual({ values: {}, errors: { start: { type: 'rule', message: '请选择开始时间' } } });
    expect(await rulesResolver(rules)({ start: '2022-09', end: '2021-06' }, undefined, options)).toEqual({
      values: {},
      errors: { end: { type: 'rule', message: '结束时间不能早于开始时间' } },
    });
  });

  it('puts a list item’s error where react-hook-form reads it (experiences.1.title)', async () => {
    type Wish = { name: string; experiences: { title: string }[] };
    const wishRules = (v: Wish) => Object.fromEntries(v.experiences.map((e, i) => [`experiences.${i}.title`, e.title ? undefined : '请填写公司名称']));
    const result = await rulesResolver(wishRules)({ name: '李雷', experiences: [{ title: '云帆' }, { title: '' }] }, undefined, options);
    expect(result.errors).toEqual({ experiences: [undefined, { title: { type: 'rule', message: '请填写公司名称' } }] });
  });
});
