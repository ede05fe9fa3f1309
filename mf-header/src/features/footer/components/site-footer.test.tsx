import { render, screen } from '@testing-library/react';
import { api } from '@campus/shared-utils';
import { FooterApp } from '../../../app/footer-app';
import { atHash, navigate, provinceSite, publishSite, resetBus, siteInfo } from '../../../testing/bus';

const companyInfo = { apiStatus: true as const, company_concat_qr_code_url: '/static/qr/c.svg', wechat: 'company_wx', phone: '400-1', email: 'c@x.cn' };

let getInfo: jest.SpyInstance;
beforeEach(() => {
  resetBus();
  // pending unless a test answers it, so no answer lands after a test has ended
  getInfo = jest.spyOn(api.site, 'getCompanySiteInfo').mockReturnValue(new Promise(() => undefined));
});
afterEach(() => jest.restoreAllMocks());

/** The footer renders once the page is idle (app/footer-app.tsx). */
const footerShown = () => screen.findByRole('contentinfo');

describe('footer', () => {
  it('leaves its figures out on the old-style home, which shows them in its own strip, and shows them elsewhere', async () => {
    render(<FooterApp />);
    publishSite(provinceSite());
    await footerShown();
    expect(screen.queryByRole('region', { name: '平台数据' })).not.toBeInTheDocument();
    expect(screen.getByText('联系方式')).toBeInTheDocument();
    navigate('#/positionList');
    expect(screen.getByRole('region', { name: '平台数据' })).toBeInTheDocument();
  });

  it('shows figures, contact lines, QR box, addresses, filing, support logo and About on the main variant', async () => {
    getInfo.mockResolvedValue(companyInfo);
    render(<FooterApp />);
    publishSite(siteInfo());
    await footerShown();
    expect(screen.getByText('1000+')).toBeInTheDocument();
    expect(screen.getByText('合作高校')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '400-000-0000' })).toBeInTheDocument();
    expect(screen.getByText('邮箱：')).toHaveTextContent('邮箱：service@campus.example.cn');
    expect(await screen.findByText('微信：company_wx')).toBeInTheDocument();
    expect(getInfo).toHaveBeenCalledWith('localhost');
    expect(screen.getByRole('img', { name: '公众号二维码' })).toHaveAttribute('src', '/static/qr/public.svg');
    // the footer is below the fold of every page: its images wait until the visitor scrolls near
    expect(screen.getByRole('img', { name: '公众号二维码' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: '技术支持单位标志' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('微信扫码关注公众号，报名招聘会、处理简历')).toBeInTheDocument();
    expect(screen.getByText('北京市海淀区中关村大街1号')).toBeInTheDocument();
    expect(screen.getByText('京ICP备00000000号-1')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '技术支持单位标志' })).toHaveAttribute('src', '/static/logo/support.svg');
    expect(screen.getByRole('link', { name: '关于我们' })).toHaveAttribute('href', '#/about');
  });

  it('shows the province family with its own filing number, no addresses, no support logo and no About', async () => {
    getInfo.mockResolvedValue(companyInfo);
    render(<FooterApp />);
    publishSite(provinceSite());
    await footerShown();
    expect(screen.getByText('苏ICP备11111111号-2')).toBeInTheDocument();
    expect(screen.queryByText('京ICP备00000000号-1')).not.toBeInTheDocument();
    expect(screen.queryByText('南京市鼓楼区1号')).not.toBeInTheDocument();
    expect(screen.queryByText('技术支持')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '技术支持单位标志' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '关于我们' })).not.toBeInTheDocument();
    expect(await screen.findByText('微信：company_wx')).toBeInTheDocument();
    expect(getInfo).toHaveBeenCalledWith('province.localhost');
  });

  it('shows the university family with its filing number', async () => {
    render(<FooterApp />);
    publishSite(siteInfo({}, { is_main: false }, { variant: 'university', filing_number: '浙ICP备22222222号', addresses: ['杭州'] }));
    await footerShown();
    expect(screen.getByText('浙ICP备22222222号')).toBeInTheDocument();
    expect(screen.queryByText('杭州')).not.toBeInTheDocument();
  });

  it('hides only the support logo when is_hide_logo is 1, and only About when show_about is 0', async () => {
    render(<FooterApp />);
    publishSite(siteInfo({ is_hide_logo: 1 }));
    await footerShown();
    expect(screen.queryByRole('img', { name: '技术支持单位标志' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '关于我们' })).toBeInTheDocument();
    publishSite(siteInfo({ show_about: 0 }));
    expect(screen.getByRole('img', { name: '技术支持单位标志' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '关于我们' })).not.toBeInTheDocument();
  });

  it('takes WeChat from the site info on /resume_create, without asking for company info', async () => {
    atHash('#/resume_create');
    render(<FooterApp />);
    publishSite(siteInfo());
    await footerShown();
    expect(screen.getByText('微信：campus_service')).toBeInTheDocument();
    expect(getInfo).not.toHaveBeenCalled();
  });

  it('shows the site value while company info loads, and keeps it when the call fails', async () => {
    let fail: (reason: Error) => void = () => undefined;
    getInfo.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    render(<FooterApp />);
    publishSite(siteInfo());
    await footerShown();
    expect(screen.getByText('微信：campus_service')).toBeInTheDocument();
    fail(new Error('offline'));
    await Promise.resolve();
    expect(screen.getByText('微信：campus_service')).toBeInTheDocument();
  });

  it('keeps the site value when company info answers with an error', async () => {
    getInfo.mockResolvedValue({ apiStatus: false, code: 20013, msg: 'x' });
    render(<FooterApp />);
    publishSite(siteInfo());
    await footerShown();
    await Promise.resolve();
    expect(screen.getByText('微信：campus_service')).toBeInTheDocument();
  });

  it('switches to the company WeChat when leaving /resume_create', async () => {
    getInfo.mockResolvedValue(companyInfo);
    atHash('#/resume_create');
    render(<FooterApp />);
    publishSite(siteInfo());
    await footerShown();
    navigate('#/');
    expect(await screen.findByText('微信：company_wx')).toBeInTheDocument();
  });

  it('renders nothing while the site loads and nothing on footer-off routes', () => {
    const { container } = render(<FooterApp />);
    expect(container).toBeEmptyDOMElement();
    atHash('#/videoDetail');
    publishSite(siteInfo());
    navigate('#/videoDetail');
    expect(container).toBeEmptyDOMElement();
  });
});
