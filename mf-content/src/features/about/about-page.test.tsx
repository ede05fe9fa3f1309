import { screen, within } from '@testing-library/react';
import { mainSite, publishSite, renderRoute, resetBus, siteInfo } from '@campus/shared-utils/testing';
import { AboutPage } from './about-page';
import { pages } from './pages';

beforeEach(() => resetBus());

const open = () => renderRoute('/about', <AboutPage />);

describe('AboutPage', () => {
  it('waits for the site data', () => {
    open();
    expect(screen.getByRole('status')).toHaveTextContent('页面加载中…');
  });

  it('shows the brand, what the platform is, its figures, contacts and hotlines, and a way home', () => {
    publishSite(
      siteInfo(
        { domain: 'localhost', type: 1 },
        {
          name: '校园招聘平台',
          footer: {
            ...mainSite().brand.footer,
            figures: [
              { value: '1000+', label: '合作高校' },
              { value: '100万+', label: '注册学生' },
            ],
            addresses: ['北京市海淀区中关村大街1号', '上海市徐汇区漕溪北路2号'],
          },
        },
      ),
    );
    open();
    expect(screen.getByRole('heading', { level: 1, name: '关于校园招聘平台' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '校园招聘平台' })).toHaveAttribute('src', '/static/logo/main.svg');
    expect(screen.getByRole('link', { name: '校园招聘平台' })).toHaveAttribute('href', '#/');
    expect(screen.getByText(/校园招聘平台是面向高校毕业生的校园招聘与就业服务平台/)).toBeInTheDocument();
    const what = screen.getByRole('region', { name: '平台介绍' });
    expect(within(what).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual(['学生', '用人单位', '高校', '招聘会主办方']);

    const figures = screen.getByRole('region', { name: '平台数据' });
    expect(within(figures).getByText('1000+')).toBeInTheDocument();
    expect(figures).toHaveTextContent('合作高校1000+注册学生100万+');

    const contact = screen.getByRole('region', { name: '联系我们' });
    expect(within(contact).getByRole('link', { name: '400-000-0000' })).toHaveAttribute('href', 'tel:4000000000');
    expect(within(contact).getByRole('link', { name: 'service@campus.example.cn' })).toHaveAttribute('href', 'mailto:service@campus.example.cn');
    expect(contact).toHaveTextContent('微信号campus_service');
    expect(contact).toHaveTextContent('北京市海淀区中关村大街1号');
    expect(contact).toHaveTextContent('上海市徐汇区漕溪北路2号');
    expect(within(contact).getByRole('img', { name: '微信公众号二维码' })).toHaveAttribute('src', '/static/qr/public.svg');

    const hotlines = screen.getByRole('region', { name: '服务热线' });
    expect(hotlines).toHaveTextContent('企业咨询010-00000001学生咨询010-00000002高校咨询010-00000003服务时间9:00-18:00');
    expect(within(hotlines).getByRole('link', { name: '010-00000002' })).toHaveAttribute('href', 'tel:01000000002');

    const home = screen.getAllByRole('link', { name: '返回首页' });
    expect(home.length).toBeGreaterThan(0);
    for (const link of home) expect(link).toHaveAttribute('href', '#/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('京ICP备00000000号-1');
  });

  it('follows another brand, without a logo where the site hides it and without figures it has none of', () => {
    const info = siteInfo({ domain: 'province.localhost', is_hide_logo: 1 }, { name: '江海省大学生就业服务平台', hotlines: { enterprise: '0571-1', student: '0571-2', university: '0571-3', hours: '' } });
    publishSite({ ...info, brand: { ...info.brand, footer: { ...info.brand.footer, figures: [] } } });
    open();
    expect(screen.getByRole('heading', { level: 1, name: '关于江海省大学生就业服务平台' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '江海省大学生就业服务平台' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '江海省大学生就业服务平台' })).toHaveAttribute('href', '#/');
    expect(screen.queryByRole('region', { name: '平台数据' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '服务热线' })).toHaveTextContent('服务时间9:00-18:00');
  });

  it('is the only page of the about feature', () => {
    expect(Object.keys(pages)).toEqual(['/about']);
  });
});
