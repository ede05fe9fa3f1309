import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils';
import { FakeIntersectionObserver, installDomStubs, NEAR_BOTTOM_MARGIN, scrollNear } from '../../../testing/dom';
import { failed, ok, positions } from '../../../testing/fixtures';
import { RecruitingPositions } from './recruiting-positions';

installDomStubs();
afterEach(() => jest.restoreAllMocks());

const page = (n: number, hasMore: boolean) => ok({ list: positions(18, (n - 1) * 18 + 1), page: n, page_size: 18, total: 1520, has_more: hasMore });
const cards = () => within(screen.getByRole('region', { name: '热招职位' })).getAllByRole('listitem');

describe('RecruitingPositions', () => {
  it('loads 18 at a time each time the list end nears the bottom, until the last chunk, then offers "view more"', async () => {
    const get = jest.spyOn(api.home, 'getPositions').mockImplementation(async ({ page: n }) => page(n, n < 3));
    render(<RecruitingPositions />);
    expect(await screen.findByText('职位1')).toBeInTheDocument();
    expect(cards()).toHaveLength(18);
    expect(get).toHaveBeenLastCalledWith({ page: 1, page_size: 18 }, expect.anything());
    // the observer watches the end of the list with a 300 px margin
    expect(FakeIntersectionObserver.live(NEAR_BOTTOM_MARGIN)).toHaveLength(1);
    scrollNear(NEAR_BOTTOM_MARGIN);
    expect(await screen.findByText('职位19')).toBeInTheDocument();
    expect(cards()).toHaveLength(36);
    // the third comes by scrolling too: no button stands in the way
    expect(FakeIntersectionObserver.live(NEAR_BOTTOM_MARGIN)).toHaveLength(1);
    scrollNear(NEAR_BOTTOM_MARGIN);
    expect(await screen.findByText('职位54')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(get).toHaveBeenCalledTimes(3);
    const more = screen.getByRole('link', { name: '查看更多' });
    expect(more).toHaveAttribute('href', '#/subApp/jobRecommend');
    // nothing more is watched or loaded after the last chunk
    expect(FakeIntersectionObserver.live(NEAR_BOTTOM_MARGIN)).toHaveLength(0);
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('loads the next chunk when the reader is already past the list end (a phone’s tall footer reached first)', async () => {
    const get = jest.spyOn(api.home, 'getPositions').mockImplementation(async ({ page: n }) => page(n, n < 3));
    render(<RecruitingPositions />);
    expect(await screen.findByText('职位1')).toBeInTheDocument();
    const [observer] = FakeIntersectionObserver.live(NEAR_BOTTOM_MARGIN);
    observer!.firePassed();
    expect(await screen.findByText('职位19')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('shows each position with its salary, place, period and company, opening its page in a new tab', async () => {
    jest.spyOn(api.home, 'getPositions').mockResolvedValue(page(1, false));
    render(<RecruitingPositions />);
    const card = await screen.findByRole('link', { name: /职位1\b/ });
    expect(card).toHaveAttribute('href', '#/subApp/job?id=1');
    expect(card).toHaveAttribute('target', '_blank');
    for (const text of ['12-18K·13薪', '上海·浦东新区', '2026届', '星河科技有限公司', '软件开发 · 500-999人']) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('presentation', { hidden: true })).toHaveAttribute('loading', 'lazy');
  });

  it('reads the total with a k suffix', async () => {
    jest.spyOn(api.home, 'getPositions').mockResolvedValue(page(1, false));
    render(<RecruitingPositions />);
    expect(await screen.findByText('共1.5k个在招职位')).toBeInTheDocument();
  });

  it('says 请求失败 when a chunk fails, keeps what it has, and retries on demand', async () => {
    const get = jest.spyOn(api.home, 'getPositions').mockResolvedValueOnce(page(1, true)).mockResolvedValueOnce(failed()).mockResolvedValueOnce(page(2, false));
    render(<RecruitingPositions />);
    await screen.findByText('职位1');
    scrollNear(NEAR_BOTTOM_MARGIN);
    expect(await screen.findByText('请求失败')).toBeInTheDocument();
    expect(cards()).toHaveLength(18);
    await userEvent.setup().click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('职位19')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('stops watching the page when it unmounts', async () => {
    jest.spyOn(api.home, 'getPositions').mockResolvedValue(page(1, true));
    const { unmount } = render(<RecruitingPositions />);
    await screen.findByText('职位1');
    const [observer] = FakeIntersectionObserver.live(NEAR_BOTTOM_MARGIN);
    unmount();
    expect(observer?.disconnected).toBe(true);
  });

  it('renders nothing when the site has no positions', async () => {
    jest.spyOn(api.home, 'getPositions').mockResolvedValue(ok({ list: [], page: 1, page_size: 18, total: 0, has_more: false }));
    const { container } = render(<RecruitingPositions />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
