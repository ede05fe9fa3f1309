import type { JobIntentionInput, ResumeBasicInput } from '../../types/resume';
import { RESUME_MSG } from './messages';
import {
  checkBirthDate,
  checkEmail,
  checkGraduationYear,
  checkPeriod,
  checkResumePhone,
  checkResumeText,
  cleanItems,
  firstResumeError,
  formatIntentionSalary,
  graduationYearRange,
  validateBasicInfo,
  validateEducation,
  validateIntention,
  validateOther,
  validateProject,
  validateWork,
} from './rules';

// 2026-11-22 01:00 in China (2026-11-21 17:00 UTC): the day and month the rules see are China's.
const NOW = Date.UTC(2026, 10, 21, 17, 0, 0);

const BASIC: ResumeBasicInput = {
  name: '张三',
  sex: 1,
  birth_date: '2004-05-01',
  phone: '13800138000',
  email: 'zhang.san@example.com',
  city: '杭州',
  school: '临江大学',
  major: '软件工程',
  degree: 2,
  graduation_year: 2026,
  version: 0,
};

describe('basic information', () => {
  it('accepts a complete form', () => {
    expect(validateBasicInfo(BASIC, NOW)).toEqual({});
  });

  it('names every failing field with its own text', () => {
    const errors = validateBasicInfo({ ...BASIC, name: ' ', sex: 0 as 1, email: 'x@', degree: 9 as 2, city: '' }, NOW);
    expect(errors).toEqual({ name: RESUME_MSG.nameRequired, sex: RESUME_MSG.sexRequired, email: RESUME_MSG.emailInvalid, city: RESUME_MSG.cityRequired, degree: RESUME_MSG.degreeRequired });
    expect(firstResumeError(errors)).toBe(RESUME_MSG.nameRequired);
    expect(firstResumeError({})).toBeNull();
  });

  it('counts characters, not bytes or UTF-16 units', () => {
    expect(checkResumeText('名'.repeat(30), '姓名', 30)).toBeNull();
    expect(checkResumeText('😀'.repeat(30), '姓名', 30)).toBeNull();
    expect(checkResumeText('名'.repeat(31), '姓名', 30)).toBe('姓名不能超过30个字');
    expect(checkResumeText('  ', '姓名', 30, RESUME_MSG.nameRequired)).toBe(RESUME_MSG.nameRequired);
    expect(checkResumeText('', '技能', 30)).toBeNull();
    expect(checkResumeText('第一行\n第二行\t', '描述', 30)).toBeNull();
    expect(checkResumeText('a\u0000b', '描述', 30)).toBe('描述包含不支持的字符');
  });

  it('keeps markup as text (no refusal)', () => {
    expect(validateBasicInfo({ ...BASIC, name: '<b>张三</b>' }, NOW)).toEqual({});
  });
});

describe('phone and e-mail', () => {
  it.each([
    ['13800138000', null],
    ['19912345678', null],
    ['886912345678', null],
    ['8860912345678', null],
    ['', RESUME_MSG.phoneRequired],
    ['12800138000', RESUME_MSG.phoneInvalid],
    ['1380013800', RESUME_MSG.phoneInvalid],
    ['886812345678', RESUME_MSG.phoneInvalid],
  ])('phone %s → %s', (phone, expected) => {
    expect(checkResumePhone(phone)).toBe(expected);
  });

  it.each([
    ['a@b.cn', null],
    ['first.last+tag@mail.example.com', null],
    ['', RESUME_MSG.emailRequired],
    ['a@b', RESUME_MSG.emailInvalid],
    ['a b@c.cn', RESUME_MSG.emailInvalid],
    ['@c.cn', RESUME_MSG.emailInvalid],
    [`${'a'.repeat(55)}@b.com`, '邮箱不能超过60个字'],
  ])('e-mail %s → %s', (email, expected) => {
    expect(checkEmail(email)).toBe(expected);
  });
});

