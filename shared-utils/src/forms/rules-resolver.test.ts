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
});
