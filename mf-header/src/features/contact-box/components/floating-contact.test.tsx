import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderApp } from '../../../app/header-app';
import { atHash, navigate, provinceSite, publishSite, resetBus, siteInfo } from '../../../testing/bus';

beforeEach(resetBus);

const universityBrand = () =>
  siteInfo(
    { domain: 'uni.localhost' },
    { key: 'university', is_main: false, hotlines: { enterprise: '025-1111', student: '025-2222', university: '025-3333', hours: '9:00-18:00' } },
    { variant: 'university' },
  );

describe('floating contact box', () => {
  it('shows the enterprise, student and university lines with the hours on / of a non-main brand', async () => {
    render(<HeaderApp />);
    publishSite(universityBrand());
    const box = screen.getByRole('complementary', { name: '联系我们' });
    const user = userEvent.setup();
    const trigger = within(box).getByRole('button', { name: '联系我们' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.hover(trigger);
    const card = within(box).getByRole('region', { name: '联系我们' });
    expect(within(card).getByText('企业咨询')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '025-1111' })).toHaveAttribute('href', 'tel:0251111');
    expect(within(card).getByRole('link', { name: '025-2222' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '025-3333' })).toBeInTheDocument();
    expect(within(card).getByText('9:00-18:00')).toBeInTheDocument();
    await user.unhover(trigger);
    expect(within(box).queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens on keyboard focus and closes with Escape', async () => {
    render(<HeaderApp />);
    publishSite(universityBrand());
    const user = userEvent.setup();
    const box = screen.getByRole('complementary', { name: '联系我们' });
    await user.tab();
    while (!box.contains(document.activeElement)) await user.tab();
    expect(within(box).getByRole('region', { name: '联系我们' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(box).queryByRole('region')).not.toBeInTheDocument();
  });

  it('is absent on other routes', () => {
    atHash('#/subApp/companyList');
    render(<HeaderApp />);
    publishSite(universityBrand());
    expect(screen.queryByRole('complementary', { name: '联系我们' })).not.toBeInTheDocument();
    navigate('#/');
    expect(screen.getByRole('complementary', { name: '联系我们' })).toBeInTheDocument();
  });

  it('is absent on the main brand', () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    expect(screen.queryByRole('complementary', { name: '联系我们' })).not.toBeInTheDocument();
  });

  it('shows on / of the older-header brand as well', () => {
    render(<HeaderApp />);
    publishSite(provinceSite());
    expect(screen.getByRole('complementary', { name: '联系我们' })).toBeInTheDocument();
  });
});
