import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './empty-state';
import { LoadError, Loading } from './load-states';
import { NotFound } from './not-found';

describe('list and page states', () => {
  it('announces loading', () => {
    render(<Loading label="职位加载中…" />);
    expect(screen.getByRole('status')).toHaveTextContent('职位加载中…');
  });

  it('shows a failure with the spec text by default, and retries', async () => {
    const onRetry = jest.fn();
    render(<LoadError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('请求失败');
    await userEvent.setup().click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says what is empty and offers a way on', () => {
    render(<EmptyState title="没有找到符合条件的职位" hint="换个关键词试试" action={<button type="button">清空筛选</button>} />);
    expect(screen.getByRole('status')).toHaveTextContent('没有找到符合条件的职位换个关键词试试');
    expect(screen.getByRole('button', { name: '清空筛选' })).toBeInTheDocument();
  });

  it('gives an unknown id a not-found page with a way back', () => {
    render(<NotFound title="职位不存在或已下线" backTo={{ href: '#/positionList', label: '查看更多职位' }} />);
    expect(screen.getByRole('heading', { name: '职位不存在或已下线' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看更多职位' })).toHaveAttribute('href', '#/positionList');
  });
});
