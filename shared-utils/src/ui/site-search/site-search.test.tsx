import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, FakeXhr, installFakeXhr } from '../../testing/fake-xhr';
import { SiteSearch } from './site-search';

const xhr = installFakeXhr();

const SUGGESTIONS: Record<string, unknown[]> = {
  前: [
    { kind: 'category', text: '前端开发', value: 'fe', count: 12 },
    { kind: 'position', text: '前端开发工程师', value: '', count: 3 },
    { kind: 'company', text: '前程科技有限公司', value: '', count: 2 },
  ],
  前端: [{ kind: 'position', text: 'Web前端开发工程师', value: '', count: 3 }],
};

beforeEach(() => {
  window.localStorage.clear();
  window.location.hash = '#/';
  FakeXhr.responder = (request) => envelope(0, { list: SUGGESTIONS[request.query.get('keyword') ?? ''] ?? [] });
});

const box = () => screen.getByRole('combobox', { name: '搜索职位、公司' });
const hashQuery = () => new URLSearchParams(window.location.hash.split('?')[1]);

describe('SiteSearch', () => {
  it('suggests categories, titles and companies for one Chinese character, asking once typing pauses', async () => {
    const user = userEvent.setup();
    render(<SiteSearch />);
    await user.type(box(), '前');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['类别前端开发', '职位前端开发工程师', '公司前程科技有限公司']);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const asked = xhr.sent().filter((r) => r.path === '/api/position/suggest');
    expect(asked.map((r) => r.query.get('keyword'))).toEqual(['前']);
  });

  it('takes a suggestion with the arrows and Enter: a category opens the list with its filter, and is remembered', async () => {
    const user = userEvent.setup();
    render(<SiteSearch />);
    await user.type(box(), '前');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{Enter}');
    expect(window.location.hash.split('?')[0]).toBe('#/subApp/positionList');
    expect(Object.fromEntries(hashQuery())).toEqual({ value: 'fe', label: '前端开发' });
    expect(JSON.parse(window.localStorage.getItem('recent_searches') ?? '[]')).toEqual([{ text: '前端开发', value: 'fe' }]);
  });

  it('searches what was typed on Enter, and a clicked title as a keyword', async () => {
    const user = userEvent.setup();
    render(<SiteSearch variant="hero" />);
    await user.type(box(), '  产品经理 {Enter}');
    expect(Object.fromEntries(hashQuery())).toEqual({ keyword: '产品经理' });
    await user.clear(box());
    await user.type(box(), '前端');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['职位Web前端开发工程师']));
    await user.click(screen.getByRole('option'));
    expect(Object.fromEntries(hashQuery())).toEqual({ keyword: 'Web前端开发工程师' });
  });

  it('says when there is nothing to suggest, and Enter still searches', async () => {
    const user = userEvent.setup();
    render(<SiteSearch />);
    await user.type(box(), '考古');
    expect(await screen.findByRole('status')).toHaveTextContent('没有相关建议，按回车搜索“考古”');
    expect(screen.queryAllByRole('option')).toEqual([]);
    await user.keyboard('{Enter}');
    expect(Object.fromEntries(hashQuery())).toEqual({ keyword: '考古' });
  });

  it('shows the recent searches of this device in an empty box, and clears them', async () => {
    window.localStorage.setItem('recent_searches', JSON.stringify([{ text: '会计', value: '' }, { text: '前端开发', value: 'fe' }, { bad: 1 }]));
    const user = userEvent.setup();
    render(<SiteSearch />);
    await user.click(box());
    expect(screen.getByRole('listbox', { name: '最近搜索' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['历史会计', '历史前端开发']);
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(window.localStorage.getItem('recent_searches')).toBeNull();
    expect(box()).toHaveFocus();
  });

  it('closes the list on Escape, then clears the box on a second Escape', async () => {
    const user = userEvent.setup();
    render(<SiteSearch />);
    await user.type(box(), '前');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('前');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it('shows no suggestions when the call fails, and still searches', async () => {
    FakeXhr.responder = () => 'network';
    const user = userEvent.setup();
    render(<SiteSearch />);
    await user.type(box(), '前');
    await waitFor(() => expect(xhr.sent().length).toBe(1));
    expect(await screen.findByRole('status')).toHaveTextContent('按回车搜索“前”');
    await user.keyboard('{Enter}');
    expect(Object.fromEntries(hashQuery())).toEqual({ keyword: '前' });
  });
});
