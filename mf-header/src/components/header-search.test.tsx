import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderApp } from '../app/header-app';
import { navigate, publishSite, resetBus, siteInfo } from '../testing/bus';

beforeEach(() => resetBus());

const button = () => screen.getByRole('button', { name: '搜索', expanded: false });
const box = () => screen.queryByRole('combobox', { name: '搜索职位、公司' });

describe('header search', () => {
  it('opens the search box under the bar, focused, and closes it on Escape once the box is empty', async () => {
    const user = userEvent.setup();
    render(<HeaderApp />);
    publishSite(siteInfo());
    navigate('#/subApp/companyList');
    expect(box()).not.toBeInTheDocument();
    await user.click(button());
    expect(box()).toHaveFocus();
    await user.keyboard('会计{Escape}');
    expect(box()).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(box()).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
  });

  it('closes when the route changes or on a click outside', async () => {
    const user = userEvent.setup();
    render(<HeaderApp />);
    publishSite(siteInfo());
    navigate('#/subApp/companyList');
    await user.click(button());
    navigate('#/job?id=3');
    expect(box()).not.toBeInTheDocument();
    await user.click(button());
    await user.click(document.body);
    expect(box()).not.toBeInTheDocument();
  });

  it('is not offered where the page has its own search: the new home and the position list', () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    navigate('#/');
    expect(screen.queryByRole('button', { name: '搜索' })).not.toBeInTheDocument();
    navigate('#/subApp/positionList?value=fe');
    expect(screen.queryByRole('button', { name: '搜索' })).not.toBeInTheDocument();
    navigate('#/subApp/jobRecommend');
    expect(screen.getByRole('button', { name: '搜索' })).toBeInTheDocument();
  });
});
