import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type HomeConfig } from '@campus/shared-utils';
import { resetBus, schoolSite } from '../../../testing/bus';
import { installDomStubs } from '../../../testing/dom';
import { failed, homeConfig, ok, positions } from '../../../testing/fixtures';
import { ConfigHome } from './config-home';

installDomStubs();
beforeEach(() => {
  resetBus();
  jest.spyOn(api.home, 'getPositions').mockResolvedValue(ok({ list: positions(45), page: 1, page_size: 60, total: 45, has_more: false }));
});
afterEach(() => jest.restoreAllMocks());

async function renderHome(config: HomeConfig = homeConfig()) {
  const get = jest.spyOn(api.home, 'getConfig').mockResolvedValue(ok(config));
  render(<ConfigHome info={schoolSite()} />);
  // the blocks after the first two follow in a transition; the positions block, among them, answers last
  const positionsShown = config.exhibition.some((b) => b.label === 'positionConfig' && b.show === 1);
  if (positionsShown) await positionsLanded();
  return get;
}

const region = (name: string) => screen.getByRole('region', { name });
/** The positions block answers last: wait until its rows (or its failure) replace its loading frame. */
const positionsLanded = () => waitFor(() => expect(within(region('最新职位')).queryByRole('list', { busy: true })).not.toBeInTheDocument());
/** The items of a block's current page (other pages are hidden from assistive technology). */
const shownItems = (name: string) => within(within(region(name)).getByRole('list')).getAllByRole('listitem');

