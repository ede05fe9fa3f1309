import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageSlots } from './pagination';

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageSize={20} total={20} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page, and moves by number and by step', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pagination page={3} pageSize={10} total={95} onChange={onChange} label="职位列表分页" />);
    const nav = screen.getByRole('navigation', { name: '职位列表分页' });
    expect(nav).toHaveTextContent('共 95 条');
    expect(screen.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: '第 10 页' }));
    await user.click(screen.getByRole('button', { name: '上一页' }));
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onChange.mock.calls).toEqual([[10], [2], [4]]);
  });

  it('disables the steps at either end', () => {
    const { rerender } = render(<Pagination page={1} pageSize={10} total={30} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    rerender(<Pagination page={3} pageSize={10} total={30} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(pageSlots(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-right', 20]);
    expect(pageSlots(10, 20)).toEqual([1, 'gap-left', 8, 9, 10, 11, 12, 'gap-right', 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap-left', 15, 16, 17, 18, 19, 20]);
  });
});
