import { RESUME_MSG } from '@campus/shared-utils/rules';
import { CODES } from '../src/errors/codes';
import { DB_KINDS, useTempDir, useTestApp } from './helper';
import { BASIC, data, demoStudent, get, newStudent, post, RESUME_NOW, sessionFor } from './resume-kit';

type Detail = {
  code: number;
  has_resume: number;
  name: string;
  basic: Record<string, unknown> & { version: number; photo: string };
  education_list: { id: number; start_date: string; end_date: string; school: string }[];
  work_list: { id: number; kind: number; company: string }[];
  project_list: { id: number; name: string }[];
  other: { version: number; skills: string };
  intention: { nature: number; categories: string[] };
  completeness: { score: number; missing: { key: string; label: string }[] };
};

const EDU = { school: '临江大学', major: '软件工程', degree: 2, start_date: '2022-09', end_date: '2026-06', description: '主修课程：数据结构' };

describe.each(DB_KINDS)('resume calls on %s', (kind) => {
  const files = useTempDir('resume-routes-');
  const t = useTestApp(kind, { FILES_DIR: files.dir }, { now: () => RESUME_NOW });
  let phone = 13655500000;
  const student = () => newStudent(t.app, String(++phone));

  describe('who may call', () => {
    const studentCalls: [string, string][] = [
      ['GET', '/api/resume/getdetail'],
      ['POST', '/api/resume/savebasicinfo'],
      ['POST', '/api/resume/saveedu'],
      ['POST', '/api/resume/deledu'],
      ['POST', '/api/resume/savework'],
      ['POST', '/api/resume/delwork'],
      ['POST', '/api/resume/saveproject'],
      ['POST', '/api/resume/delproject'],
      ['POST', '/api/resume/saveother'],
      ['GET', '/api/resume/getattachment'],
      ['POST', '/api/resume/upload'],
      ['GET', '/api/resume/deleteattachment?id=1'],
      ['GET', '/api/resume/viewattachment?id=1'],
      ['POST', '/api/resume/uploadphoto'],
      ['GET', '/api/resume/photo?key=photo/x.png'],
      ['POST', '/api/resume/getresumelist'],
      ['GET', '/api/position/getpositionintention'],
      ['POST', '/api/position/savepositionintention'],
    ];

    it.each(studentCalls)('%s %s answers 20011 without a session', async (method, url) => {
      const res = await t.app.inject({ method: method as 'GET' | 'POST', url });
      expect(data(res).code).toBe(CODES.notLoggedIn.code);
    });

    it.each(studentCalls)('%s %s answers 20013 for an employer session', async (method, url) => {
      const employer = await t.app.db.selectFrom('employer').select('id').executeTakeFirstOrThrow();
      const token = await sessionFor(t.app, 'company', employer.id);
      const res = await t.app.inject({ method: method as 'GET' | 'POST', url, headers: { cookie: `uniq_user_token=${token}` } });
      expect(data(res).code).toBe(CODES.forbidden.code);
    });

    it('checks getdetail’s user_id against the session and never follows it', async () => {
      const me = await student();
      const other = await demoStudent(t.app, '13800000001');
      expect(data(await get(t.app, `/api/resume/getdetail?user_id=${other.id}`, me.token)).code).toBe(20013);
      const own = data<Detail>(await get(t.app, `/api/resume/getdetail?user_id=${me.id}`, me.token));
      expect(own).toMatchObject({ code: 0, has_resume: 0, name: '' });
    });
  });

  describe('GET /api/resume/getdetail', () => {
    it('gives a new student empty parts and a zero score naming every missing part', async () => {
      const me = await student();
      const d = data<Detail>(await get(t.app, '/api/resume/getdetail', me.token));
      expect(d).toMatchObject({ code: 0, has_resume: 0, name: '', education_list: [], work_list: [], project_list: [] });
      expect(d.basic.version).toBe(0);
      expect(d.completeness.score).toBe(0);
      expect(d.completeness.missing.map((m) => m.label)).toEqual(['基本信息', '照片', '求职意向', '教育经历', '实习/工作经历', '项目经历', '技能特长', '证书/获奖经历', '自我评价']);
    });

    it('gives the demo student the complete resume, lists newest first, score 100', async () => {
      const me = await demoStudent(t.app, '13800000001');
      const d = data<Detail>(await get(t.app, '/api/resume/getdetail', me.token));
      expect(d).toMatchObject({ has_resume: 1, name: '陈思远' });
      expect(d.completeness).toEqual({ score: 100, missing: [] });
      expect(d.education_list.map((e) => e.start_date)).toEqual(['2022-09']);
      expect(d.work_list.map((w) => w.company)).toEqual(['临江智造科技有限公司', '临江大学信息化办公室']);
      expect(d.basic.photo).toMatch(/^\/api\/resume\/photo\?key=/);
      expect(d.intention.categories).toEqual(['前端开发', 'Java开发']);
    });

    it('gives the second demo student a partial resume and the third none', async () => {
      const partial = data<Detail>(await get(t.app, '/api/resume/getdetail', (await demoStudent(t.app, '13800000002')).token));
      expect(partial).toMatchObject({ has_resume: 1, name: '林晓雨' });
      expect(partial.completeness.score).toBe(45);
      expect(partial.completeness.missing.map((m) => m.key)).toEqual(['photo', 'intention', 'work', 'project', 'skills', 'honors', 'evaluation']);
      const none = data<Detail>(await get(t.app, '/api/resume/getdetail', (await demoStudent(t.app, '13800000003')).token));
      expect(none).toMatchObject({ has_resume: 0, name: '' });
    });
  });

  describe('POST /api/resume/savebasicinfo', () => {
    it('stores the basic information, answers the stored record and turns has_resume on in getcommon, with the name', async () => {
      const me = await student();
      expect(data(await get(t.app, '/api/user/getcommon', me.token))).toMatchObject({ has_resume: 0, has_resume_diagnose: 0, has_ai_career_planning: 0, resume_name: '' });
      const saved = data(await post(t.app, '/api/resume/savebasicinfo', me.token, { ...BASIC, name: '  测试同学 ' }));
      expect(saved).toMatchObject({ code: 0, name: '测试同学', sex: 2, birth_date: '2004-05-01', email: 'test@example.com', degree: 2, graduation_year: 2026, version: 1, photo: '' });
      // the client reads either to send 完善简历 to #/resume (spec §3: the name decides whether a resume exists)
      expect(data(await get(t.app, '/api/user/getcommon', me.token))).toMatchObject({ has_resume: 1, resume_name: '测试同学' });
      const row = await t.app.db.selectFrom('resume').selectAll().where('student_id', '=', me.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: '测试同学', phone: '13912345678', city: '杭州', basic_version: 1 });
    });

    it('getcommon answers the resume’s sex once the resume has one, so the header’s default avatar follows it', async () => {
      const me = await student();
      expect(data(await get(t.app, '/api/user/getcommon', me.token))).toMatchObject({ sex: 0 });
      await post(t.app, '/api/resume/savebasicinfo', me.token, { ...BASIC, sex: 2 });
      expect(data(await get(t.app, '/api/user/getcommon', me.token))).toMatchObject({ sex: 2 });
      const again = data(await post(t.app, '/api/resume/savebasicinfo', me.token, { ...BASIC, sex: 1, version: 1 }));
      expect(again).toMatchObject({ code: 0, sex: 1 });
      expect(data(await get(t.app, '/api/user/getcommon', me.token))).toMatchObject({ sex: 1 });
    });

    it('stores markup as plain text', async () => {
      const me = await student();
      const name = '<script>alert(1)</script>';
      expect(data(await post(t.app, '/api/resume/savebasicinfo', me.token, { ...BASIC, name })).name).toBe(name);
      expect(data<Detail>(await get(t.app, '/api/resume/getdetail', me.token)).name).toBe(name);
    });

    const bad: [string, Record<string, string | number>, string][] = [
      ['an empty name', { name: '  ' }, RESUME_MSG.nameRequired],
      ['an over-long name', { name: '名'.repeat(31) }, '姓名不能超过30个字'],
      ['no sex', { sex: 0 }, RESUME_MSG.sexRequired],
      ['an unknown sex', { sex: 3 }, RESUME_MSG.sexRequired],
      ['a birth date in the future', { birth_date: '2026-11-23' }, RESUME_MSG.birthFuture],
      ['an impossible birth date', { birth_date: '2004-02-30' }, RESUME_MSG.birthInvalid],
      ['a birth date in another format', { birth_date: '2004/05/01' }, RESUME_MSG.birthInvalid],
      ['a wrong phone', { phone: '12345678901' }, RESUME_MSG.phoneInvalid],
      ['a wrong e-mail', { email: 'me@home' }, RESUME_MSG.emailInvalid],
      ['no city', { city: '' }, RESUME_MSG.cityRequired],
      ['no school', { school: '' }, RESUME_MSG.schoolRequired],
      ['an over-long major', { major: 'x'.repeat(51) }, '专业不能超过50个字'],
      ['an unknown degree', { degree: 7 }, RESUME_MSG.degreeRequired],
      ['a graduation year too early', { graduation_year: 1979 }, '毕业年份须在1980年至2032年之间'],
      ['a graduation year too late', { graduation_year: 2033 }, '毕业年份须在1980年至2032年之间'],
      ['a control character', { city: '杭\u0007州' }, '现居城市包含不支持的字符'],
    ];
    it.each(bad)('refuses %s with its message and stores nothing', async (_what, change, msg) => {
      const me = await student();
      const res = await post(t.app, '/api/resume/savebasicinfo', me.token, { ...BASIC, ...change });
      expect(res.statusCode).toBe(400);
      expect(data(res)).toEqual({ code: 40001, msg });
      expect(await t.app.db.selectFrom('resume').select('name').where('student_id', '=', me.id).executeTakeFirst()).toBeUndefined();
    });

    it('refuses a missing field by the schema', async () => {
      const me = await student();
      const { email: _email, ...rest } = BASIC;
      expect(data(await post(t.app, '/api/resume/savebasicinfo', me.token, rest))).toEqual({ code: 40001, msg: '参数错误：email 不能为空' });
    });

    it('refuses the save of a second tab that read an older version, answering the stored record', async () => {
      const me = await student();
      await post(t.app, '/api/resume/savebasicinfo', me.token, BASIC);
      // both tabs read version 1
      expect(data(await post(t.app, '/api/resume/savebasicinfo', me.token, { ...BASIC, city: '上海', version: 1 }))).toMatchObject({ code: 0, version: 2, city: '上海' });
      const stale = data<{ current: { city: string; version: number } }>(await post(t.app, '/api/resume/savebasicinfo', me.token, { ...BASIC, city: '北京', version: 1 }));
      expect(stale).toMatchObject({ code: 41001, msg: RESUME_MSG.conflict, current: { city: '上海', version: 2 } });
      expect((await t.app.db.selectFrom('resume').select('city').where('student_id', '=', me.id).executeTakeFirstOrThrow()).city).toBe('上海');
    });
  });

  describe('education, experience and project entries', () => {
    it('adds, updates with the version read, lists newest first and refuses a stale update', async () => {
      const me = await student();
      const first = data<{ id: number; version: number }>(await post(t.app, '/api/resume/saveedu', me.token, EDU));
      expect(first).toMatchObject({ code: 0, school: '临江大学', start_date: '2022-09', version: 1 });
      const older = data<{ id: number }>(await post(t.app, '/api/resume/saveedu', me.token, { ...EDU, school: '临江一中', degree: 1, start_date: '2019-09', end_date: '2022-06' }));
      const ongoing = data<{ id: number }>(await post(t.app, '/api/resume/saveedu', me.token, { ...EDU, school: '临江大学研究生院', degree: 3, start_date: '2026-10', end_date: '' }));
      expect(ongoing).toMatchObject({ code: 0, end_date: '' });
      const updated = data(await post(t.app, '/api/resume/saveedu', me.token, { ...EDU, id: first.id, version: 1, description: '已更新' }));
      expect(updated).toMatchObject({ code: 0, id: first.id, version: 2, description: '已更新' });
      const stale = data<{ current: { version: number } }>(await post(t.app, '/api/resume/saveedu', me.token, { ...EDU, id: first.id, version: 1, description: '旧标签页' }));
      expect(stale).toMatchObject({ code: 41001, current: { version: 2, description: '已更新' } });
      const list = data<Detail>(await get(t.app, '/api/resume/getdetail', me.token)).education_list;
      expect(list.map((e) => e.id)).toEqual([ongoing.id, first.id, older.id]);
    });

    it('refuses an end before the start, a start in the future and a far end', async () => {
      const me = await student();
      expect(data(await post(t.app, '/api/resume/saveedu', me.token, { ...EDU, end_date: '2022-08' }))).toEqual({ code: 40001, msg: RESUME_MSG.endBeforeStart });
      expect(data(await post(t.app, '/api/resume/saveedu', me.token, { ...EDU, start_date: '2026-12', end_date: '' }))).toEqual({ code: 40001, msg: RESUME_MSG.startFuture });
      expect(data(await post(t.app, '/api/resume/saveedu', me.token, { ...EDU, end_date: '2035-06' }))).toEqual({ code: 40001, msg: RESUME_MSG.endTooFar });
      expect(data(await post(t.app, '/api/resume/saveedu', me.token, { ...EDU, start_date: '2022-13' }))).toEqual({ code: 40001, msg: RESUME_MSG.startInvalid });
      expect(data(await post(t.app, '/api/resume/saveedu', me.token, { ...EDU, description: '描'.repeat(1001) }))).toEqual({ code: 40001, msg: '描述不能超过1000个字' });
      expect(await t.app.db.selectFrom('resume_education').select('id').where('student_id', '=', me.id).execute()).toEqual([]);
    });

    it('never touches another student’s entry: update and delete answer 41002', async () => {
      const me = await student();
      const owner = await student();
      const theirs = data<{ id: number }>(await post(t.app, '/api/resume/saveedu', owner.token, EDU));
      expect(data(await post(t.app, '/api/resume/saveedu', me.token, { ...EDU, id: theirs.id, version: 1, school: '篡改' }))).toMatchObject({ code: 41002 });
      expect(data(await post(t.app, '/api/resume/deledu', me.token, { id: theirs.id }))).toMatchObject({ code: 41002, msg: RESUME_MSG.entryNotFound });
      expect(data<Detail>(await get(t.app, '/api/resume/getdetail', owner.token)).education_list).toMatchObject([{ id: theirs.id, school: '临江大学' }]);
      expect(data<Detail>(await get(t.app, '/api/resume/getdetail', me.token)).education_list).toEqual([]);
    });

    it('deletes softly: gone from the resume, kept in the table, a second delete is 41002', async () => {
      const me = await student();
      const work = data<{ id: number }>(await post(t.app, '/api/resume/savework', me.token, { kind: 1, company: '某公司', position: '实习生', start_date: '2025-01', end_date: '2025-03', description: '' }));
      expect(data(await post(t.app, '/api/resume/delwork', me.token, { id: work.id }))).toEqual({ code: 0, msg: 'success', id: work.id });
      expect(data<Detail>(await get(t.app, '/api/resume/getdetail', me.token)).work_list).toEqual([]);
      const row = await t.app.db.selectFrom('resume_work').select(['deleted_at', 'company']).where('id', '=', work.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ deleted_at: RESUME_NOW, company: '某公司' });
      expect(data(await post(t.app, '/api/resume/delwork', me.token, { id: work.id })).code).toBe(41002);
      // a deleted entry cannot be updated either
      expect(data(await post(t.app, '/api/resume/savework', me.token, { id: work.id, version: 1, kind: 1, company: 'x', position: 'y', start_date: '2025-01' })).code).toBe(41002);
    });

    it('checks the experience kind and the project fields, and answers the stored entries', async () => {
      const me = await student();
      const w = { company: '某公司', position: '实习生', start_date: '2025-01', end_date: '', description: '' };
      expect(data(await post(t.app, '/api/resume/savework', me.token, { ...w, kind: 3 }))).toEqual({ code: 40001, msg: RESUME_MSG.kindRequired });
      expect(data(await post(t.app, '/api/resume/savework', me.token, { ...w, kind: 2, position: '' }))).toEqual({ code: 40001, msg: RESUME_MSG.positionRequired });
      expect(data(await post(t.app, '/api/resume/savework', me.token, { ...w, kind: 2 }))).toMatchObject({ code: 0, kind: 2, end_date: '', version: 1 });
      const p = { name: '校园项目', role: '负责人', start_date: '2024-01', end_date: '2024-06', description: '做了一个系统' };
      expect(data(await post(t.app, '/api/resume/saveproject', me.token, { ...p, role: '' }))).toEqual({ code: 40001, msg: RESUME_MSG.roleRequired });
      expect(data(await post(t.app, '/api/resume/saveproject', me.token, { ...p, name: '项'.repeat(51) }))).toEqual({ code: 40001, msg: '项目名称不能超过50个字' });
      const saved = data<{ id: number }>(await post(t.app, '/api/resume/saveproject', me.token, p));
      expect(saved).toMatchObject({ code: 0, ...p, version: 1 });
      expect(data(await post(t.app, '/api/resume/delproject', me.token, { id: saved.id })).code).toBe(0);
      expect(data(await post(t.app, '/api/resume/delproject', me.token, { id: 0 })).code).toBe(40001);
    });

    it('holds at most 20 live entries per list', async () => {
      const me = await student();
      for (let i = 0; i < 20; i++) expect(data(await post(t.app, '/api/resume/saveproject', me.token, { name: `项目${i}`, role: '成员', start_date: '2024-01' })).code).toBe(0);
      expect(data(await post(t.app, '/api/resume/saveproject', me.token, { name: '第21个', role: '成员', start_date: '2024-01' }))).toMatchObject({ code: 41003, msg: RESUME_MSG.entryLimit });
    });
  });

  describe('POST /api/resume/saveother', () => {
    const OTHER = { skills: 'React、TypeScript', certificates: 'CET-6', awards: '', languages: '英语', self_evaluation: '认真负责', version: 0 };

    it('saves the texts, counts toward the score, and refuses a stale tab', async () => {
      const me = await student();
      expect(data(await post(t.app, '/api/resume/saveother', me.token, OTHER))).toMatchObject({ code: 0, skills: 'React、TypeScript', version: 1 });
      const d = data<Detail>(await get(t.app, '/api/resume/getdetail', me.token));
      expect(d.completeness.score).toBe(15);
      expect(d.has_resume).toBe(0);
      expect(data(await post(t.app, '/api/resume/saveother', me.token, { ...OTHER, skills: '旧' }))).toMatchObject({ code: 41001, current: { skills: 'React、TypeScript', version: 1 } });
    });

    it('refuses over-long texts', async () => {
      const me = await student();
      expect(data(await post(t.app, '/api/resume/saveother', me.token, { ...OTHER, self_evaluation: '好'.repeat(801) }))).toEqual({ code: 40001, msg: '自我评价不能超过800个字' });
      expect(data(await post(t.app, '/api/resume/saveother', me.token, { ...OTHER, skills: 's'.repeat(501) }))).toEqual({ code: 40001, msg: '技能特长不能超过500个字' });
    });
  });

  describe('job intention', () => {
    const INTENTION = { categories: JSON.stringify(['前端开发', ' 前端开发 ', '产品经理']), cities: JSON.stringify(['杭州']), salary_min: 8000, salary_max: 12000, nature: 1, version: 0 };

    it('is empty before the first save, then answers the stored intention (items trimmed, repeats dropped)', async () => {
      const me = await student();
      expect(data(await get(t.app, '/api/position/getpositionintention', me.token))).toMatchObject({ code: 0, categories: [], cities: [], nature: 0, version: 0 });
      expect(data(await post(t.app, '/api/position/savepositionintention', me.token, INTENTION))).toMatchObject({
        code: 0,
        categories: ['前端开发', '产品经理'],
        cities: ['杭州'],
        salary_min: 8000,
        salary_max: 12000,
        nature: 1,
        version: 1,
      });
      expect(data(await get(t.app, '/api/position/getpositionintention', me.token))).toMatchObject({ categories: ['前端开发', '产品经理'], version: 1 });
      expect(data(await post(t.app, '/api/position/savepositionintention', me.token, { ...INTENTION, nature: 2 }))).toMatchObject({ code: 41001, current: { nature: 1 } });
    });

    const bad: [string, Record<string, string | number>, string][] = [
      ['lists that are not JSON', { categories: '前端开发' }, '参数错误：categories 格式不正确'],
      ['no category', { categories: '[]' }, RESUME_MSG.categoriesRequired],
      ['no city', { cities: '[" "]' }, RESUME_MSG.citiesRequired],
      ['six cities', { cities: JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f']) }, RESUME_MSG.tooManyItems],
      ['an over-long category', { categories: JSON.stringify(['职'.repeat(21)]) }, RESUME_MSG.itemTooLong],
      ['a minimum above the maximum', { salary_min: 20000, salary_max: 10000 }, RESUME_MSG.salaryOrder],
      ['a negative salary', { salary_min: -1 }, RESUME_MSG.salaryInvalid],
      ['an unknown nature', { nature: 4 }, RESUME_MSG.natureRequired],
    ];
    it.each(bad)('refuses %s', async (_what, change, msg) => {
      const me = await student();
      expect(data(await post(t.app, '/api/position/savepositionintention', me.token, { ...INTENTION, ...change }))).toEqual({ code: 40001, msg });
    });
  });

  describe('POST /api/resume/getresumelist', () => {
    it('lists the online resume once it has a name, then the attachments', async () => {
      const me = await student();
      await post(t.app, '/api/resume/saveother', me.token, { skills: 'x', version: 0 });
      expect(data(await post(t.app, '/api/resume/getresumelist', me.token)).list).toEqual([]);
      await post(t.app, '/api/resume/savebasicinfo', me.token, BASIC);
      expect(data(await post(t.app, '/api/resume/getresumelist', me.token)).list).toEqual([{ type: 1, id: me.id, name: '测试同学', updated_at: RESUME_NOW }]);
      const demo = await demoStudent(t.app, '13800000001');
      const list = data<{ list: { type: number; name: string }[] }>(await post(t.app, '/api/resume/getresumelist', demo.token)).list;
      expect(list.map((c) => [c.type, c.name])).toEqual([
        [1, '陈思远'],
        [2, '陈思远-前端开发-简历.pdf'],
        [2, '陈思远-简历.docx'],
      ]);
    });
  });

  describe('POST /api/example/get', () => {
    it('answers sample resumes of at least six majors without a login, and filters by major', async () => {
      const all = data<{ list: { major: string; content: { basic: { name: string }; education_list: unknown[] } }[]; majors: string[] }>(await post(t.app, '/api/example/get', undefined));
      expect(all.majors.length).toBeGreaterThanOrEqual(6);
      expect(all.majors).toEqual(expect.arrayContaining(['计算机科学与技术', '会计学', '临床医学']));
      expect(all.list.every((e) => e.content.basic.name !== '' && e.content.education_list.length > 0)).toBe(true);
      const cs = data<{ list: { major: string; title: string }[] }>(await post(t.app, '/api/example/get', undefined, { major: '计算机科学与技术' }));
      expect(cs.list.length).toBe(2);
      expect(cs.list.every((e) => e.major === '计算机科学与技术')).toBe(true);
      expect(data<{ list: unknown[] }>(await post(t.app, '/api/example/get', undefined, { major: '天文学' })).list).toEqual([]);
    });
  });
});

describe('resume rate limits', () => {
  const files = useTempDir('resume-limits-');
  // 60 calls a minute for a signed-in user: 12 saves and 2 uploads a minute
  const t = useTestApp('sqlite', { FILES_DIR: files.dir, RATE_LIMIT_USER: '60' }, { now: () => RESUME_NOW });

  it('stops a flood of saves with 42901', async () => {
    const me = await newStudent(t.app, '13655599999');
    const codes: number[] = [];
    for (let i = 0; i < 13; i++) codes.push(data(await post(t.app, '/api/resume/saveproject', me.token, { name: `项目${i}`, role: '成员', start_date: '2024-01' })).code);
    expect(codes.slice(0, 12).every((c) => c === 0)).toBe(true);
    expect(codes[12]).toBe(42901);
  });
});
