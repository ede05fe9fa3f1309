import { authEvents$, browserNav, type AuthEvent, type JumpMode, type StudentInfo } from '@campus/shared-utils';
import { hasResume, resumeOpensInSameTab, runJumpMode } from './jump-mode';
import { studentInfo } from '@campus/shared-utils/testing';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const QQ = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0 Safari/537.36 QQBrowser/12.0';
const IE = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';

const info = (over: Partial<StudentInfo> = {}): StudentInfo => studentInfo(over);

let events: AuthEvent[];
let sub: { unsubscribe: () => void };
let setHash: jest.SpyInstance;
let assign: jest.SpyInstance;
let openTab: jest.SpyInstance;
let agent: jest.SpyInstance;

beforeEach(() => {
  events = [];
  sub = authEvents$.subscribe((e) => events.push(e));
  setHash = jest.spyOn(browserNav, 'setHash').mockImplementation(() => undefined);
  assign = jest.spyOn(browserNav, 'assign').mockImplementation(() => undefined);
  openTab = jest.spyOn(window, 'open').mockImplementation(() => null);
  agent = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME);
  window.history.replaceState(null, '', '#/');
});
afterEach(() => {
  sub.unsubscribe();
  jest.restoreAllMocks();
});

describe('jump mode 1: the resume', () => {
  it('opens the resume in a new tab when the resume has a name', () => {
    runJumpMode(1, { path: 'phone', info: info({ resume_name: '张三' }) });
    expect(openTab).toHaveBeenCalledWith('#/resume', '_blank', 'noopener');
    expect(setHash).not.toHaveBeenCalled();
  });

  it('opens resume creation without a resume', () => {
    runJumpMode(1, { path: 'phone', info: info() });
    expect(openTab).toHaveBeenCalledWith('#/resume_create', '_blank', 'noopener');
    runJumpMode(1, { path: 'qr', info: null });
    expect(openTab).toHaveBeenLastCalledWith('#/resume_create', '_blank', 'noopener');
  });

  it('stays in this tab with isLogin=1 in the query', () => {
    window.history.replaceState(null, '', '#/?isLogin=1');
    runJumpMode(1, { path: 'phone', info: info({ has_resume: 1 }) });
    expect(setHash).toHaveBeenCalledWith('#/resume');
    expect(openTab).not.toHaveBeenCalled();
  });

  it.each([SAFARI, FIREFOX, QQ, IE])('stays in this tab in Safari, IE, Firefox and QQ browser (%s)', (ua) => {
    agent.mockReturnValue(ua);
    runJumpMode(1, { path: 'phone', info: info() });
    expect(setHash).toHaveBeenCalledWith('#/resume_create');
    expect(openTab).not.toHaveBeenCalled();
  });

  it('reads the resume by its name, the has_resume flag standing in', () => {
    expect(hasResume(info({ resume_name: '李四' }))).toBe(true);
    expect(hasResume(info({ has_resume: 1 }))).toBe(true);
    expect(hasResume(info())).toBe(false);
    expect(hasResume(null)).toBe(false);
    expect(resumeOpensInSameTab('#/job?id=1&isLogin=1', CHROME)).toBe(true);
    expect(resumeOpensInSameTab('#/job?id=1', CHROME)).toBe(false);
  });
});

describe('jump modes 2-11', () => {
  it('2 opens the video detail URL of the request', () => {
    runJumpMode(2, { path: 'phone', info: null, data: { url: '#/videoDetail?id=5' } });
    expect(setHash).toHaveBeenCalledWith('#/videoDetail?id=5');
    runJumpMode(2, { path: 'phone', info: null, data: { url: '/video/5.html' } });
    expect(assign).toHaveBeenCalledWith('/video/5.html');
    runJumpMode(2, { path: 'phone', info: null });
    expect(setHash).toHaveBeenCalledTimes(1);
  });

  it.each<[JumpMode, AuthEvent]>([
    [3, { type: 'refresh', target: 'parent' }],
    [4, { type: 'refresh', target: 'parent' }],
    [5, { type: 'refresh', target: 'parentList' }],
    [6, { type: 'refresh', target: 'parentList' }],
    [7, { type: 'refresh', target: 'positions' }],
    [8, { type: 'refresh', target: 'recommend' }],
    [10, { type: 'aiResumeStart' }],
    [11, { type: 'init' }],
  ])('%i emits %o and navigates nowhere', (mode, event) => {
    runJumpMode(mode, { path: 'phone', info: null });
    expect(events).toEqual([event]);
    expect(setHash).not.toHaveBeenCalled();
    expect(openTab).not.toHaveBeenCalled();
  });

  it('9 starts the AI resume flow and goes to the basic info', () => {
    runJumpMode(9, { path: 'phone', info: info({ has_resume: 1 }) });
    expect(events).toEqual([{ type: 'aiResumeStart' }]);
    expect(setHash).toHaveBeenCalledWith('#/aiResumeBasicInfo');
  });

  it('9 on the QR path goes to the AI resume detail when has_resume is 1', () => {
    runJumpMode(9, { path: 'qr', info: info({ has_resume: 1 }) });
    expect(setHash).toHaveBeenCalledWith('#/aiResumeDetail');
    runJumpMode(9, { path: 'qr', info: info({ has_resume: 0 }) });
    expect(setHash).toHaveBeenLastCalledWith('#/aiResumeBasicInfo');
  });

  it('no jump mode does nothing more', () => {
    runJumpMode(undefined, { path: 'phone', info: null });
    expect(events).toEqual([]);
    expect(setHash).not.toHaveBeenCalled();
  });
});