describe('ConfigHome', () => {
  it('asks for the config of this site and shows the header image with its narrow version', async () => {
    const get = await renderHome();
    expect(get).toHaveBeenCalledWith('school.localhost');
    const head = screen.getByRole('img', { name: '示范大学' });
    expect(head).toHaveAttribute('src', '/static/home/school/head.svg');
    expect(head).toHaveAttribute('width', '1200');
    expect(head.parentElement?.querySelector('source')).toHaveAttribute('srcset', '/static/home/school/head-narrow.svg');
  });

  it('shows the shown blocks in the server’s order with their titles', async () => {
    await renderHome();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['就业数据', '院系专区', '名企专区', '推荐企业', '行业精选', '近期双选会', '就业指导', '最新职位', '专题招聘', '关于本届双选会']);
  });

  it('hides blocks whose show is off, and blocks without items render nothing (no empty frame)', async () => {
    const config = homeConfig({ zoneFour: [], companyList: [] });
    config.exhibition = config.exhibition.map((b) => (b.label === 'collegeZone' || b.label === 'aboutUs' ? { ...b, show: 0 } : b));
    await renderHome(config);
    for (const hidden of ['院系专区', '关于本届双选会', '专题招聘', '推荐企业']) expect(screen.queryByRole('region', { name: hidden })).not.toBeInTheDocument();
  });

  it('shows the statistics strip with the first 4 value/label pairs', async () => {
    await renderHome();
    const strip = region('就业数据');
    expect(within(strip).getAllByRole('definition').map((d) => d.textContent)).toEqual(['326', '12800+', '48', '96.3%']);
    expect(within(strip).getByText('合作企业')).toBeInTheDocument();
    expect(within(strip).queryByText('第五项')).not.toBeInTheDocument();
  });

  it.each([
    ['院系专区', 12, 2],
    ['名企专区', 12, 2],
    ['行业精选', 11, 2],
    ['推荐企业', 8, 3],
    ['近期双选会', 3, 3],
    ['专题招聘', 12, 2],
  ])('pages %s %i at a time', async (name, size, pages) => {
    await renderHome();
    expect(shownItems(name)).toHaveLength(size);
    expect(within(region(name)).getByText(`1/${pages}`)).toBeInTheDocument();
    const user = userEvent.setup();
    for (let p = 2; p <= pages; p += 1) await user.click(within(region(name)).getByRole('button', { name: '下一页' }));
    expect(within(region(name)).getByText(`${pages}/${pages}`)).toBeInTheDocument();
    expect(within(region(name)).getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('shows at most 4 items in zone three, without pages', async () => {
    await renderHome();
    expect(within(region('就业指导')).getAllByRole('link')).toHaveLength(4);
    expect(within(region('就业指导')).queryByRole('button', { name: '下一页' })).not.toBeInTheDocument();
  });

  it('opens a zone item by its config_type in a new tab', async () => {
    const config = homeConfig();
    config.zoneThree = [
      { id: 1, icon: '', title: '技术岗', config_type: 1, config_content: '7', config_content_details: { web_domain: '' } },
      { id: 2, icon: '', title: '国企', config_type: 3, config_content: '8', config_content_details: { web_domain: '' } },
      { id: 3, icon: '', title: '政策', config_type: 4, config_content: '101', config_content_details: { web_domain: '' } },
      { id: 4, icon: '', title: '指南', config_type: 6, config_content: '', config_content_details: { web_domain: 'https://www.example.com/guide' } },
    ];
    await renderHome(config);
    const zone = region('就业指导');
    expect(within(zone).getByRole('link', { name: '技术岗' })).toHaveAttribute('href', `#/positionList?zoneid=7&title=${encodeURIComponent('技术岗')}`);
    expect(within(zone).getByRole('link', { name: '国企' })).toHaveAttribute('href', `#/companyList?zoneid=8&title=${encodeURIComponent('国企')}`);
    expect(within(zone).getByRole('link', { name: '政策' })).toHaveAttribute('href', `#/wenList?id=101&title=${encodeURIComponent('政策')}`);
    const external = within(zone).getByRole('link', { name: '指南' });
    expect(external).toHaveAttribute('href', 'https://www.example.com/guide');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener');
  });

  it('leaves out a tile that leads to an AI tool the site has switched off, and keeps it where the tool is open', async () => {
    const config = homeConfig();
    config.zoneThree = [
      { id: 1, icon: '', title: '生涯规划指南', config_type: 6, config_content: '', config_content_details: { web_domain: '/#/subApp/aiCareerPlanningBookIntroduce' } },
      { id: 2, icon: '', title: 'AI模拟面试', config_type: 6, config_content: '', config_content_details: { web_domain: '#/subApp/aiInterviewIntroduce' } },
      { id: 3, icon: '', title: '政策', config_type: 4, config_content: '101', config_content_details: { web_domain: '' } },
    ];
    jest.spyOn(api.home, 'getConfig').mockResolvedValue(ok(config));
    const { unmount } = render(<ConfigHome info={schoolSite({ is_ai_career_planning: 0, is_ai_interview: 0 })} />);
    await screen.findByRole('region', { name: '就业指导' });
    expect(within(region('就业指导')).queryByText('生涯规划指南')).toBeNull();
    expect(within(region('就业指导')).queryByText('AI模拟面试')).toBeNull();
    expect(within(region('就业指导')).getByRole('link', { name: '政策' })).toBeInTheDocument();
    unmount();
    render(<ConfigHome info={schoolSite({ is_ai_career_planning: 1, is_ai_interview: 1 })} />);
    expect(await within(await screen.findByRole('region', { name: '就业指导' })).findByRole('link', { name: '生涯规划指南' })).toBeInTheDocument();
    expect(within(region('就业指导')).getByRole('link', { name: 'AI模拟面试' })).toBeInTheDocument();
  });

  it('does not follow a web_domain that is not http(s)', async () => {
    const config = homeConfig();
    config.zoneThree = [{ id: 1, icon: '', title: '坏链接', config_type: 6, config_content: '', config_content_details: { web_domain: 'javascript:alert(1)' } }];
    await renderHome(config);
    expect(within(region('就业指导')).getByText('坏链接').closest('a')).toBeNull();
  });

  it('opens a college’s own site from the college zone', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await renderHome();
    await userEvent.setup().click(within(region('院系专区')).getByRole('button', { name: '学院2' }));
    expect(open).toHaveBeenCalledWith('http://c2.school.localhost/#/', '_blank', 'noopener');
  });

  it('opens job fairs and companies in new tabs', async () => {
    await renderHome();
    const fair = within(region('近期双选会')).getAllByRole('link')[0]!;
    expect(fair).toHaveAttribute('href', '#/jobFair?id=1');
    expect(within(fair).getByText('双选会1')).toBeInTheDocument();
    expect(within(fair).getByText(/举办地点：体育馆/)).toBeInTheDocument();
    expect(within(region('推荐企业')).getAllByRole('link')[0]).toHaveAttribute('href', '#/subApp/companyDetailPage?id=1');
  });

  it('shows the first 20 positions, all of them on show-all, and 20 again on collapse', async () => {
    await renderHome();
    const block = region('最新职位');
    expect(within(block).getAllByRole('listitem')).toHaveLength(20);
    const user = userEvent.setup();
    await user.click(within(block).getByRole('button', { name: '展开全部' }));
    expect(within(block).getAllByRole('listitem')).toHaveLength(45);
    await user.click(within(block).getByRole('button', { name: '收起' }));
    expect(within(block).getAllByRole('listitem')).toHaveLength(20);
  });

  it('offers a link to the position list instead of show-all when show_all is off', async () => {
    await renderHome(homeConfig({ show_all: 0 }));
    const block = region('最新职位');
    expect(within(block).queryByRole('button', { name: '展开全部' })).not.toBeInTheDocument();
    expect(within(block).getByRole('link', { name: '查看更多职位' })).toHaveAttribute('href', '#/subApp/positionList');
  });

  it('opens the about-this-job-fair image in a dialog', async () => {
    await renderHome();
    await userEvent.setup().click(within(region('关于本届双选会')).getByRole('button', { name: '查看大图' }));
    const dialog = await screen.findByRole('dialog', { name: '关于本届双选会' });
    expect(within(dialog).getByRole('img', { name: '关于本届双选会' })).toHaveAttribute('src', '/static/home/school/about.svg');
  });

  it('shows no about block for malformed aboutus text, and the rest of the page works', async () => {
    await renderHome(homeConfig({ aboutus: '{"image":' }));
    expect(screen.queryByRole('region', { name: '关于本届双选会' })).not.toBeInTheDocument();
    expect(region('名企专区')).toBeInTheDocument();
  });

  it('says 请求失败 when the config cannot be had', async () => {
    jest.spyOn(api.home, 'getConfig').mockResolvedValue(failed());
    render(<ConfigHome info={schoolSite()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('请求失败');
  });

  it('holds the positions block’s place while its rows load: its title and 20 empty rows, so the blocks below do not jump', async () => {
    let answer: (value: Awaited<ReturnType<typeof api.home.getPositions>>) => void = () => undefined;
    jest.spyOn(api.home, 'getPositions').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    jest.spyOn(api.home, 'getConfig').mockResolvedValue(ok(homeConfig()));
    render(<ConfigHome info={schoolSite()} />);
    const block = await screen.findByRole('region', { name: '最新职位' });
    const frame = within(block).getByRole('list', { busy: true });
    expect(frame.querySelectorAll('li')).toHaveLength(20);
    expect(within(frame).queryAllByRole('listitem')).toHaveLength(0);
    answer(ok({ list: positions(45), page: 1, page_size: 60, total: 45, has_more: false }));
    await positionsLanded();
    expect(within(region('最新职位')).getAllByRole('listitem')).toHaveLength(20);
  });

  it('says 请求失败 in the positions block alone when positions fail', async () => {
    jest.spyOn(api.home, 'getPositions').mockResolvedValue(failed());
    await renderHome();
    await waitFor(() => expect(within(region('最新职位')).getByRole('alert')).toHaveTextContent('请求失败'));
    expect(region('名企专区')).toBeInTheDocument();
  });
});
