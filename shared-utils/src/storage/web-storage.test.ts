import { getLocal, getSession, removeLocal, removeSession, setLocal, setSession } from './web-storage';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('session storage helpers', () => {
  it('store JSON under the spec keys and read it back typed', () => {
    setSession('siteType', 2);
    setSession('schoolIcon', '/static/badge.svg');
    setSession('resume_data', { name: '张三' });
    expect(sessionStorage.getItem('siteType')).toBe('2');
    expect(sessionStorage.getItem('schoolIcon')).toBe('"/static/badge.svg"');
    expect(getSession('siteType')).toBe(2);
    expect(getSession('schoolIcon')).toBe('/static/badge.svg');
    expect(getSession('resume_data')).toEqual({ name: '张三' });
    removeSession('resume_data');
    expect(getSession('resume_data')).toBeNull();
  });

  it('read malformed or wrongly shaped values as absent', () => {
    sessionStorage.setItem('userdata', '{broken');
    sessionStorage.setItem('siteType', '7');
    sessionStorage.setItem('school_type', '"x"');
    sessionStorage.setItem('yishengyice', '[1,2]');
    expect(getSession('userdata')).toBeNull();
    expect(getSession('siteType')).toBeNull();
    expect(getSession('school_type')).toBeNull();
    expect(getSession('yishengyice')).toBeNull();
  });

  it('parse stored student info field by field', () => {
    sessionStorage.setItem('studentInfo', JSON.stringify({ has_resume: 1, sex: 9, avatar: '/a.png' }));
    expect(getSession('studentInfo')).toEqual({ has_resume: 1, has_resume_diagnose: 0, has_ai_career_planning: 0, sex: 0, avatar: '/a.png', resume_name: '', resume_diagnose_id: 0, ai_career_planning_id: 0 });
  });

  it('survive a storage that throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => setSession('diffPage', 'x')).not.toThrow();
    expect(getSession('diffPage')).toBeNull();
  });
});

describe('local storage helpers', () => {
  it('keep the parsed resume under resume_parse', () => {
    setLocal('resume_parse', { name: '李四', skills: ['Go'] });
    expect(localStorage.getItem('resume_parse')).toBe('{"name":"李四","skills":["Go"]}');
    expect(getLocal('resume_parse')).toEqual({ name: '李四', skills: ['Go'] });
    removeLocal('resume_parse');
    expect(localStorage.getItem('resume_parse')).toBeNull();
  });
});
