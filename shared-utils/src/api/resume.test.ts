import type { JobIntentionInput } from '../types/resume';
import { MSG } from '../messages';
import { answerAll, envelope, FakeXhr, installFakeXhr } from '../testing/fake-xhr';
import { api } from '../student';

const xhr = installFakeXhr();

type Call = { name: string; run: () => Promise<unknown>; method: string; path: string; payload: Record<string, string> };

const basic = { name: '张三', sex: 1, birth_date: '2004-01-01', phone: '13800138000', email: 'a@b.cn', city: '杭州', school: '临江大学', major: '软件工程', degree: 2, graduation_year: 2026, version: 3 } as const;
const asForm = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]));
const edu = { id: 4, version: 2, school: '临江大学', major: '软件工程', degree: 2, start_date: '2022-09', end_date: '', description: 'x' } as const;
const work = { kind: 1, company: 'A', position: 'B', start_date: '2024-01', end_date: '2024-03', description: '' } as const;
const project = { name: 'P', role: 'R', start_date: '2024-01', end_date: '', description: '' } as const;
const other = { skills: 's', certificates: '', awards: '', languages: '', self_evaluation: '', version: 0 };
const intention: JobIntentionInput = { categories: ['前端开发'], cities: ['杭州', '上海'], salary_min: 8000, salary_max: 12000, nature: 1, version: 1 };

const calls: Call[] = [
  { name: 'getDetail', run: () => api.resume.getDetail('7'), method: 'GET', path: '/api/resume/getdetail', payload: { user_id: '7' } },
  { name: 'saveBasicInfo', run: () => api.resume.saveBasicInfo(basic), method: 'POST', path: '/api/resume/savebasicinfo', payload: asForm(basic) },
  { name: 'saveEdu', run: () => api.resume.saveEdu(edu), method: 'POST', path: '/api/resume/saveedu', payload: asForm(edu) },
  { name: 'delEdu', run: () => api.resume.delEdu(4), method: 'POST', path: '/api/resume/deledu', payload: { id: '4' } },
  { name: 'saveWork', run: () => api.resume.saveWork(work), method: 'POST', path: '/api/resume/savework', payload: asForm(work) },
  { name: 'delWork', run: () => api.resume.delWork(5), method: 'POST', path: '/api/resume/delwork', payload: { id: '5' } },
  { name: 'saveProject', run: () => api.resume.saveProject(project), method: 'POST', path: '/api/resume/saveproject', payload: asForm(project) },
  { name: 'delProject', run: () => api.resume.delProject(6), method: 'POST', path: '/api/resume/delproject', payload: { id: '6' } },
  { name: 'saveOther', run: () => api.resume.saveOther(other), method: 'POST', path: '/api/resume/saveother', payload: asForm(other) },
  { name: 'getAttachment', run: () => api.resume.getAttachment(), method: 'GET', path: '/api/resume/getattachment', payload: {} },
  { name: 'deleteAttachment', run: () => api.resume.deleteAttachment(9), method: 'GET', path: '/api/resume/deleteattachment', payload: { id: '9' } },
  { name: 'getResumeList', run: () => api.resume.getResumeList(), method: 'POST', path: '/api/resume/getresumelist', payload: {} },
  { name: 'getExamples', run: () => api.resume.getExamples({ major: '会计学' }), method: 'POST', path: '/api/example/get', payload: { major: '会计学' } },
  { name: 'getPositionIntention', run: () => api.resume.getPositionIntention(), method: 'GET', path: '/api/position/getpositionintention', payload: {} },
  { name: 'savePositionIntention', run: () => api.resume.savePositionIntention(intention), method: 'POST', path: '/api/position/savepositionintention', payload: asForm(intention) },
];

