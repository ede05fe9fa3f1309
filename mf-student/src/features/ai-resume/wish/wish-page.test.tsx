import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@campus/shared-utils';
import { api, type AiWish } from '@campus/shared-utils/student';
import { logIn, ok, publishSite, resetBus, siteInfo } from '@campus/shared-utils/testing';
import { filterOptions } from '../../../testing/job-filter-options';
import { basic, detail } from '../../../testing/resume-fixtures';
import { renderRoute as renderAt } from '@campus/shared-utils/testing';
import { loadDraft } from '../draft/resume-parse';
import { draft } from '../testing/fixtures';
import { WishPage } from './wish-page';

const EMPTY_WISH: AiWish = {
  name: '', sex: 0, phone: '', email: '', city: '', target_category: '', target_city: '', school: '', major: '', degree: 0, graduation_year: 0,
  skills: '', strengths: '', experiences: [], updated_at: 0,
};

beforeEach(() => {
  resetBus();
  localStorage.clear();
  publishSite(siteInfo({ is_open_ai: 1 }));
  logIn({ state: 1, userId: '7' });
  jest.spyOn(api.jobs, 'filterOptions').mockResolvedValue(ok(filterOptions()));
  jest.spyOn(toast, 'warning').mockResolvedValue();
});
afterEach(() => jest.restoreAllMocks());

describe('WishPage', () => {
  it('starts from the online resume, asks for what the writer needs, then saves the wish, writes the draft and opens it', async () => {
    jest.spyOn(api.ai, 'getWish').mockResolvedValue(ok(EMPTY_WISH));
    jest.spyOn(api.resume, 'getDetail').mockResolvedValue(ok(detail({ basic: basic({ name: '李明', school: '临江大学', major: '软件工程' }) })));
    const save = jest.spyOn(api.ai, 'saveWish').mockImplementation(async (input) => ok({ wish: { ...input, updated_at: 1 }, cut: ['experiences.0.text'] }));
    // a model's answer streams in before the draft arrives
    let finish = () => {};
    const generate = jest.spyOn(api.ai, 'generate').mockImplementation((_query, onDelta) => {
      onDelta?.('{"self_evaluation":"软件工程本科，');
      return new Promise((resolve) => (finish = () => resolve(ok(draft()))));
    });
    const user = userEvent.setup();
    renderAt('/aiResumeBasicInfo', <WishPage />);

    const form = await screen.findByRole('form', { name: 'AI简历 · 基本信息' });
    expect(within(form).getByLabelText('姓名')).toHaveValue('李明');
    expect(within(form).getByLabelText('学校')).toHaveValue('临江大学');
    await user.click(within(form).getByRole('button', { name: '添加一段经历' }));
    await user.click(within(form).getByRole('button', { name: '生成AI简历' }));
    expect(await within(form).findByText('请选择目标岗位类别')).toBeInTheDocument();
    expect(within(form).getByText('请用几句话描述这段经历')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await user.selectOptions(within(form).getByLabelText('目标岗位类别'), '前端开发');
    const experience = within(form).getByRole('group', { name: '第1段经历' });
    await user.type(within(experience).getByLabelText('公司名称'), '星河科技');
    await user.type(within(experience).getByLabelText('职位'), '前端实习生');
    await user.type(within(experience).getByLabelText('开始时间'), '2025-07');
    await user.type(within(experience).getByLabelText('经历描述'), '做了官网改版的三个页面');
    await user.click(within(form).getByRole('button', { name: '生成AI简历' }));

    expect(await screen.findByRole('region', { name: 'AI正在撰写' })).toHaveTextContent('软件工程本科，');
    expect(screen.getByRole('button', { name: '正在生成简历…' })).toBeDisabled();
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: '生成AI简历' })).toBeEnabled();
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        name: '李明',
        target_category: '前端开发',
        experiences: [{ kind: 'internship', title: '星河科技', role: '前端实习生', start_date: '2025-07', end_date: '', text: '做了官网改版的三个页面' }],
      }),
    );
    expect(toast.warning).toHaveBeenCalledWith('内容超过10000字，超出部分已截去');
    expect(generate).toHaveBeenCalledWith({ variant: 0 }, expect.any(Function));
    expect(loadDraft()).toMatchObject({ origin: 'wish' });
    expect(window.location.hash).toBe('#/aiResumeDetail');
  });

  it('shows the saved wish again, experiences included, with labels that follow each kind', async () => {
    jest.spyOn(api.ai, 'getWish').mockResolvedValue(
      ok({ ...EMPTY_WISH, name: '王小明', updated_at: 5, experiences: [{ kind: 'project', title: '校园二手平台', role: '负责人', start_date: '2024-03', end_date: '', text: '带 4 个人做了小程序' }] }),
    );
    jest.spyOn(api.resume, 'getDetail').mockResolvedValue(ok(detail()));
    renderAt('/aiResumeBasicInfo', <WishPage />);
    const experience = await screen.findByRole('group', { name: '第1段经历' });
    expect(within(experience).getByLabelText('项目名称')).toHaveValue('校园二手平台');
    expect(within(experience).getByLabelText('担任角色')).toHaveValue('负责人');
    expect(screen.getByLabelText('姓名')).toHaveValue('王小明');
  });
});
