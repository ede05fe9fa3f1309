import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categories } from '../../../testing/fixtures';
import { CategoryChips } from './category-chips';

const chips = () => within(screen.getByRole('navigation', { name: '热门职位' })).getAllByRole('link');

describe('CategoryChips', () => {
  it('shows 21 chips a page and pages with working left and right arrows', async () => {
    render(<CategoryChips categories={categories(50)} />);
    const user = userEvent.setup();
    expect(chips()).toHaveLength(21);
    expect(screen.getByText('1/3')).toBeInTheDocument();
    const prev = screen.getByRole('button', { name: '上一页' });
    const next = screen.getByRole('button', { name: '下一页' });
    expect(prev).toBeDisabled();
    await user.click(next);
    expect(chips()[0]).toHaveTextContent('分类22');
    await user.click(next);
    expect(chips()).toHaveLength(8);
    expect(chips()[0]).toHaveTextContent('分类43');
    expect(next).toBeDisabled();
    await user.click(prev);
    expect(chips()[0]).toHaveTextContent('分类22');
  });

  it('opens the position list of a category with its value and label in a new tab', () => {
    render(<CategoryChips categories={[{ value: 'fe', label: '前端开发', period: '2026届', aliasName: '前端', isHot: 1 }]} />);
    const chip = screen.getByRole('link', { name: /前端开发/ });
    expect(chip).toHaveAttribute('href', `#/subApp/positionList?value=fe&label=${encodeURIComponent('前端开发')}`);
    expect(chip).toHaveAttribute('target', '_blank');
    expect(chip).toHaveAttribute('rel', 'noopener');
  });

  it('marks hot categories and only those', () => {
    render(<CategoryChips categories={categories(10, 5)} />);
    expect(within(chips()[0]!).getByLabelText('热门')).toBeInTheDocument();
    expect(within(chips()[1]!).queryByLabelText('热门')).not.toBeInTheDocument();
    expect(within(chips()[5]!).getByLabelText('热门')).toBeInTheDocument();
  });

  it('has no arrows for one page, and renders nothing without categories', () => {
    const { container, rerender } = render(<CategoryChips categories={categories(21)} />);
    expect(screen.queryByRole('button', { name: '下一页' })).not.toBeInTheDocument();
    rerender(<CategoryChips categories={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