describe('api.resume', () => {
  it.each(calls)('$name calls $method $path', async ({ run, method, path, payload }) => {
    answerAll(envelope(0));
    await run();
    const request = xhr.last();
    expect(request.method).toBe(method);
    expect(request.path).toBe(path);
    expect(Object.fromEntries(method === 'GET' ? request.query : request.formBody)).toEqual({ ...payload, public_source: '1' });
  });

  it('reads the detail field by field and recomputes the completeness with the shared rule', async () => {
    answerAll(
      envelope(0, {
        basic: { name: '张三', sex: '1', degree: 2, graduation_year: '2026', phone: '1', email: 'e', school: 's', major: 'm', birth_date: 'b', city: 'c', photo: '', version: 2 },
        education_list: [{ id: '3', school: '临江大学', degree: 2, start_date: '2022-09', end_date: '', version: 1 }, 'junk'],
        work_list: null,
        other: { skills: 'React', version: 1 },
        completeness: { score: 99, missing: [] },
      }),
    );
    const result = await api.resume.getDetail();
    expect(result).toMatchObject({
      apiStatus: true,
      has_resume: 1,
      name: '张三',
      sex: 1,
      basic: { graduation_year: 2026, version: 2 },
      education_list: [{ id: 3, school: '临江大学', end_date: '' }],
      work_list: [],
      project_list: [],
      intention: { categories: [], nature: 0 },
    });
    expect(result.apiStatus && result.completeness.score).toBe(25 + 20 + 5);
    expect(Object.fromEntries(xhr.last().query)).toEqual({ public_source: '1' });
  });

  it('passes a conflict through with the stored record in current', async () => {
    answerAll(envelope(41001, { current: { city: '上海', version: 5 } }, '该内容已在其他页面修改'));
    await expect(api.resume.saveBasicInfo(basic)).resolves.toEqual({ apiStatus: false, code: 41001, msg: '该内容已在其他页面修改', current: { city: '上海', version: 5 } });
  });

  describe('upload', () => {
    const file = new File(['%PDF-1.4'], '简历.pdf', { type: 'application/pdf' });

    it('sends the file as multipart with the 15 s timeout and reads the stored attachment', async () => {
      answerAll(envelope(0, { id: 3, name: '简历.pdf', mime: 'application/pdf', size: 8, created_at: 1, url: '/api/resume/viewattachment?id=3', download_url: 'd' }));
      await expect(api.resume.upload(file)).resolves.toMatchObject({ apiStatus: true, id: 3, name: '简历.pdf', url: '/api/resume/viewattachment?id=3' });
      const request = xhr.last();
      expect(request.path).toBe('/api/resume/upload');
      expect(request.timeout).toBe(15_000);
      expect((request.body as FormData).get('file')).toBeInstanceOf(File);
    });

    it('reports the share sent to onProgress', async () => {
      const listeners: ((e: ProgressEvent) => void)[] = [];
      FakeXhr.responder = (request) => {
        for (const listener of listeners) {
          listener({ lengthComputable: true, loaded: 50, total: 200 } as ProgressEvent);
          listener({ lengthComputable: true, loaded: 200, total: 200 } as ProgressEvent);
        }
        void request;
        return envelope(0, { id: 1 });
      };
      const upload = { addEventListener: (type: string, fn: (e: ProgressEvent) => void) => type === 'progress' && listeners.push(fn), removeEventListener: () => undefined };
      const spy = jest.spyOn(FakeXhr.prototype, 'open').mockImplementation(function (this: FakeXhr, method: string, url: string) {
        this.method = method;
        this.url = url;
        Object.assign(this, { upload });
      });
      const seen: number[] = [];
      await api.resume.upload(file, { onProgress: (p) => seen.push(p) });
      spy.mockRestore();
      expect(seen).toEqual([25, 100]);
    });

    it('resolves a timeout with the timeout text', async () => {
      answerAll('timeout');
      await expect(api.resume.upload(file)).resolves.toEqual({ apiStatus: false, code: -1, msg: MSG.timeout });
    });
  });

  it('reads examples and resume choices', async () => {
    answerAll(envelope(0, { list: [{ id: 1, major: '会计学', title: 't', summary: 's', content: { basic: { name: '陈' } } }], majors: ['会计学', 3] }));
    await expect(api.resume.getExamples()).resolves.toMatchObject({ list: [{ id: 1, major: '会计学', content: { basic: { name: '陈' }, education_list: [] } }], majors: ['会计学'] });
    expect(Object.fromEntries(xhr.last().formBody)).toEqual({ public_source: '1' });
    answerAll(envelope(0, { list: [{ type: 2, id: '8', name: 'a.pdf', updated_at: 5 }] }));
    await expect(api.resume.getResumeList()).resolves.toMatchObject({ list: [{ type: 2, id: 8, name: 'a.pdf', updated_at: 5 }] });
  });
});
