import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, student$ } from '@campus/shared-utils';
import { api } from '@campus/shared-utils/student';
import type { ApiResult, ResumeDetail } from '@campus/shared-utils/student';
import { logIn, recordDialogs, resetBus, studentInfo } from '@campus/shared-utils/testing';
import { basic, detail, education, failed, ok, work } from '../../../testing/resume-fixtures';
import { asStudent, renderAt } from '../testing/render';
import { ResumePage } from './resume-page';

beforeEach(() => {
  resetBus();
  jest.spyOn(api.resume, 'getAttachment').mockResolvedValue(ok({ list: [] }));
});
afterEach(() => jest.restoreAllMocks());
// these tests type whole forms key by key; on a busy machine that can take longer than Jest's 5 s
jest.setTimeout(15_000);

const score = () => screen.getByRole('region', { name: '简历完整度' });

describe('ResumePage', () => {
  it('asks a visitor to log in as a student and loads nothing', () => {
    const load = jest.spyOn(api.resume, 'getDetail');
    const dialogs = recordDialogs();
    renderAt('/resume', <ResumePage />);
    expect(screen.getByRole('heading', { name: '登录后即可查看简历' })).toBeInTheDocument();
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 3 }]);
    expect(load).not.toHaveBeenCalled();
    dialogs.stop();
  });

  it('offers another role the switch to a student identity', () => {
    logIn({ state: 3, userId: '12', userName: 'linjiang_admin' });
    const dialogs = recordDialogs();
    renderAt('/resume', <ResumePage />);
    expect(screen.getByRole('heading', { name: '切换为学生身份登录后方可查看' })).toBeInTheDocument();
    expect(dialogs.requests).toEqual([{ kind: 'switchIdentity' }]);
    dialogs.stop();
  });

  it('shows loading, then the sections of the resume the session owns', async () => {
    let answer: (r: ApiResult<ResumeDetail>) => void = () => undefined;
    const load = jest.spyOn(api.resume, 'getDetail').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    asStudent();
    renderAt('/resume', <ResumePage />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载简历…');
    answer(ok(detail({ basic: basic(), education_list: [education(1)] })));
    expect(await screen.findByRole('heading', { level: 1, name: '我的简历' })).toBeInTheDocument();
    for (const name of ['基本信息', '求职意向', '教育经历', '实习/工作经历', '项目经历', '其他信息', '附件简历']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(load).toHaveBeenCalledWith('7');
    expect(within(screen.getByRole('region', { name: '基本信息' })).getByText('李明')).toBeInTheDocument();
    // no photo: the default avatar of spec §2 by sex and the user id modulo 3 (7 % 3 = 1 → man_2)
    expect(within(screen.getByRole('region', { name: '基本信息' })).getByRole('img', { name: '默认头像' })).toHaveAttribute('src', '/static/avatar/man_2.svg');
  });

  it('shows a failed load with the message and loads again on 重新加载', async () => {
    const load = jest.spyOn(api.resume, 'getDetail').mockResolvedValueOnce(failed('网络异常，请检查网络后重试', -1)).mockResolvedValueOnce(ok(detail({ basic: basic() })));
    asStudent();
    const user = userEvent.setup();
    renderAt('/resume', <ResumePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('region', { name: '基本信息' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('sends a student without a resume to the create page (the chapter to the chapter)', async () => {
    jest.spyOn(api.resume, 'getDetail').mockResolvedValue(ok(detail()));
    asStudent();
    const { unmount } = renderAt('/resume', <ResumePage />);
    expect(await screen.findByText('你还没有创建简历')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '创建简历' })).toHaveAttribute('href', '#/resume_create');
    // attachments can be kept and sent without an online resume
    expect(screen.getByRole('region', { name: '附件简历' })).toBeInTheDocument();
    unmount();
    renderAt('/subApp/resume', <ResumePage />, '/subApp/resume?from=3');
    expect(await screen.findByRole('link', { name: '创建简历' })).toHaveAttribute('href', '#/subApp/resume_create');
  });

  it('raises the score as a missing part is added, and the part leaves the list', async () => {
    jest.spyOn(api.resume, 'getDetail').mockResolvedValue(ok(detail({ basic: basic() })));
    jest.spyOn(api.resume, 'saveEdu').mockResolvedValue(ok(education(4)));
    asStudent();
    const user = userEvent.setup();
    renderAt('/resume', <ResumePage />);
    await waitFor(() => expect(score()).toHaveTextContent('25%'));
    expect(within(score()).getByRole('button', { name: '去完善教育经历' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加教育经历' }));
    const form = screen.getByRole('form', { name: '添加教育经历' });
    await user.type(within(form).getByLabelText('学校名称'), '临江大学');
    await user.type(within(form).getByLabelText('专业'), '软件工程');
    await user.selectOptions(within(form).getByLabelText('学历'), '本科');
    await user.type(within(form).getByLabelText('开始时间'), '2022-09');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(score()).toHaveTextContent('45%'));
    expect(within(score()).queryByRole('button', { name: '去完善教育经历' })).not.toBeInTheDocument();
  });

  it('after the basic information is saved, refreshes the header\'s student info and the session resume data', async () => {
    jest.spyOn(api.resume, 'getDetail').mockResolvedValue(ok(detail({ basic: basic() })));
    jest.spyOn(api.resume, 'saveBasicInfo').mockResolvedValue(ok(basic({ name: '李明明', version: 2 })));
    const common = jest.spyOn(api.user, 'getCommon').mockResolvedValue(ok(studentInfo({ has_resume: 1, resume_name: '李明明' })));
    asStudent();
    const user = userEvent.setup();
    renderAt('/resume', <ResumePage />);
    await user.click(await screen.findByRole('button', { name: '编辑基本信息' }));
    await user.type(screen.getByLabelText('姓名'), '明');
    await user.click(within(screen.getByRole('form', { name: '基本信息' })).getByRole('button', { name: '保存' }));
    expect(await within(screen.getByRole('region', { name: '基本信息' })).findByText('李明明')).toBeInTheDocument();
    await waitFor(() => expect(student$.getValue()?.resume_name).toBe('李明明'));
    expect(common).toHaveBeenCalled();
    expect(getSession('resume_data')).toEqual({ name: '李明明', sex: 1, has_resume: 1 });
  });

  it('when another tab saved first, says so and shows what is stored now', async () => {
    const load = jest
      .spyOn(api.resume, 'getDetail')
      .mockResolvedValueOnce(ok(detail({ basic: basic(), education_list: [education(1)] })))
      .mockResolvedValueOnce(ok(detail({ basic: basic(), education_list: [education(1, { school: '另一个标签页改的学校', version: 2 })] })));
    jest.spyOn(api.resume, 'saveEdu').mockResolvedValue(failed('该内容已在其他页面修改，已为您显示最新内容，请核对后重新保存', 41001));
    asStudent();
    const user = userEvent.setup();
    renderAt('/resume', <ResumePage />);
    await user.click(await screen.findByRole('button', { name: '编辑 临江大学1' }));
    await user.click(within(screen.getByRole('form', { name: '编辑教育经历' })).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('heading', { level: 3, name: '另一个标签页改的学校' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect((await screen.findAllByText('该内容已在其他页面修改，已为您显示最新内容，请核对后重新保存')).length).toBeGreaterThan(0);
  });

  it('opens the section a link names for editing (a diagnosis finding): an entry by id, or the add form of an empty list', async () => {
    asStudent();
    jest.spyOn(api.resume, 'getDetail').mockResolvedValue(ok(detail({ basic: basic(), work_list: [work(4), work(5)] })));
    const { unmount } = renderAt('/resume', <ResumePage />, '/resume?edit=work&entry=5');
    const form = await screen.findByRole('form', { name: '编辑实习/工作经历' });
    expect(within(form).getByLabelText('公司名称')).toHaveValue('星河科技5');
    unmount();
    renderAt('/resume', <ResumePage />, '/resume?edit=project');
    expect(await screen.findByRole('form', { name: '添加项目经历' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '编辑实习/工作经历' })).not.toBeInTheDocument();
  });
});
