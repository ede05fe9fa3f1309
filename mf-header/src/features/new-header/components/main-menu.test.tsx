import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderApp } from '../../../app/header-app';
import { atHash, logIn, publishSite, resetBus, siteInfo, studentInfo } from '../../../testing/bus';

const nav = () => screen.getByRole('navigation', { name: '主导航' });
const navLinks = () =>
  within(nav())
    .queryAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

async function openAiResume() {
  const user = userEvent.setup();
  await user.click(within(nav()).getByRole('button', { name: 'AI简历' }));
  return user;
}

beforeEach(resetBus);

describe('main-site menu', () => {
  it('lists home, the AI entries, job recommendation and companies with their hash targets', async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    expect(navLinks()).toEqual([
      ['首页', '#/'],
      ['AI模拟面试', '#/subApp/aiInterviewIntroduce'],
      ['AI职业规划书', '#/subApp/aiCareerPlanningBookIntroduce'],
      ['职位推荐', '#/subApp/jobRecommend'],
      ['企业', '#/subApp/companyList'],
    ]);
    await openAiResume();
    expect(within(nav()).getByRole('link', { name: 'AI简历撰写' })).toHaveAttribute('href', '#/subApp/aiIntelligentfilling?isAuth=1');
    expect(within(nav()).getByRole('link', { name: 'AI简历诊断' })).toHaveAttribute('href', '#/subApp/aiIntroduction');
  });

  it('leaves 职位推荐 out where the site’s catalogue has position_recommend 0', () => {
    render(<HeaderApp />);
    publishSite(siteInfo({ catalogue: { position_recommend: 0, company_show_all: 1 } }));
    expect(navLinks().map(([label]) => label)).toEqual(['首页', 'AI模拟面试', 'AI职业规划书', '企业']);
  });

  it('leads to the diagnosis and career-book results when the student has them', async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    logIn({ state: 1, userId: '7' }, studentInfo({ has_resume_diagnose: 1, resume_diagnose_id: 31, has_ai_career_planning: 1, ai_career_planning_id: 12 }));
    expect(within(nav()).getByRole('link', { name: 'AI职业规划书' })).toHaveAttribute('href', '#/subApp/aiCareerPlanningBookResult?id=12&type=1');
    await openAiResume();
    expect(within(nav()).getByRole('link', { name: 'AI简历诊断' })).toHaveAttribute('href', '#/subApp/diagnosticResult?id=31&type=1');
  });

  it.each([
    [{ is_open_ai: 0 as const }, ['AI模拟面试', 'AI职业规划书'], ['AI简历']],
    [{ is_ai_interview: 0 as const }, ['AI简历', 'AI职业规划书'], ['AI模拟面试']],
    [{ is_ai_career_planning: 0 as const }, ['AI简历', 'AI模拟面试'], ['AI职业规划书']],
    [{ is_open_ai: 0 as const, is_ai_interview: 0 as const, is_ai_career_planning: 0 as const }, [], ['AI简历', 'AI模拟面试', 'AI职业规划书']],
  ])('shows AI items only when their flags are on (%o)', (flags, shown, hidden) => {
    render(<HeaderApp />);
    publishSite(siteInfo(flags));
    for (const name of shown) expect(within(nav()).getByText(name)).toBeInTheDocument();
    for (const name of hidden) expect(within(nav()).queryByText(name)).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: '首页' })).toBeInTheDocument();
  });

  it('marks the current page', () => {
    atHash('#/subApp/jobRecommend');
    render(<HeaderApp />);
    publishSite(siteInfo());
    expect(within(nav()).getByRole('link', { name: '职位推荐' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it.each(['#/aiResumeBasicInfo', '#/subApp/aiIntroduction', '#/subApp/diagnosticResult?id=3&type=1'])(
    'highlights the AI resume drop-down on %s',
    (hash) => {
      atHash(hash);
      render(<HeaderApp />);
      publishSite(siteInfo());
      expect(within(nav()).getByRole('button', { name: 'AI简历' })).toHaveClass('active');
      expect(within(nav()).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
    },
  );

  it('opens the AI resume drop-down with the keyboard and closes it with Escape', async () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    const user = userEvent.setup();
    const button = within(nav()).getByRole('button', { name: 'AI简历' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'AI简历撰写' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(nav()).getByRole('link', { name: 'AI简历诊断' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(within(nav()).queryByRole('link', { name: 'AI简历撰写' })).not.toBeInTheDocument();
  });
});

describe('department-site menu', () => {
  const department = (exhibitionShow: 0 | 1) =>
    siteInfo({
      type: 2,
      school: { ...siteInfo().school!, school_type: 2 },
      exhibition: JSON.stringify([
        { label: 'position', show: 1, title: '职位' },
        { label: 'company', show: 1, title: '企业' },
        { label: 'jobfair', show: exhibitionShow, title: '院系双选会' },
      ]),
    });

  it('shows position, company, the job-fair tab titled by the third exhibition item, and the AI entries', () => {
    render(<HeaderApp />);
    publishSite(department(1), '/subApp/collegePosition');
    expect(navLinks()).toEqual([
      ['职位', '#/subApp/collegePosition?from=0'],
      ['企业', '#/subApp/collegeCompany?from=1'],
      ['院系双选会', '#/collegeJobfair?from=2'],
      ['AI模拟面试', '#/subApp/aiInterviewIntroduce'],
      ['AI职业规划书', '#/subApp/aiCareerPlanningBookIntroduce'],
    ]);
    expect(within(nav()).getByRole('button', { name: 'AI简历' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: '首页' })).not.toBeInTheDocument();
  });

  it('hides the job-fair tab when the third exhibition item is not shown', () => {
    render(<HeaderApp />);
    publishSite(department(0), '/subApp/collegePosition');
    expect(within(nav()).queryByRole('link', { name: '院系双选会' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: '职位' })).toBeInTheDocument();
  });

  it('highlights the position tab on the department home and leads the logo there', () => {
    atHash('#/subApp/collegePosition?from=0');
    render(<HeaderApp />);
    publishSite(department(1), '/subApp/collegePosition');
    expect(within(nav()).getByRole('link', { name: '职位' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '示范大学站' })).toHaveAttribute('href', '#/subApp/collegePosition');
  });
});
