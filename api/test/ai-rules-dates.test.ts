import { findDateRange, findDateRanges, parseDateRange, withoutDate } from '../src/ai/rules/dates';
import { normalizeLine } from '../src/ai/rules/text';

const range = (text: string) => {
  const r = parseDateRange(normalizeLine(text));
  return r && { start: r.start, end: r.end };
};

describe('date ranges', () => {
  it.each([
    ['2021.09-2025.06', '2021-09', '2025-06'],
    ['2021.9 - 2025.6', '2021-09', '2025-06'],
    ['2021年9月 - 至今', '2021-09', ''],
    ['2021年09月—2022年01月', '2021-09', '2022-01'],
    ['2021/9–2022/1', '2021-09', '2022-01'],
    ['2023/3‒2023/12', '2023-03', '2023-12'],
    ['2023.03 − 2023.12', '2023-03', '2023-12'],
    ['2021-09 ~ 2022-01', '2021-09', '2022-01'],
    ['Sep 2021 - Jun 2025', '2021-09', '2025-06'],
    ['Sept. 2021 – Present', '2021-09', ''],
    ['09/2021 - 06/2025', '2021-09', '2025-06'],
    ['2021.09-今', '2021-09', ''],
    ['2022.03 至 2022.08', '2022-03', '2022-08'],
    ['2023.07-现在', '2023-07', ''],
    ['２０２１．０９－２０２２．０１', '2021-09', '2022-01'],
    ['（2021.09-2025.06）', '2021-09', '2025-06'],
    ['2021.09.01-2025.06.30', '2021-09', '2025-06'],
    ['2021-09-01 至 2022-01-15', '2021-09', '2022-01'],
    ['2021年9月1日-2022年1月', '2021-09', '2022-01'],
    ['2023.07', '2023-07', '2023-07'],
    ['2023年7月', '2023-07', '2023-07'],
  ])('%s', (text, start, end) => {
    expect(range(text)).toEqual({ start, end });
  });

  it('reads years alone as January to December and says it is unsure', () => {
    const r = parseDateRange('2021-2025');
    expect(r).toMatchObject({ start: '2021-01', end: '2025-12' });
    expect(r!.confidence).toBeLessThan(0.7);
    expect(parseDateRange('2021.09-2025.06')!.confidence).toBeGreaterThan(0.9);
  });

  it('marks an end before the start as doubtful', () => {
    expect(parseDateRange('2025.06-2021.09')!.confidence).toBeLessThan(0.5);
  });

  it('finds the range inside a title line with its span', () => {
    const line = '北京大学 | 计算机科学与技术 | 本科    2021.09-2025.06';
    const r = findDateRange(line)!;
    expect(line.slice(r.span[0], r.span[1])).toBe('2021.09-2025.06');
    expect(r.text).toBe('2021.09-2025.06');
    expect(withoutDate(line, r)).toBe('北京大学 | 计算机科学与技术 | 本科');
  });

  it('prefers a range over a lone month and finds every range', () => {
    expect(findDateRange('2023.07 获奖；2021.09-2022.01 任班长')).toMatchObject({ start: '2021-09', end: '2022-01' });
    expect(findDateRanges('2021.09-2022.01，2022.03-至今')).toHaveLength(2);
  });

  it('does not read phone numbers, scores or plain numbers as dates', () => {
    expect(findDateRange('电话：138-0013-8000')).toBeNull();
    expect(findDateRange('GPA 3.8/4.0，排名前 5%')).toBeNull();
    expect(findDateRange('用户增长 2000 人')).toBeNull();
    expect(parseDateRange('2021.09-2025.06 北京大学')).toBeNull();
  });
});
