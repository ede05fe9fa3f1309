import { act, render, screen } from '@testing-library/react';
import { AREA_FAILED_TEXT } from '../ui/area-failed';
import { lazyPage, preloadPage } from './lazy-page';

const Article = () => <h1>文章标题</h1>;

describe('lazyPage', () => {
  it('shows the loading state until the chunk has loaded, then the page', async () => {
    let resolve: (c: typeof Article) => void = () => undefined;
    const page = lazyPage(() => new Promise((r) => (resolve = r)), { label: '页面加载中', rows: 1 });
    render(<>{page}</>);
    expect(screen.getByText('页面加载中')).toBeInTheDocument();
    await act(async () => resolve(Article));
    expect(await screen.findByRole('heading', { name: '文章标题' })).toBeInTheDocument();
  });

  it('renders a preloaded page in its first render, with no loading state, and loads the chunk once', async () => {
    const load = jest.fn(() => Promise.resolve(Article));
    const page = lazyPage(load, { label: '页面加载中', rows: 1 });
    await preloadPage(page);
    await preloadPage(page);
    render(<>{page}</>);
    // synchronously after render: no act() wait, no Suspense retry
    expect(screen.getByRole('heading', { name: '文章标题' })).toBeInTheDocument();
    expect(screen.queryByText('页面加载中')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a chunk that failed to preload again when the page renders', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue(Article);
    const page = lazyPage(load, { label: '页面加载中', rows: 1 });
    await expect(preloadPage(page)).resolves.toBeUndefined();
    render(<>{page}</>);
    expect(await screen.findByRole('heading', { name: '文章标题' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows the area's error when the chunk fails to load, not the page nor a stack", async () => {
    const load = jest.fn().mockRejectedValue(new Error('Loading chunk 64 failed.'));
    const page = lazyPage(load, { label: '页面加载中', rows: 1 });
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<>{page}</>);
    expect(await screen.findByRole('alert')).toHaveTextContent(AREA_FAILED_TEXT);
    expect(screen.queryByText(/Loading chunk/)).toBeNull();
    quiet.mockRestore();
  });

  it('preloads nothing for a node that is not a lazy page', async () => {
    await expect(preloadPage(<p>静态</p>)).resolves.toBeUndefined();
    await expect(preloadPage(undefined)).resolves.toBeUndefined();
  });
});
