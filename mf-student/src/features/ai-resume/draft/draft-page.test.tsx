import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@campus/shared-utils';
import { api } from '@campus/shared-utils/student';
import { logIn, publishSite, resetBus, siteInfo } from '@campus/shared-utils/testing';
import { basic, detail, ok, work } from '../../../testing/resume-fixtures';
import { renderRoute as renderAt } from '@campus/shared-utils/testing';
import { draft } from '../testing/fixtures';
import { DraftPage } from './draft-page';
import { keepDraft, loadDraft } from './resume-parse';

beforeEach(() => {
  resetBus();
  localStorage.clear();
  publishSite(siteInfo({ is_open_ai: 1 }));
  logIn({ state: 1, userId: '7' });
  jest.spyOn(toast, 'success').mockResolvedValue();
  jest.spyOn(toast, 'warning').mockResolvedValue();
});
afterEach(() => jest.restoreAllMocks());

describe('DraftPage', () => {
  it('shows a parsed draft with what the engine was unsure of marked, and keeps a correction across a reload', async () => {
    keepDraft({ origin: 'file', fileName: '王小明简历.pdf', draft: draft(), variants: {} });
    const user = userEvent.setup();
    const { unmount } = renderAt('/aiResumeDetail', <DraftPage />);
    expect(screen.getByText('识别自：王小明简历.pdf')).toBeInTheDocument();
    expect(screen.getByText('有 1 处识别结果不确定，已用黄色标出，请核对')).toBeInTheDocument();
    const basicPart = screen.getByRole('article', { name: '基本信息' });
    expect(within(basicPart).getByText('王小明').closest('div')).toHaveTextContent('待核对');
    expect(within(basicPart).getAllByText('（未识别到）')).toHaveLength(1);

    await user.click(within(basicPart).getByRole('button', { name: '编辑：基本信息' }));
    const form = screen.getByRole('form', { name: '编辑：基本信息' });
    await user.clear(within(form).getByLabelText('姓名'));
    await user.type(within(form).getByLabelText('姓名'), '王晓明');
    // the resume area's rules hold in the draft too: the birth date the file lacked is asked for
    await user.click(within(form).getByRole('button', { name: '完成' }));
    expect(await within(form).findByText('请选择出生日期')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('出生日期'), '2004-05-06');
    await user.click(within(form).getByRole('button', { name: '完成' }));
    expect(within(basicPart).getByText('王晓明')).toBeInTheDocument();
    expect(within(basicPart).queryByText('待核对')).not.toBeInTheDocument();
    expect(loadDraft()?.draft.basic.value.name).toBe('王晓明');

    unmount();
    renderAt('/aiResumeDetail', <DraftPage />);
    expect(within(screen.getByRole('article', { name: '基本信息' })).getByText('王晓明')).toBeInTheDocument();
  });

  it('asks for what the resume area requires before saving, then saves with one confirm that asks before replacing', async () => {
    const d = draft();
    keepDraft({ origin: 'file', fileName: 'cv.pdf', draft: d, variants: {} });
    jest.spyOn(api.resume, 'getDetail').mockResolvedValue(ok(detail({ work_list: [work(3)] })));
    const saveBasic = jest.spyOn(api.resume, 'saveBasicInfo').mockResolvedValue(ok(basic()));
    jest.spyOn(api.resume, 'saveEdu').mockResolvedValue(ok({} as never));
    jest.spyOn(api.resume, 'saveOther').mockResolvedValue(ok({} as never));
    const saveWork = jest.spyOn(api.resume, 'saveWork').mockResolvedValue(ok({} as never));
    const user = userEvent.setup();
    renderAt('/aiResumeDetail', <DraftPage />);

    await user.click(screen.getByRole('button', { name: '保存到在线简历' }));
    // no birth date was found: the basic information opens with the resume area's message
    const form = await screen.findByRole('form', { name: '编辑：基本信息' });
    expect(await within(form).findByText('请选择出生日期')).toBeInTheDocument();
    expect(saveBasic).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText('出生日期'), '2004-05-06');
    await user.click(within(form).getByRole('button', { name: '完成' }));

    await user.click(screen.getByRole('button', { name: '保存到在线简历' }));
    const confirm = await screen.findByRole('dialog', { name: '保存到在线简历' });
    expect(within(confirm).getByText('写入基本信息')).toBeInTheDocument();
    const replaceWork = within(confirm).getByRole('checkbox', { name: '替换已有的实习/工作经历（1条）' });
    expect(replaceWork).not.toBeChecked();
    expect(within(confirm).getByText('【】中的内容请换成您的真实数据，没有就删掉（1处）')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '保存到在线简历' }));

    expect(saveBasic).toHaveBeenCalledWith(expect.objectContaining({ name: '王小明', birth_date: '2004-05-06' }));
    expect(saveWork).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#/resume');
    expect(loadDraft()).toBeNull();
  });

  it('rewrites a written draft’s text from the wish with the next variant', async () => {
    keepDraft({ origin: 'wish', fileName: '', draft: draft(), variants: {} });
    const fresh = draft();
    fresh.work[0]!.value.description = '• 负责销售看板的搭建与维护';
    const generate = jest.spyOn(api.ai, 'generate').mockResolvedValue(ok(fresh));
    const user = userEvent.setup();
    renderAt('/aiResumeDetail', <DraftPage />);
    expect(screen.getByText('根据您填写的信息生成')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新生成：实习/工作经历 1' }));
    expect(generate).toHaveBeenCalledWith({ variant: 1 });
    expect(await screen.findByText('• 负责销售看板的搭建与维护')).toBeInTheDocument();
    expect(loadDraft()?.variants).toEqual({ 'work:0': 1 });
  });

  it('without a draft, starts from the student’s online resume (as a QR login to AI简历撰写 lands here)', async () => {
    jest.spyOn(api.resume, 'getDetail').mockResolvedValue(ok(detail({ basic: basic(), work_list: [work(3, { description: '做了商品列表页' })] })));
    renderAt('/aiResumeDetail', <DraftPage />);
    expect(await screen.findByText('从您的在线简历开始：修改后可保存回简历')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '基本信息' })).getByText('李明')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '实习/工作经历 1' })).getByText('星河科技3')).toBeInTheDocument();
    // nothing is marked for checking: it is the student's own
    expect(screen.queryByText(/处识别结果不确定/)).toBeNull();
    expect(loadDraft()?.origin).toBe('resume');
  });

  it('without a draft or a resume, offers the ways to make one; on a site without AI, says the tool is not open', async () => {
    jest.spyOn(api.resume, 'getDetail').mockResolvedValue(ok(detail()));
    const { unmount } = renderAt('/aiResumeDetail', <DraftPage />);
    expect(await screen.findByText('还没有AI简历草稿')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去生成' })).toHaveAttribute('href', '#/aiIntelligentfilling');
    unmount();
    publishSite(siteInfo({ is_open_ai: 0 }));
    renderAt('/aiResumeDetail', <DraftPage />);
    expect(screen.getByText('本站暂未开放AI简历功能')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/');
  });
});
