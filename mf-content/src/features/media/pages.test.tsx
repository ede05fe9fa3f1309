import { screen } from '@testing-library/react';
import { findRoute } from '@campus/shared-utils';
import { api } from '@campus/shared-utils/student';
import { renderRoute, resetBus } from '@campus/shared-utils/testing';
import { cards, mediaPage, ok } from './testing/fixtures';
import { pages } from './pages';

beforeEach(() => resetBus());
afterEach(() => jest.restoreAllMocks());

describe('media pages', () => {
  it('lists exactly the article, content list and video routes, each a route of mf-content', () => {
    expect(Object.keys(pages).sort()).toEqual(['/contentListNew', '/videoDetail', '/wenDetail', '/wenList']);
    for (const path of Object.keys(pages)) expect(findRoute(path)?.owner).toBe('mf-content');
  });

  it('loads a page as its own chunk, showing the page-loading state first', async () => {
    jest.spyOn(api.content, 'mediaList').mockResolvedValue(ok(mediaPage(cards(1))));
    renderRoute('/wenList', <>{pages['/wenList']}</>, '/wenList?id=3');
    expect(screen.getByRole('status')).toHaveTextContent('页面加载中…');
    expect(await screen.findByRole('link', { name: '简历写作第1讲' })).toBeInTheDocument();
  });
});