describe('dates', () => {
  it('refuses a birth date after today in China, an impossible date, and one too early or too late', () => {
    expect(checkBirthDate('2004-05-01', NOW)).toBeNull();
    expect(checkBirthDate('', NOW)).toBe(RESUME_MSG.birthRequired);
    expect(checkBirthDate('2026-11-23', NOW)).toBe(RESUME_MSG.birthFuture);
    expect(checkBirthDate('2004-02-30', NOW)).toBe(RESUME_MSG.birthInvalid);
    expect(checkBirthDate('2004-5-1', NOW)).toBe(RESUME_MSG.birthInvalid);
    expect(checkBirthDate('1949-12-31', NOW)).toBe(RESUME_MSG.birthInvalid);
    // younger than 14
    expect(checkBirthDate('2012-11-23', NOW)).toBe(RESUME_MSG.birthInvalid);
    expect(checkBirthDate('2012-11-22', NOW)).toBeNull();
  });

  it('allows graduation years 1980 to this year + 6', () => {
    expect(graduationYearRange(NOW)).toEqual({ min: 1980, max: 2032 });
    expect(checkGraduationYear(2032, NOW)).toBeNull();
    expect(checkGraduationYear(1980, NOW)).toBeNull();
    expect(checkGraduationYear(2033, NOW)).toBe('毕业年份须在1980年至2032年之间');
    expect(checkGraduationYear(1979, NOW)).toBe('毕业年份须在1980年至2032年之间');
    expect(checkGraduationYear(0, NOW)).toBe(RESUME_MSG.graduationYearRequired);
    expect(checkGraduationYear(2026.5, NOW)).toBe('毕业年份须在1980年至2032年之间');
  });

  it('checks an entry’s period: start required and not after this month, end not before the start', () => {
    expect(checkPeriod('2022-09', '2026-06', NOW)).toEqual({ start_date: null, end_date: null });
    expect(checkPeriod('2026-11', '', NOW)).toEqual({ start_date: null, end_date: null });
    expect(checkPeriod('2022-09', '2022-09', NOW)).toEqual({ start_date: null, end_date: null });
    expect(checkPeriod('', '', NOW).start_date).toBe(RESUME_MSG.startRequired);
    expect(checkPeriod('2026-12', '', NOW).start_date).toBe(RESUME_MSG.startFuture);
    expect(checkPeriod('2022-00', '', NOW).start_date).toBe(RESUME_MSG.startInvalid);
    expect(checkPeriod('2022-09', '2022-08', NOW).end_date).toBe(RESUME_MSG.endBeforeStart);
    expect(checkPeriod('2022-09', '2034-11', NOW).end_date).toBeNull();
    expect(checkPeriod('2022-09', '2034-12', NOW).end_date).toBe(RESUME_MSG.endTooFar);
    expect(checkPeriod('2022-09', '2024/01', NOW).end_date).toBe(RESUME_MSG.endInvalid);
  });
});

describe('entries and other', () => {
  const period = { start_date: '2024-01', end_date: '2024-06', description: '' };

  it('education needs school, major and degree', () => {
    expect(validateEducation({ school: 'A', major: 'B', degree: 2, ...period }, NOW)).toEqual({});
    expect(validateEducation({ school: '', major: '', degree: 0 as 2, ...period, end_date: '2023-01' }, NOW)).toEqual({
      school: RESUME_MSG.schoolRequired,
      major: RESUME_MSG.majorRequired,
      degree: RESUME_MSG.degreeRequired,
      end_date: RESUME_MSG.endBeforeStart,
    });
  });

  it('experience needs a kind, company and position; descriptions up to 1000 characters', () => {
    expect(validateWork({ kind: 2, company: 'A', position: 'B', ...period, description: '字'.repeat(1000) }, NOW)).toEqual({});
    expect(validateWork({ kind: 5 as 1, company: '', position: '', ...period, description: '字'.repeat(1001) }, NOW)).toEqual({
      kind: RESUME_MSG.kindRequired,
      company: RESUME_MSG.companyRequired,
      position: RESUME_MSG.positionRequired,
      description: '描述不能超过1000个字',
    });
  });

  it('projects need a name and a role', () => {
    expect(validateProject({ name: '', role: '', ...period }, NOW)).toEqual({ name: RESUME_MSG.projectNameRequired, role: RESUME_MSG.roleRequired });
  });

  it('other texts are optional with their own caps', () => {
    const empty = { skills: '', certificates: '', awards: '', languages: '', self_evaluation: '', version: 0 };
    expect(validateOther(empty)).toEqual({});
    expect(validateOther({ ...empty, languages: '语'.repeat(201), certificates: '证'.repeat(501) })).toEqual({ certificates: '证书不能超过500个字', languages: '语言能力不能超过200个字' });
  });
});

describe('job intention', () => {
  const INTENTION: JobIntentionInput = { categories: ['前端开发'], cities: ['杭州'], salary_min: 0, salary_max: 0, nature: 2, version: 0 };

  it('accepts 1-5 items of each list, a salary range (both 0 = 面议) and a nature', () => {
    expect(validateIntention(INTENTION)).toEqual({});
    expect(validateIntention({ ...INTENTION, cities: ['a', 'b', 'c', 'd', 'e'], salary_min: 8000, salary_max: 8000 })).toEqual({});
  });

  it('refuses empty or long lists, a wrong range and an unknown nature', () => {
    expect(validateIntention({ ...INTENTION, categories: [' '], cities: ['a', 'b', 'c', 'd', 'e', 'f'], salary_min: 9000, salary_max: 8000, nature: 0 as 1 })).toEqual({
      categories: RESUME_MSG.categoriesRequired,
      cities: RESUME_MSG.tooManyItems,
      salary_min: RESUME_MSG.salaryOrder,
      nature: RESUME_MSG.natureRequired,
    });
    expect(validateIntention({ ...INTENTION, categories: ['x'.repeat(21)] }).categories).toBe(RESUME_MSG.itemTooLong);
    expect(validateIntention({ ...INTENTION, salary_max: 1_000_001 }).salary_min).toBe(RESUME_MSG.salaryInvalid);
    expect(validateIntention({ ...INTENTION, salary_min: 1.5, salary_max: 2 }).salary_min).toBe(RESUME_MSG.salaryInvalid);
  });

  it('cleans and formats', () => {
    expect(cleanItems([' 杭州 ', '杭州', '', '上海'])).toEqual(['杭州', '上海']);
    expect(formatIntentionSalary(0, 0)).toBe('面议');
    expect(formatIntentionSalary(8000, 12000)).toBe('8000-12000元/月');
    expect(formatIntentionSalary(9000, 9000)).toBe('9000元/月');
  });
});
