import { render, screen, within } from '@testing-library/react';
import { api } from '@campus/shared-utils';
import { mainSite } from '../../../testing/bus';
import { BELOW_FOLD_MARGIN, installDomStubs, scrollNear } from '../../../testing/dom';
import { categories, companies, failed, links, ok, positions } from '../../../testing/fixtures';
import { NewHome } from './new-home';

installDomStubs();
afterEach(() => jest.restoreAllMocks());

type Resource = { banner_list: ReturnType<typeof links>; company_famous_list: ReturnType<typeof links>; recruit_hot: string };

/** The home calls answered: the resources as given (or a failure), three companies, one chunk of positions. */
function mockCalls(resource: Resource | null) {
  jest.spyOn(api.home, 'getResource').mockResolvedValue(resource ? ok(resource) : failed());
  jest.spyOn(api.home, 'getCompanies').mockResolvedValue(ok({ list: companies(3), total: 3 }));
  jest.spyOn(api.home, 'getPositions').mockResolvedValue(ok({ list: positions(18), page: 1, page_size: 18, total: 18, has_more: false }));
}

describe('NewHome', () => {
  it('shows the categories, banners and famous tiles, then the companies and positions once the user nears them', async () => {
    mockCalls({ banner_list: links(3), company_famous_list: links(8, '名企'), recruit_hot: JSON.stringify(categories(30)) });
    render(<NewHome info={mainSite()} />);
    // the search comes first, before anything has loaded
    const search = screen.getByRole('search');
    expect(within(search).getByRole('combobox', { name: '搜索职位、公司' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: '热门职位' })).toBeInTheDocument();
    expect(search.compareDocumentPosition(screen.getByRole('navigation', { name: '热门职位' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('region', { name: '推荐活动' })).toBeInTheDocument();
    const famous = screen.getByRole('region', { name: '名企急招' });
    const tiles = within(famous).getAllByRole('link');
    expect(tiles).toHaveLength(8);
    expect(tiles[0]).toHaveAttribute('href', 'https://example.com/1');
    expect(tiles[0]).toHaveAttribute('target', '_blank');
    // below the fold: nothing fetched until the user comes near
    expect(api.home.getCompanies).not.toHaveBeenCalled();
    scrollNear(BELOW_FOLD_MARGIN);
    expect(await screen.findByRole('region', { name: '热招企业' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '热招职位' })).toBeInTheDocument();
  });

  it('survives malformed recruit_hot text: no chips, the rest of the page works', async () => {
    mockCalls({ banner_list: links(2), company_famous_list: [], recruit_hot: '[{"value":"fe",' });
    render(<NewHome info={mainSite()} />);
    expect(await screen.findByRole('region', { name: '推荐活动' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '热门职位' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '名企急招' })).not.toBeInTheDocument();
  });

  it('says 请求失败 when the home resources fail, and still lists companies and positions', async () => {
    mockCalls(null);
    render(<NewHome info={mainSite()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('请求失败');
    scrollNear(BELOW_FOLD_MARGIN);
    expect(await screen.findByText('职位1')).toBeInTheDocument();
    expect(screen.getByText('企业1')).toBeInTheDocument();
  });
});
