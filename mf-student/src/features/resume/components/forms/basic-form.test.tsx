import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { resetBus } from '@campus/shared-utils/testing';
import { basic, emptyBasic, failed, ok } from '../../../../testing/resume-fixtures';
import { BasicForm } from './basic-form';

beforeEach(() => resetBus());
afterEach(() => jest.restoreAllMocks());
// these tests type whole forms key by key; on a busy machine that can take longer than Jest's 5 s
jest.setTimeout(15_000);

const noop = () => undefined;

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('姓名'), '王芳');
  await user.selectOptions(screen.getByLabelText('性别'), '女');
  await user.type(screen.getByLabelText('出生日期'), '2004-02-29');
  await user.type(screen.getByLabelText('手机号码'), '13912345678');
  await user.type(screen.getByLabelText('邮箱'), 'wf@example.com');
  await user.type(screen.getByLabelText('现居城市'), '杭州');
  await user.type(screen.getByLabelText('学校'), '临江大学');
  await user.type(screen.getByLabelText('专业'), '会计学');
  await user.selectOptions(screen.getByLabelText('学历'), '本科');
  await user.selectOptions(screen.getByLabelText('毕业年份'), '2026年');
}

describe('BasicForm', () => {
  it('shows every missing field in place on submit, focuses the first, and sends nothing', async () => {
    const save = jest.spyOn(api.resume, 'saveBasicInfo');
    const user = userEvent.setup();
    render(<BasicForm basic={emptyBasic()} onSaved={noop} onConflict={noop} />);
    await user.click(screen.getByRole('button', { name: '保存' }));
    for (const text of ['请输入姓名', '请选择性别', '请选择出生日期', '请输入手机号码', '请输入邮箱', '请输入现居城市', '请输入学校名称', '请输入专业', '请选择学历', '请选择毕业年份']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('姓名')).toHaveFocus();
    expect(screen.getByLabelText('姓名')).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('checks a field when it is left: a wrong phone, a wrong e-mail, a birth date in the future', async () => {
    const user = userEvent.setup();
    render(<BasicForm basic={emptyBasic()} onSaved={noop} onConflict={noop} />);
    await user.type(screen.getByLabelText('手机号码'), '1234');
    await user.tab();
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('邮箱'), 'a@b');
    await user.tab();
    expect(screen.getByText('请输入正确的邮箱地址')).toBeInTheDocument();
    await user.type(screen.getByLabelText('出生日期'), '2099-01-01');
    await user.tab();
    expect(screen.getByText('出生日期不能晚于今天')).toBeInTheDocument();
    // fields not yet visited stay quiet
    expect(screen.queryByText('请输入姓名')).not.toBeInTheDocument();
  });

  it('saves the typed values with the version it read and hands on the stored record', async () => {
    const stored = basic({ name: '王芳', version: 1 });
    const save = jest.spyOn(api.resume, 'saveBasicInfo').mockResolvedValue(ok(stored));
    const onSaved = jest.fn();
    const user = userEvent.setup();
    render(<BasicForm basic={emptyBasic()} onSaved={onSaved} onConflict={noop} submitLabel="保存，下一步" />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: '保存，下一步' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: '王芳' })));
    expect(save).toHaveBeenCalledWith({
      name: '王芳', sex: 2, birth_date: '2004-02-29', phone: '13912345678', email: 'wf@example.com', city: '杭州', school: '临江大学', major: '会计学', degree: 2, graduation_year: 2026, version: 0,
    });
  });

  it('shows the server refusal above the buttons and keeps what was typed', async () => {
    jest.spyOn(api.resume, 'saveBasicInfo').mockResolvedValue(failed('姓名不能超过30个字', 40001));
    const onSaved = jest.fn();
    const user = userEvent.setup();
    render(<BasicForm basic={emptyBasic()} onSaved={onSaved} onConflict={noop} />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('姓名不能超过30个字');
    expect(screen.getByLabelText('姓名')).toHaveValue('王芳');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('on a save made meanwhile in another tab (41001) says so and asks for the stored resume', async () => {
    jest.spyOn(api.resume, 'saveBasicInfo').mockResolvedValue(failed('该内容已在其他页面修改，已为您显示最新内容，请核对后重新保存', 41001));
    const onConflict = jest.fn();
    const user = userEvent.setup();
    render(<BasicForm basic={basic()} onSaved={noop} onConflict={onConflict} />);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onConflict).toHaveBeenCalledTimes(1));
    expect(await screen.findAllByText('该内容已在其他页面修改，已为您显示最新内容，请核对后重新保存')).not.toHaveLength(0);
  });
});
