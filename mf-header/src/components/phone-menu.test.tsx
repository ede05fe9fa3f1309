import { act, render, screen, within } from '@testing-library/react';
import { unreadNotices$ } from '@campus/shared-utils';
import userEvent from '@testing-library/user-event';
import { HeaderApp } from '../app/header-app';
import { atHash, logIn, navigate, publishSite, recordDialogs, resetBus, siteInfo, studentInfo, publishOlderSite } from '../testing/bus';

// The folded header of a phone (issue 14). CSS decides when it shows (below 768 px); here it is always rendered,
// so these tests drive it directly: the same entries as the desktop menu and avatar menu, and how it closes.

let dialogs: ReturnType<typeof recordDialogs>;
let open: jest.SpyInstance;
beforeEach(() => {
  resetBus();
  atHash('#/');
  dialogs = recordDialogs();
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  dialogs.stop();
  open.mockRestore();
});

const toggle = () => screen.getByRole('button', { name: /^菜单/ });
const panel = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;
/** The panel's links and buttons, in order. */
const entries = () => Array.from(panel().querySelectorAll('a, button'), (el) => el.textContent);

async function openMenu() {
  const user = userEvent.setup();
  await user.click(toggle());
  return user;
}

describe('folded header menu', () => {
  it('starts closed, with the button naming the panel it controls', () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
    expect(entries()).toEqual([]);
  });

  it("opens with the desktop menu's entries and a visitor's login entries, focusing the first", async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    const desktop = within(screen.getByRole('navigation', { name: '主导航' }))
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    await openMenu();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();
    expect(entries()).toEqual(['首页', 'AI简历撰写', 'AI简历诊断', 'AI模拟面试', 'AI职业规划书', '职位推荐', '企业', '学生登录', '我要招人', '学校登录']);
    const nav = within(panel()).getByRole('navigation', { name: '菜单导航' });
    // every desktop link is there with the same target (the AI resume drop-down's two links opened out)
    const folded = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(folded).toEqual(expect.arrayContaining(desktop));
    expect(within(nav).getByRole('link', { name: 'AI简历撰写' })).toHaveAttribute('href', '#/subApp/aiIntelligentfilling?isAuth=1');
    expect(within(panel()).getByRole('link', { name: '首页' })).toHaveFocus();
    expect(within(panel()).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a department site its own entries', async () => {
    render(<HeaderApp />);
    publishSite(siteInfo({ type: 2, school: { ...siteInfo().school!, school_type: 2 }, is_open_ai: 0, is_ai_interview: 0, is_ai_career_planning: 0 }), '/subApp/collegePosition');
    await openMenu();
    // the search box first (the department's home has none of its own), then the entries
    expect(entries()).toEqual(['搜索', '职位', '企业', '双选会', '学生登录', '我要招人', '学校登录']);
    expect(within(panel()).getByRole('combobox', { name: '搜索职位、公司' })).not.toHaveFocus();
    expect(within(panel()).getByRole('link', { name: '职位' })).toHaveFocus();
  });

  it('holds the search box where the page has none of its own, and a student’s unread count on its button', async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    navigate('#/job?id=3');
    logIn({ state: 1, userId: '7' }, studentInfo());
    act(() => unreadNotices$.next(2));
    expect(toggle()).toHaveAccessibleName(/^菜单\s*，2 条未读$/);
    await openMenu();
    expect(within(panel()).getByRole('search')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: /^投递反馈\s*，2 条未读$/ })).toBeInTheDocument();
    // the position list has its own search box: none in the header
    navigate('#/positionList?keyword=前端');
    expect(screen.queryByRole('combobox', { name: '搜索职位、公司' })).not.toBeInTheDocument();
  });

  it("shows a student's avatar menu, opening its pages like the desktop drop-down", async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    logIn({ state: 1, userId: '7' }, studentInfo({ has_resume: 1, resume_name: '张同学' }));
    const user = await openMenu();
    const account = within(panel()).getByRole('region', { name: '个人中心' });
    expect(within(account).getByRole('img', { name: '用户头像' })).toBeInTheDocument();
    expect(account).toHaveTextContent('张同学');
    expect(entries().slice(-6)).toEqual(['我的简历', '投递反馈', '我的面试', '我的收藏', '职业测评', '退出登录']);
    await user.click(within(account).getByRole('button', { name: '投递反馈' }));
    // jsdom has no media queries: the desktop rule (a new tab) applies, as in the desktop drop-down's tests
    expect(open).toHaveBeenCalledWith('#/subApp/deliveryFeedback?from=3', '_blank', 'noopener');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    await user.click(within(panel()).getByRole('button', { name: '退出登录' }));
    expect(dialogs.requests).toEqual([{ kind: 'logoutConfirm', backType: 0 }]);
  });

  it("links an employer's back office and asks to switch identity for student pages", async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    logIn({ state: 2, comKeyUser: '55', userName: '某某科技' });
    const user = await openMenu();
    expect(within(panel()).getByRole('link', { name: '企业管理后台' })).toHaveAttribute('href', '/company/#/');
    await user.click(within(panel()).getByRole('button', { name: '我的简历' }));
    expect(dialogs.requests).toEqual([{ kind: 'switchIdentity' }]);
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    const user = await openMenu();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(entries()).toEqual([]);
  });

  it('closes when the route changes, and when a login entry opens its dialog', async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    const user = await openMenu();
    navigate('#/subApp/companyList');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(entries()).toEqual([]);
    // back where it was opened, it stays closed
    navigate('#/');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    await user.click(within(panel()).getByRole('button', { name: '学生登录' }));
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin' }]);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    render(
      <>
        <HeaderApp />
        <p>正文</p>
      </>,
    );
    publishSite(siteInfo());
    const user = await openMenu();
    await user.click(screen.getByText('正文'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('folded older header', () => {
  it('holds the Resume and Jobs tabs and the hotlines, and closes on Escape', async () => {
    render(<HeaderApp />);
    await publishOlderSite();
    const user = await openMenu();
    expect(entries().slice(0, 2)).toEqual(['简历', '职位']);
    expect(within(panel()).getByRole('region', { name: '联系我们' })).toHaveTextContent('010-00000001');
    await user.click(within(panel()).getByRole('link', { name: '简历' }));
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 1 }]);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers log-out instead of the hotlines on a resume page', async () => {
    atHash('#/resume');
    logIn({ state: 1, userId: '7' }, studentInfo({ has_resume: 1 }));
    render(<HeaderApp />);
    await publishOlderSite();
    const user = await openMenu();
    expect(within(panel()).queryByRole('region', { name: '联系我们' })).not.toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: '退出登录' }));
    expect(dialogs.requests).toEqual([{ kind: 'logoutConfirm', backType: 0 }]);
  });
});

