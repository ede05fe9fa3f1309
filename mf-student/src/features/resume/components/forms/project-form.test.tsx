import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { failed, ok, project } from '../../../../testing/resume-fixtures';
import { ProjectForm } from './project-form';

afterEach(() => jest.restoreAllMocks());
const noop = () => undefined;

describe('ProjectForm', () => {
  it('asks for the name and role, and cancels without saving', async () => {
    const save = jest.spyOn(api.resume, 'saveProject');
    const onCancel = jest.fn();
    const user = userEvent.setup();
    render(<ProjectForm entry={null} onSaved={noop} onConflict={noop} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入项目名称')).toBeInTheDocument();
    expect(screen.getByText('请输入担任角色')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves, and says why when the server refuses (a 21st entry)', async () => {
    const save = jest.spyOn(api.resume, 'saveProject').mockResolvedValueOnce(failed('每一项最多添加20条', 41003)).mockResolvedValueOnce(ok(project(3)));
    const onSaved = jest.fn();
    const user = userEvent.setup();
    render(<ProjectForm entry={null} onSaved={onSaved} onConflict={noop} />);
    await user.type(screen.getByLabelText('项目名称'), '校园二手平台');
    await user.type(screen.getByLabelText('担任角色'), '前端负责人');
    await user.type(screen.getByLabelText('开始时间'), '2024-03');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('每一项最多添加20条');
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 3 })));
    expect(save).toHaveBeenCalledTimes(2);
  });
});
