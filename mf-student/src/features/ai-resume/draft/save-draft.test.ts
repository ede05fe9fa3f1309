import { api } from '@campus/shared-utils/student';
import { basic, detail, ok, work } from '../../../testing/resume-fixtures';
import { draft } from '../testing/fixtures';
import { draftParts, existing, firstInvalid, saveDraft } from './save-draft';

const NOW = Date.UTC(2026, 10, 25);
afterEach(() => jest.restoreAllMocks());

function spyResume() {
  return {
    basic: jest.spyOn(api.resume, 'saveBasicInfo').mockResolvedValue(ok(basic())),
    edu: jest.spyOn(api.resume, 'saveEdu').mockResolvedValue(ok({} as never)),
    work: jest.spyOn(api.resume, 'saveWork').mockResolvedValue(ok({} as never)),
    delWork: jest.spyOn(api.resume, 'delWork').mockResolvedValue(ok({ id: 1 })),
    other: jest.spyOn(api.resume, 'saveOther').mockResolvedValue(ok({} as never)),
    intention: jest.spyOn(api.resume, 'savePositionIntention').mockResolvedValue(ok({} as never)),
  };
}

describe('saving a draft into the online resume', () => {
  it('knows which parts the draft can write, and which the resume already holds', () => {
    const complete = draft({ intention: { categories: ['数据分析'], cities: ['上海'] } });
    const resume = detail({ basic: basic(), work_list: [work(1), work(2)] });
    expect(draftParts(complete, resume)).toEqual(['basic', 'intention', 'education', 'work', 'other']);
    // no city: the intention cannot be written (the resume area requires one)
    expect(draftParts(draft({ intention: { categories: ['数据分析'], cities: [] } }), resume)).not.toContain('intention');
    expect(existing('basic', resume)).toBe('李明');
    expect(existing('work', resume)).toBe('2');
    expect(existing('education', resume)).toBe('');
  });

  it('finds the first part the resume area would refuse: a parse without a birth date opens the basic information', () => {
    const d = draft();
    expect(firstInvalid(d, ['basic', 'work'], NOW)).toEqual({ part: 'basic', index: 0 });
    const fixed = draft({ basic: { ...d.basic, value: { ...d.basic.value, birth_date: '2004-05-06' } } });
    expect(firstInvalid(fixed, ['basic', 'work'], NOW)).toBeNull();
    const badWork = draft({ work: [{ ...d.work[0]!, value: { ...d.work[0]!.value, company: '' } }] });
    expect(firstInvalid(badWork, ['work'], NOW)).toEqual({ part: 'work', index: 0 });
  });

  it('fills empty parts with the resume area’s calls and versions, and keeps a held part unless it is to be replaced', async () => {
    const calls = spyResume();
    const resume = detail({ work_list: [work(8)] });
    const d = draft();
    expect(await saveDraft(d, resume, ['basic', 'education', 'work', 'other'], new Set())).toEqual({ ok: true });
    expect(calls.basic).toHaveBeenCalledWith(expect.objectContaining({ name: '王小明', school: '华东师范大学', version: 0 }));
    expect(calls.edu).toHaveBeenCalledWith(expect.objectContaining({ school: '华东师范大学', start_date: '2022-09' }));
    expect(calls.work).not.toHaveBeenCalled();
    expect(calls.delWork).not.toHaveBeenCalled();
    expect(calls.other).toHaveBeenCalledWith(expect.objectContaining({ skills: 'Python、SQL', version: 0 }));

    await saveDraft(d, resume, ['work'], new Set(['work']));
    expect(calls.delWork).toHaveBeenCalledWith(8);
    expect(calls.work).toHaveBeenCalledWith(expect.objectContaining({ company: '云帆数据', kind: 1 }));
    expect(calls.delWork.mock.invocationCallOrder[0]!).toBeLessThan(calls.work.mock.invocationCallOrder[0]!);
  });

  it('stops at the first refusal with the server’s words', async () => {
    const calls = spyResume();
    calls.basic.mockResolvedValue({ apiStatus: false, code: 41001, msg: '该内容已在其他页面修改' });
    expect(await saveDraft(draft(), detail(), ['basic', 'education'], new Set())).toEqual({ ok: false, msg: '该内容已在其他页面修改' });
    expect(calls.edu).not.toHaveBeenCalled();
  });
});
