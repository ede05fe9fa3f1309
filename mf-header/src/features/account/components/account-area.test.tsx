import { act, render, screen, within } from '@testing-library/react';
import { unreadNotices$ } from '@campus/shared-utils';
import userEvent from '@testing-library/user-event';
import { HeaderApp } from '../../../app/header-app';
import { logIn, navigate, publishSite, recordDialogs, resetBus, siteInfo, studentInfo } from '../../../testing/bus';

let dialogs: ReturnType<typeof recordDialogs>;
let open: jest.SpyInstance;
beforeEach(() => {
  resetBus();
  dialogs = recordDialogs();
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  dialogs.stop();
  open.mockRestore();
});

async function openUserMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /个人中心$/ }));
  return user;
}

describe('visitor', () => {
  it('sees the login entries, each requesting its dialog', async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: '登录与注册' });
    await user.click(within(group).getByRole('button', { name: '学生登录' }));
    await user.click(within(group).getByRole('button', { name: '我要招人' }));
    await user.click(within(group).getByRole('button', { name: '学校登录' }));
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin' }, { kind: 'employer' }, { kind: 'schoolLogin' }]);
    expect(screen.queryByRole('button', { name: /个人中心$/ })).not.toBeInTheDocument();
  });
});

describe('avatar menu and the route', () => {
  it('closes when the route changes, Back and Forward included', async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    logIn({ state: 1, userId: '7' }, studentInfo({ has_resume: 1 }));
    await openUserMenu();
    expect(screen.getByRole('button', { name: '投递反馈' })).toBeInTheDocument();
    navigate('#/subApp/companyList');
    expect(screen.queryByRole('button', { name: '投递反馈' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /个人中心$/ })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('unread application updates', () => {
  it('show on the avatar and on 投递反馈 for a student, follow the count, and clear at 0', async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    logIn({ state: 1, userId: '7' }, studentInfo({ has_resume: 1 }));
    act(() => unreadNotices$.next(3));
    const button = screen.getByRole('button', { name: '个人中心，3 条未读' });
    expect(button.querySelector('[data-count]')).toHaveAttribute('data-count', '3');
    const user = userEvent.setup();
    await user.click(button);
    expect(screen.getByRole('button', { name: /^投递反馈\s*，3 条未读$/ })).toBeInTheDocument();
    act(() => unreadNotices$.next(120));
    // the badge draws 99+ from its data-count; the count is said in the button's name
    expect(screen.getByRole('button', { name: '个人中心，120 条未读' }).querySelector('[data-count]')).toHaveAttribute('data-count', '99+');
    act(() => unreadNotices$.next(0));
    expect(screen.getByRole('button', { name: /个人中心$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '投递反馈' })).toBeInTheDocument();
  });

  it('never show for other roles', () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    logIn({ state: 2, comKeyUser: '5', userName: '王经理' });
    act(() => unreadNotices$.next(4));
    // the visible name first in the button's name (WCAG 2.5.3)
    expect(screen.getByRole('button', { name: '王经理，个人中心' })).toBeInTheDocument();
    expect(screen.queryByText('4')).not.toBeInTheDocument();
  });
});

describe('student', () => {
  it('opens the resume in a new tab when the student has one, and every other entry too', async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    logIn({ state: 1, userId: '7' }, studentInfo({ has_resume: 1, avatar: '/static/upload/me.png' }));
    expect(screen.getByRole('img', { name: '用户头像' })).toHaveAttribute('src', '/static/upload/me.png');
    const user = await openUserMenu();
    expect(screen.getByRole('button', { name: /个人中心$/ })).toHaveAttribute('aria-expanded', 'true');
    const entries = ['我的简历', '投递反馈', '我的面试', '我的收藏', '职业测评'];
    for (const name of entries) {
      if (!screen.queryByRole('button', { name })) await user.click(screen.getByRole('button', { name: /个人中心$/ }));
      await user.click(screen.getByRole('button', { name }));
    }
    expect(open.mock.calls).toEqual([
      ['#/subApp/resume?from=3', '_blank', 'noopener'],
      ['#/subApp/deliveryFeedback?from=3', '_blank', 'noopener'],
      ['#/subApp/myInterviewList', '_blank', 'noopener'],
      ['#/subApp/myCollect?from=3', '_blank', 'noopener'],
      ['#/subApp/occupationAssessmentResult?from=5', '_blank', 'noopener'],
    ]);
    expect(dialogs.requests).toEqual([]);
  });

  it('goes to resume creation without a resume, and shows the default avatar by sex', async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    logIn({ state: 1, userId: '4' }, studentInfo({ has_resume: 0, sex: 2 }));
    expect(screen.getByRole('img', { name: '用户头像' })).toHaveAttribute('src', '/static/avatar/woman_2.svg');
    const user = await openUserMenu();
    await user.click(screen.getByRole('button', { name: '我的简历' }));
    expect(open).toHaveBeenCalledWith('#/subApp/resume_create?from=3', '_blank', 'noopener');
  });

  it('has no assessment entry when career planning is off', async () => {
    render(<HeaderApp />);
    publishSite(siteInfo({ is_ai_career_planning: 0 }));
    logIn({ state: 1, userId: '7' }, studentInfo());
    await openUserMenu();
    expect(screen.getByRole('button', { name: '投递反馈' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '职业测评' })).not.toBeInTheDocument();
  });

  it('asks to confirm the log-out with back type 0', async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    logIn({ state: 1, userId: '7' }, studentInfo());
    const user = await openUserMenu();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    expect(dialogs.requests).toEqual([{ kind: 'logoutConfirm', backType: 0 }]);
    expect(screen.queryByRole('button', { name: '我的简历' })).not.toBeInTheDocument();
  });

  it.each([
    ['#/subApp/deliveryFeedback?from=3', 5],
    ['#/subApp/myCollect?from=3', 6],
  ] as const)('on %s asks for back type %i, so the page stays and asks for the login', async (hash, backType) => {
    window.location.hash = hash;
    render(<HeaderApp />);
    publishSite(siteInfo());
    logIn({ state: 1, userId: '7' }, studentInfo());
    const user = await openUserMenu();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    expect(dialogs.requests).toEqual([{ kind: 'logoutConfirm', backType }]);
    window.location.hash = '';
  });
});

describe('other roles', () => {
  it('asks an employer to switch identity for my resume, and links the company back office', async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    logIn({ state: 2, comKeyUser: '55', userName: '某某科技' });
    expect(screen.getByText('某某科技')).toBeInTheDocument();
    const user = await openUserMenu();
    const office = screen.getByRole('link', { name: '企业管理后台' });
    expect(office).toHaveAttribute('href', '/company/#/');
    expect(office).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: '我的简历' }));
    expect(dialogs.requests).toEqual([{ kind: 'switchIdentity' }]);
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    [{ state: 3 as const, userType: '0', school: '示范大学' }, '学校管理后台', '/school/#/dashboard'],
    [{ state: 3 as const, userType: '1', school: '示范大学' }, '学校管理后台', '/school/#/lifeDecide'],
    [{ state: 4 as const, channelName: '春季双选会' }, '主办方管理后台', '/op/#/schoolBroad/index'],
  ])('links the back office of %o', async (auth, label, href) => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    logIn({ userId: '9', ...auth });
    const user = await openUserMenu();
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
    await user.click(screen.getByRole('button', { name: '我的收藏' }));
    expect(dialogs.requests).toEqual([{ kind: 'switchIdentity' }]);
  });
});
