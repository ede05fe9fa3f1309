import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { logIn, recordDialogs, resetBus } from '@campus/shared-utils/testing';
import { basic, detail, education, emptyIntention, emptyOther, failed, ok } from '../../../testing/resume-fixtures';
import { asStudent, renderAt } from '../testing/render';
import { CreatePage } from './create-page';

const opt = (label: string) => ({ value: label, label });

beforeEach(() => {
  resetBus();
  // the shared intention editor offers the site's own categories and cities
  jest.spyOn(api.jobs, 'filterOptions').mockResolvedValue(
    ok({ categories: [{ ...opt('前端开发'), group: '技术' }, { ...opt('数据分析'), group: '技术' }], cities: [opt('上海'), opt('杭州')], industries: [], company_sizes: [], educations: [], natures: [], salaries: [], graduation_years: [] }),
  );
});
afterEach(() => jest.restoreAllMocks());
// these tests type whole forms key by key; on a busy machine that can take longer than Jest's 5 s
jest.setTimeout(15_000);

const steps = () => screen.getByRole('navigation', { name: '创建步骤' });
const step = (name: RegExp) => within(steps()).getByRole('button', { name });
const intention = { ...emptyIntention(), categories: ['前端开发'], cities: ['上海'], nature: 1 as const, version: 1 };

