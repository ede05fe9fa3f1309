import { education } from '../../../testing/resume-fixtures';
import { newestFirst, upsertEntry } from './entries';

describe('newestFirst', () => {
  it('orders by start month, an ongoing entry first within a month, then the newer entry', () => {
    const list = [
      education(1, { start_date: '2019-09', end_date: '2022-06' }),
      education(2, { start_date: '2022-09', end_date: '2026-06' }),
      education(3, { start_date: '2022-09', end_date: '' }),
      education(4, { start_date: '2022-09', end_date: '2024-06' }),
    ];
    expect(newestFirst(list).map((e) => e.id)).toEqual([3, 4, 2, 1]);
  });

  it('puts a saved entry in place of its old version', () => {
    const list = [education(2, { start_date: '2022-09' }), education(1, { start_date: '2019-09' })];
    expect(upsertEntry(list, education(1, { start_date: '2023-09', school: '新' })).map((e) => [e.id, e.school])).toEqual([
      [1, '新'],
      [2, '临江大学2'],
    ]);
  });
});
