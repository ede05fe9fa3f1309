import { fairTimeEnds, fitText, shortName } from './format';

describe('fair formats', () => {
  it('writes a fair’s time range, with both dates when it spans days', () => {
    expect(fairTimeEnds(new Date(2026, 10, 28, 9, 0).getTime(), new Date(2026, 10, 28, 16, 30).getTime())).toEqual(['2026-11-28 09:00', '16:30']);
    expect(fairTimeEnds(new Date(2026, 10, 28, 9, 0).getTime(), new Date(2026, 11, 1, 17, 0).getTime())).toEqual(['2026-11-28 09:00', '2026-12-01 17:00']);
  });

  it('shortens company names for booths', () => {
    expect(shortName('云帆数据科技有限公司')).toBe('云帆数据');
    expect(shortName('杭州星河网络技术股份有限公司')).toBe('杭州星河');
    expect(shortName('华为技术有限公司')).toBe('华为技术');
    expect(shortName('招商银行（深圳分行）')).toBe('招商银行');
    expect(shortName('有限公司')).toBe('有限公司');
  });

  it('fits a label to a width in em, Latin letters narrower', () => {
    expect(fitText('云帆数据', 4)).toBe('云帆数据');
    expect(fitText('云帆数据科技', 4)).toBe('云帆数…');
    expect(fitText('A展企业1', 4.5)).toBe('A展企业1');
    expect(fitText('长', 0.5)).toBe('长…');
  });
});
