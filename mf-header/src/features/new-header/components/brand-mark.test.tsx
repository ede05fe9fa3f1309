import { render, screen } from '@testing-library/react';
import { HeaderApp } from '../../../app/header-app';
import { publishSite, resetBus, siteInfo } from '../../../testing/bus';

beforeEach(resetBus);

const school = siteInfo().school!;

describe('brand area of the new header', () => {
  it('shows the brand logo on the main site, linking home', () => {
    render(<HeaderApp />);
    publishSite(siteInfo());
    const logo = screen.getByRole('img', { name: '校园招聘平台' });
    expect(logo).toHaveAttribute('src', '/static/logo/main.svg');
    expect(logo.closest('a')).toHaveAttribute('href', '#/');
  });

  it('shows the school name followed by 站 on a school site, in the normal size', () => {
    render(<HeaderApp />);
    publishSite(siteInfo({ type: 2 }));
    const name = screen.getByText('示范大学站');
    expect(name).not.toHaveClass('nameSmall');
    expect(screen.getByRole('link', { name: '示范大学站' })).toHaveAttribute('href', '#/');
  });

  it('uses the smaller font for a school name over 20 characters', () => {
    const long = '某某省某某市某某职业技术学院继续教育与培训学院分院';
    expect(long.length).toBeGreaterThan(20);
    render(<HeaderApp />);
    publishSite(siteInfo({ type: 2, school: { ...school, school: long } }));
    expect(screen.getByText(`${long}站`)).toHaveClass('nameSmall');
  });

  it('keeps the normal size for a name of exactly 20 characters', () => {
    const twenty = '一二三四五六七八九十一二三四五六七八九十';
    render(<HeaderApp />);
    publishSite(siteInfo({ type: 2, school: { ...school, school: twenty } }));
    expect(screen.getByText(`${twenty}站`)).not.toHaveClass('nameSmall');
  });

  it("shows a channel's badge, title and subtitle on a channel site", () => {
    const { container } = render(<HeaderApp />);
    publishSite(siteInfo({ type: 3 }));
    expect(screen.getByText('春季双选会')).toBeInTheDocument();
    expect(screen.getByText('百企千岗')).toBeInTheDocument();
    expect(container.querySelector('img[src="/static/badge/channel.svg"]')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '校园招聘平台' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '#/');
  });
});