describe('CreatePage', () => {
  it('asks a visitor to log in first', () => {
    const dialogs = recordDialogs();
    renderAt('/resume_create', <CreatePage />);
    expect(screen.getByRole('heading', { name: '登录后即可创建简历' })).toBeInTheDocument();
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 3 }]);
    dialogs.stop();
  });

  it('offers another role the switch to a student identity', () => {
    logIn({ state: 2, comKeyUser: 'k1' });
    const dialogs = recordDialogs();
    renderAt('/resume_create', <CreatePage />);
    expect(screen.getByRole('heading', { name: '切换为学生身份登录后方可查看' })).toBeInTheDocument();
    expect(dialogs.requests).toEqual([{ kind: 'switchIdentity' }]);
    dialogs.stop();
  });

  it('says it is loading until the resume is there', async () => {
    jest.spyOn(api.resume, 'getDetail').mockReturnValue(new Promise(() => undefined));
    asStudent();
    renderAt('/resume_create', <CreatePage />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载简历…');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    jest.spyOn(api.resume, 'getDetail').mockResolvedValueOnce(failed('请求失败')).mockResolvedValueOnce(ok(detail()));
    asStudent();
    renderAt('/resume_create', <CreatePage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '创建我的简历' })).toBeInTheDocument();
  });

  it('starts a new student at the basic information, the other steps closed until it is saved', async () => {
    jest.spyOn(api.resume, 'getDetail').mockResolvedValue(ok(detail()));
    jest.spyOn(api.resume, 'saveBasicInfo').mockResolvedValue(ok(basic()));
    jest.spyOn(api.user, 'getCommon').mockResolvedValue(failed('请先登录', 20011));
    asStudent();
    const user = userEvent.setup();
    const view = renderAt('/resume_create', <CreatePage />);
    expect(await screen.findByRole('heading', { name: '创建我的简历' })).toBeInTheDocument();
    expect(step(/基本信息/)).toHaveAttribute('aria-current', 'step');
    expect(step(/求职意向/)).toBeDisabled();
    // the photo goes with the basic information: the default avatar until one is uploaded
    expect(screen.getByRole('img', { name: '默认头像' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上传照片' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: '基本信息' });
    await user.type(within(form).getByLabelText('姓名'), '李明');
    await user.selectOptions(within(form).getByLabelText('性别'), '男');
    await user.type(within(form).getByLabelText('出生日期'), '2003-04-12');
    await user.type(within(form).getByLabelText('手机号码'), '13800000001');
    await user.type(within(form).getByLabelText('邮箱'), 'liming@example.com');
    await user.type(within(form).getByLabelText('现居城市'), '上海');
    await user.type(within(form).getByLabelText('学校'), '临江大学');
    await user.type(within(form).getByLabelText('专业'), '软件工程');
    await user.selectOptions(within(form).getByLabelText('学历'), '本科');
    await user.selectOptions(within(form).getByLabelText('毕业年份'), '2026年');
    await user.click(within(form).getByRole('button', { name: '保存，下一步' }));
    expect(await screen.findByRole('form', { name: '求职意向' })).toBeInTheDocument();
    await waitFor(() => expect(view.where()).toBe('/resume_create?step=intention'));
    expect(step(/基本信息/)).toHaveTextContent('（已保存）');
    expect(step(/求职意向/)).toBeEnabled();
    expect(screen.getByRole('heading', { name: '完善我的简历' })).toBeInTheDocument();
  });

  it('continues where the student left off after a reload, with what was saved', async () => {
    jest.spyOn(api.resume, 'getDetail').mockResolvedValue(ok(detail({ basic: basic(), intention })));
    asStudent();
    renderAt('/resume_create', <CreatePage />);
    // the first step not saved yet, its add form open
    expect(await screen.findByRole('form', { name: '添加教育经历' })).toBeInTheDocument();
    expect(step(/教育经历/)).toHaveAttribute('aria-current', 'step');
    // no entry yet: the way on is closed, and says why
    expect(screen.getByRole('button', { name: '跳过此步' })).toBeDisabled();
    expect(screen.getByText('请至少添加一条教育经历')).toBeInTheDocument();
  });

  it('opens the step the address names with the saved values, and saving leads on', async () => {
    jest.spyOn(api.resume, 'getDetail').mockResolvedValue(ok(detail({ basic: basic(), intention })));
    const save = jest.spyOn(api.resume, 'savePositionIntention').mockResolvedValue(ok({ ...intention, categories: ['前端开发', '数据分析'], version: 2 }));
    asStudent();
    const user = userEvent.setup();
    const view = renderAt('/resume_create', <CreatePage />, '/resume_create?step=intention');
    const form = await screen.findByRole('form', { name: '求职意向' });
    expect(within(within(form).getByRole('list', { name: '已选期望职位' })).getByRole('button', { name: '移除 前端开发' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '校招' })).toBeChecked();
    await user.click(await within(form).findByRole('button', { name: '数据分析' }));
    await user.click(within(form).getByRole('button', { name: '保存，下一步' }));
    await waitFor(() => expect(view.where()).toBe('/resume_create?step=education'));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ categories: ['前端开发', '数据分析'], version: 1 }));
    await screen.findByRole('form', { name: '添加教育经历' });
    await user.click(screen.getByRole('button', { name: '上一步' }));
    await waitFor(() => expect(view.where()).toBe('/resume_create?step=intention'));
  });

  it('lets optional steps be skipped and finishes on the resume page (the chapter on the chapter)', async () => {
    jest.spyOn(api.resume, 'getDetail').mockResolvedValue(ok(detail({ basic: basic(), intention, education_list: [education(1)] })));
    jest.spyOn(api.resume, 'saveOther').mockResolvedValue(ok({ ...emptyOther(), version: 1 }));
    asStudent();
    const user = userEvent.setup();
    const view = renderAt('/subApp/resume_create', <CreatePage />, '/subApp/resume_create?from=3&step=project');
    await user.click(await screen.findByRole('button', { name: '取消' }));
    await user.click(screen.getByRole('button', { name: '跳过此步' }));
    await waitFor(() => expect(view.where()).toBe('/subApp/resume_create?from=3&step=other'));
    await user.click(within(screen.getByRole('form', { name: '其他信息' })).getByRole('button', { name: '上一步' }));
    await waitFor(() => expect(view.where()).toBe('/subApp/resume_create?from=3&step=project'));
    await user.click(screen.getByRole('button', { name: '跳过此步' }));
    await user.click(within(screen.getByRole('form', { name: '其他信息' })).getByRole('button', { name: '保存并完成' }));
    await waitFor(() => expect(view.where()).toBe('/subApp/resume'));
  });

  it('opens the examples by major from the flow', async () => {
    jest.spyOn(api.resume, 'getDetail').mockResolvedValue(ok(detail({ basic: basic() })));
    const examples = jest.spyOn(api.resume, 'getExamples').mockResolvedValue(ok({ list: [], majors: ['软件工程', '会计学'] }));
    asStudent();
    renderAt('/resume_create', <CreatePage />, '/resume_create?step=basic');
    await userEvent.setup().click(await screen.findByRole('button', { name: '看看简历范例' }));
    expect(await screen.findByRole('dialog', { name: '简历范例' })).toBeInTheDocument();
    expect(examples).toHaveBeenCalledWith({ major: '软件工程' });
  });

  it('a photo uploaded while the form is open does not make its save look stale', async () => {
    jest
      .spyOn(api.resume, 'getDetail')
      .mockResolvedValueOnce(ok(detail()))
      .mockResolvedValueOnce(ok(detail({ basic: { ...detail().basic, photo: '/api/resume/photo?key=p', version: 1 } })));
    jest.spyOn(api.resume, 'uploadPhoto').mockResolvedValue(ok({ photo: '/api/resume/photo?key=p' }));
    const save = jest.spyOn(api.resume, 'saveBasicInfo').mockResolvedValue(ok(basic({ version: 2 })));
    jest.spyOn(api.user, 'getCommon').mockResolvedValue(failed('请先登录', 20011));
    asStudent();
    const user = userEvent.setup();
    const { container } = renderAt('/resume_create', <CreatePage />);
    const form = await screen.findByRole('form', { name: '基本信息' });
    await user.type(within(form).getByLabelText('姓名'), '李明');
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: '简历照片' })).toHaveAttribute('src', '/api/resume/photo?key=p');
    // what was typed is still there
    expect(within(form).getByLabelText('姓名')).toHaveValue('李明');
    await user.selectOptions(within(form).getByLabelText('性别'), '男');
    await user.type(within(form).getByLabelText('出生日期'), '2003-04-12');
    await user.type(within(form).getByLabelText('手机号码'), '13800000001');
    await user.type(within(form).getByLabelText('邮箱'), 'liming@example.com');
    await user.type(within(form).getByLabelText('现居城市'), '上海');
    await user.type(within(form).getByLabelText('学校'), '临江大学');
    await user.type(within(form).getByLabelText('专业'), '软件工程');
    await user.selectOptions(within(form).getByLabelText('学历'), '本科');
    await user.selectOptions(within(form).getByLabelText('毕业年份'), '2026年');
    await user.click(within(form).getByRole('button', { name: '保存，下一步' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ name: '李明', version: 1 })));
  });
});
