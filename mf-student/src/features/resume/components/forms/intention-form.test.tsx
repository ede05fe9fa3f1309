import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils';
import { emptyIntention, ok } from '../../testing/fixtures';
import { IntentionForm } from './intention-form';

afterEach(() => jest.restoreAllMocks());
const noop = () => undefined;

describe('IntentionForm', () => {
  it('asks for at least one position and city and the nature of the job', async () => {
    const user = userEvent.setup();
    render(<IntentionForm record={emptyIntention()} onSaved={noop} onConflict={noop} />);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请至少选择一个期望职位')).toBeInTheDocument();
    expect(screen.getByText('请至少选择一个期望城市')).toBeInTheDocument();
    expect(screen.getByText('请选择工作性质')).toBeInTheDocument();
  });

  it('adds items by Enter or a quick pick, removes them, and refuses a minimum above the maximum', async () => {
    const save = jest.spyOn(api.resume, 'savePositionIntention').mockResolvedValue(ok({ ...emptyIntention(), nature: 1, version: 1 }));
    const onSaved = jest.fn();
    const user = userEvent.setup();
    render(<IntentionForm record={emptyIntention()} onSaved={onSaved} onConflict={noop} />);
    await user.type(screen.getByRole('textbox', { name: '期望职位' }), '数据分析{Enter}');
    await user.click(screen.getByRole('button', { name: '＋产品经理' }));
    await user.click(screen.getByRole('button', { name: '＋上海' }));
    await user.click(screen.getByRole('button', { name: '＋北京' }));
    await user.click(screen.getByRole('button', { name: '移除 北京' }));
    expect(within(screen.getByRole('list', { name: '已添加的期望职位' })).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['数据分析', '产品经理']);
    await user.type(screen.getByLabelText('最低月薪（元）'), '12000');
    await user.type(screen.getByLabelText('最高月薪（元）'), '8000');
    await user.selectOptions(screen.getByLabelText('工作性质'), '实习');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('最低薪资不能高于最高薪资')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('最高月薪（元）'));
    await user.type(screen.getByLabelText('最高月薪（元）'), '15000');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ categories: ['数据分析', '产品经理'], cities: ['上海'], salary_min: 12000, salary_max: 15000, nature: 2, version: 0 });
  });

  it('stops taking items at five', async () => {
    const user = userEvent.setup();
    render(<IntentionForm record={{ ...emptyIntention(), cities: ['北京', '上海', '广州', '深圳', '杭州'] }} onSaved={noop} onConflict={noop} />);
    expect(screen.getByRole('textbox', { name: '期望城市' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '移除 杭州' }));
    expect(screen.getByRole('textbox', { name: '期望城市' })).toBeEnabled();
  });
});
