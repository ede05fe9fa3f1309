import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { ok, work } from '../../../../testing/resume-fixtures';
import { WorkForm } from './work-form';

afterEach(() => jest.restoreAllMocks());
const noop = () => undefined;

describe('WorkForm', () => {
  it('asks for company, position and start; a start month in the future is refused', async () => {
    const user = userEvent.setup();
    render(<WorkForm entry={null} onSaved={noop} onConflict={noop} />);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入公司名称')).toBeInTheDocument();
    expect(screen.getByText('请输入职位名称')).toBeInTheDocument();
    expect(screen.getByText('请选择开始时间')).toBeInTheDocument();
    await user.type(screen.getByLabelText('开始时间'), '2099-01');
    expect(screen.getByText('开始时间不能晚于当前月份')).toBeInTheDocument();
  });

  it('saves a work entry of the chosen kind', async () => {
    const save = jest.spyOn(api.resume, 'saveWork').mockResolvedValue(ok(work(9, { kind: 2 })));
    const onSaved = jest.fn();
    const user = userEvent.setup();
    render(<WorkForm entry={null} onSaved={onSaved} onConflict={noop} />);
    await user.selectOptions(screen.getByLabelText('经历类型'), '工作经历');
    await user.type(screen.getByLabelText('公司名称'), '星河科技');
    await user.type(screen.getByLabelText('职位名称'), '测试工程师');
    await user.type(screen.getByLabelText('开始时间'), '2024-07');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ kind: 2, company: '星河科技', position: '测试工程师', start_date: '2024-07', end_date: '' }));
  });
});
