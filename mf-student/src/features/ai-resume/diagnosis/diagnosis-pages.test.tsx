import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { failed, logIn, ok, publishSite, recordDialogs, resetBus, siteInfo } from '@campus/shared-utils/testing';
import { renderRoute as renderAt } from '@campus/shared-utils/testing';
import { diagnosis, finding } from '../testing/fixtures';
import { DiagnosisIntroPage } from './intro-page';
import { DiagnosisResultPage } from './result-page';

beforeEach(() => {
  resetBus();
  publishSite(siteInfo({ is_open_ai: 1 }));
});
afterEach(() => jest.restoreAllMocks());

const history = [
  { id: 6, score: 74, scores: { completeness: 70, quality: 75, match: 70, norms: 90 }, source: 'resume' as const, created_at: Date.UTC(2026, 10, 25, 3) },
  { id: 5, score: 62, scores: { completeness: 55, quality: 70, match: 60, norms: 90 }, source: 'resume' as const, created_at: Date.UTC(2026, 10, 25, 2) },
];

describe('the diagnosis introduction', () => {
  it('diagnoses the online resume and opens the result; lists earlier diagnoses with their progress', async () => {
    logIn({ state: 1, userId: '7' });
    jest.spyOn(api.ai, 'diagnosisList').mockResolvedValue(ok({ list: history }));
    const run = jest.spyOn(api.ai, 'diagnose').mockResolvedValue(ok(diagnosis({ id: 9 })));
    renderAt('/subApp/aiIntroduction', <DiagnosisIntroPage />);
    const records = await screen.findByRole('region', { name: '诊断记录' });
    expect(within(records).getAllByRole('link')[0]).toHaveAttribute('href', '#/subApp/diagnosticResult?id=6&type=1');
    expect(within(records).getByText('较上次 +12 分')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '诊断我的在线简历' }));
    expect(run).toHaveBeenCalledWith(undefined, expect.any(Function));
    expect(window.location.hash).toBe('#/subApp/diagnosticResult?id=9&type=1');
  });

  it('asks a student without a resume to create one, and a visitor to log in first', async () => {
    logIn({ state: 1, userId: '7' });
    jest.spyOn(api.ai, 'diagnosisList').mockResolvedValue(ok({ list: [] }));
    jest.spyOn(api.ai, 'diagnose').mockResolvedValue(failed('请先创建在线简历，再进行AI诊断', 45002));
    const user = userEvent.setup();
    const { unmount } = renderAt('/subApp/aiIntroduction', <DiagnosisIntroPage />);
    await user.click(screen.getByRole('button', { name: '诊断我的在线简历' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请先创建在线简历，再进行AI诊断');
    expect(screen.getByRole('link', { name: '去创建简历' })).toHaveAttribute('href', '#/resume_create');
    unmount();

    resetBus();
    publishSite(siteInfo({ is_open_ai: 1 }));
    const dialogs = recordDialogs();
    renderAt('/subApp/aiIntroduction', <DiagnosisIntroPage />);
    await user.click(screen.getByRole('button', { name: '诊断我的在线简历' }));
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 3 }]);
    expect(screen.queryByRole('region', { name: '诊断记录' })).not.toBeInTheDocument();
    dialogs.stop();
  });
});

describe('the diagnosis result', () => {
  it('shows the score, sub-scores and findings, each with why, a suggestion and a link to fix it', async () => {
    logIn({ state: 1, userId: '7' });
    jest.spyOn(api.ai, 'diagnosis').mockResolvedValue(
      ok(diagnosis({ findings: [finding({ severity: 'low', rule: 'norms.typo', dimension: 'norms', section: 'project', entry_id: 12, found: '“Javascript”应写作“JavaScript”' }), finding()] })),
    );
    jest.spyOn(api.ai, 'diagnosisList').mockResolvedValue(ok({ list: history.slice(1) }));
    renderAt('/subApp/diagnosticResult', <DiagnosisResultPage />, '/subApp/diagnosticResult?id=5&type=1');
    expect(await screen.findByRole('figure', { name: '综合得分 62分' })).toBeInTheDocument();
    expect(screen.getByText('55分')).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: '问题与建议（2）' })).getAllByRole('listitem');
    // the important finding first
    expect(items[0]).toHaveTextContent('缺少实习/工作经历');
    expect(items[0]).toHaveTextContent('招聘方最看重实践经历');
    expect(within(items[0]!).getByRole('link', { name: '去修改实习/工作经历' })).toHaveAttribute('href', '#/resume?edit=work');
    expect(within(items[1]!).getByRole('link', { name: '去修改项目经历' })).toHaveAttribute('href', '#/resume?edit=project&entry=12');
  });

  it('quotes the student’s own sentence and shows the rewrite built from it; a section-wide finding quotes nothing', async () => {
    logIn({ state: 1, userId: '7' });
    const quote = '参与公司订单系统的后端开发，负责部分接口的编写和维护。';
    const rewrite = '参与公司订单系统的后端开发，负责部分接口的编写和维护，使【请补充：变化的数字，如从多少到多少】。';
    jest.spyOn(api.ai, 'diagnosis').mockResolvedValue(
      ok(diagnosis({ findings: [finding(), finding({ severity: 'medium', rule: 'content.quantified', dimension: 'quality', entry_id: 11, field: 'description', found: '“云帆科技”：经历描述缺少量化结果', quote, rewrite })] })),
    );
    jest.spyOn(api.ai, 'diagnosisList').mockResolvedValue(ok({ list: [] }));
    renderAt('/subApp/diagnosticResult', <DiagnosisResultPage />, '/subApp/diagnosticResult?id=5&type=1');
    const items = within(await screen.findByRole('region', { name: '问题与建议（2）' })).getAllByRole('listitem');
    expect(within(items[1]!).getByRole('figure', { name: '你写的' })).toHaveTextContent(quote);
    expect(within(items[1]!).getByRole('figure', { name: '改写建议' })).toHaveTextContent(rewrite);
    expect(within(items[0]!).queryByRole('figure')).not.toBeInTheDocument();
  });

  it('reads an unknown or another student’s id as not found, and a file’s diagnosis has no links into the resume', async () => {
    logIn({ state: 1, userId: '7' });
    jest.spyOn(api.ai, 'diagnosisList').mockResolvedValue(ok({ list: [] }));
    const one = jest.spyOn(api.ai, 'diagnosis').mockResolvedValue(failed('诊断记录不存在', 45003));
    const { unmount } = renderAt('/subApp/diagnosticResult', <DiagnosisResultPage />, '/subApp/diagnosticResult?id=99&type=1');
    expect(await screen.findByRole('heading', { name: '诊断记录不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回诊断首页' })).toHaveAttribute('href', '#/subApp/aiIntroduction');
    unmount();
    one.mockResolvedValue(ok(diagnosis({ source: 'file' })));
    renderAt('/subApp/diagnosticResult', <DiagnosisResultPage />, '/subApp/diagnosticResult?id=5&type=1');
    expect(await screen.findByText(/上传文件的诊断/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /去修改/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新诊断' })).not.toBeInTheDocument();
  });
});
