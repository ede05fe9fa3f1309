import { dateText, durationText, sizeText, viewsText } from './format';

describe('media formats', () => {
  it('writes dates as YYYY-MM-DD in local time', () => {
    expect(dateText(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05');
    expect(dateText(0)).toBe('');
  });

  it('writes video times as m:ss', () => {
    expect(durationText(5)).toBe('0:05');
    expect(durationText(754.9)).toBe('12:34');
    expect(durationText(4500)).toBe('75:00');
    expect(durationText(Number.NaN)).toBe('0:00');
  });

  it('writes file sizes in B, KB and MB', () => {
    expect(sizeText(512)).toBe('512 B');
    expect(sizeText(12_595)).toBe('12.3 KB');
    expect(sizeText(4.5 * 1024 * 1024)).toBe('4.5 MB');
  });

  it('writes views with the k suffix from 1000', () => {
    expect(viewsText(999)).toBe('999 阅读');
    expect(viewsText(1234)).toBe('1.2k 阅读');
  });
});