describe('on a phone', () => {
  const desktop = window.matchMedia;
  beforeEach(() => {
    // the phone rule of shared-utils (link-target.ts) asks the window's media queries
    window.matchMedia = ((query: string) => ({ matches: true, media: query })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = desktop;
  });

  it("opens the avatar menu's pages in this tab, not a new one", async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    logIn({ state: 1, userId: '7' }, studentInfo({ has_resume: 1 }));
    const user = await openMenu();
    await user.click(within(panel()).getByRole('button', { name: '我的收藏' }));
    expect(open).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#/subApp/myCollect?from=3');
  });

  it("opens an employer's back office in this tab", async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    logIn({ state: 2, comKeyUser: '55', userName: '某某科技' });
    await openMenu();
    expect(within(panel()).getByRole('link', { name: '企业管理后台' })).not.toHaveAttribute('target');
  });

  // Enter in the search box clicks its submit button: the panel used to close on that click and unmount the form
  // before the browser submitted it. jsdom submits a detached form anyway, so e2e/search.spec.ts holds that case;
  // here: the search goes out and the menu closes after it.
  it.each([
    ['Enter', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Enter}')],
    ['搜索', (user: ReturnType<typeof userEvent.setup>) => user.click(within(panel()).getByRole('button', { name: '搜索' }))],
  ])('searches from the folded menu on a page without its own search box (%s)', async (_how, send) => {
    render(<HeaderApp />);
    publishSite(siteInfo({ type: 2, school: { ...siteInfo().school!, school_type: 2 } }), '/subApp/collegePosition');
    const user = await openMenu();
    await user.type(within(panel()).getByRole('combobox', { name: '搜索职位、公司' }), '护士');
    await send(user);
    expect(decodeURIComponent(window.location.hash)).toContain('护士');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
