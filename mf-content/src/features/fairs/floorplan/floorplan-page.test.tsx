import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { renderRoute, resetBus } from '@campus/shared-utils/testing';
import { failed, floorplan, ok } from '../testing/fixtures';
import { FloorplanPage } from './floorplan-page';

beforeEach(() => resetBus());
afterEach(() => jest.restoreAllMocks());

const open = (at = '/floorplan?id=7') => renderRoute('/floorplan', <FloorplanPage />, at);
const viewport = () => screen.getByRole('region', { name: '展位图' });
const booth = (code: string) => within(viewport()).getByRole('button', { name: new RegExp(`^${code} 展位`) });
/** the view transform written on the map's one <g> */
function view(): { x: number; y: number; k: number } {
  const g = viewport().querySelector('svg > g')!;
  const [, x, y, k] = /translate\((\S+) (\S+)\) scale\((\S+)\)/.exec(g.getAttribute('transform') ?? '')!.map(Number);
  return { x: x!, y: y!, k: k! };
}
async function ready(at?: string) {
  jest.spyOn(api.content, 'floorplan').mockResolvedValue(ok(floorplan()));
  const route = open(at);
  await screen.findByRole('heading', { level: 1, name: '2026届秋季大型综合双选会' });
  return route;
}

describe('FloorplanPage', () => {
  it('draws every booth as a focusable button a screen reader can read, with halls, entrances and a legend', async () => {
    await ready();
    const booths = within(viewport()).getAllByRole('button');
    expect(booths).toHaveLength(20);
    for (const b of booths) expect(b).toHaveAttribute('tabindex', '0');
    expect(booth('A001')).toHaveAccessibleName('A001 展位，已预订，A展企业1科技有限公司，5个职位');
    expect(booth('A003')).toHaveAccessibleName('A003 展位，可预订');
    expect(booth('A004')).toHaveAccessibleName('A004 展位，审核中');
    expect(booth('A005')).toHaveAccessibleName('A005 展位，暂停预订');
    // booked booths show the company's short name
    expect(booth('A001')).toHaveTextContent('A001A展企业1');
    expect(viewport()).toHaveTextContent('A馆 主馆');
    expect(viewport()).toHaveTextContent('南门');
    expect(screen.getByRole('list', { name: '图例' })).toHaveTextContent('已预订 8可预订 4审核中 4暂停预订 4入口');
    expect(screen.getByRole('link', { name: '返回招聘会' })).toHaveAttribute('href', '#/jobFair?id=7');
  });

  it('writes the labels of side doors down the wall inside their halls, so two halls’ facing doors keep their labels apart', async () => {
    const plan = floorplan();
    const [a, b] = plan.halls;
    // the halls of the demo venue stand 8 apart, a covered way between
    b!.x = a!.x + a!.width + 8;
    a!.entrances = [{ x: a!.x + a!.width, y: a!.y + a!.height / 2, label: 'A馆东门 · 连廊' }];
    b!.entrances = [{ x: b!.x, y: b!.y + b!.height / 2, label: 'B馆西门 · 连廊' }, { x: b!.x + b!.width / 2, y: b!.y + b!.height, label: 'B馆南门' }];
    jest.spyOn(api.content, 'floorplan').mockResolvedValue(ok(plan));
    open();
    await screen.findByRole('heading', { level: 1, name: '2026届秋季大型综合双选会' });
    const label = (text: string) => within(viewport()).getByText(text);
    const east = Number(label('A馆东门 · 连廊').getAttribute('x'));
    const west = Number(label('B馆西门 · 连廊').getAttribute('x'));
    // each inside its own hall, beside its wall: they never meet in the way between
    expect(east).toBeLessThan(a!.x + a!.width);
    expect(east).toBeGreaterThan(a!.x + a!.width - 3);
    expect(west).toBeGreaterThan(b!.x);
    expect(west).toBeLessThan(b!.x + 3);
    expect(label('A馆东门 · 连廊')).toHaveClass('entranceAlongWall');
    // a south door's label stays below it, written across
    expect(Number(label('B馆南门').getAttribute('y'))).toBeGreaterThan(b!.y + b!.height);
    expect(label('B馆南门')).not.toHaveClass('entranceAlongWall');
  });

  it('moves between booths with Tab, hall by hall and row by row, showing each booth’s card', async () => {
    const user = userEvent.setup();
    await ready();
    act(() => viewport().focus());
    await user.tab();
    expect(booth('A001')).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('A展企业1科技有限公司');
    expect(screen.getByRole('tooltip')).toHaveTextContent('A1职位1');
    await user.tab();
    expect(booth('A002')).toHaveFocus();
    for (let i = 0; i < 9; i += 1) await user.tab();
    expect(booth('B001')).toHaveFocus();
    await user.tab({ shift: true });
    expect(booth('A010')).toHaveFocus();
  });

  it('opens a booth’s panel with Enter, and Escape closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    await ready();
    act(() => booth('A006').focus());
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('complementary', { name: 'A展企业6科技有限公司' });
    expect(panel).toHaveTextContent('A006');
    expect(panel).toHaveTextContent('A馆 主馆');
    expect(panel).toHaveTextContent('参会职位（5）');
    expect(within(panel).getByRole('link', { name: 'A6职位1' })).toHaveAttribute('href', '#/job?id=61');
    expect(within(panel).getByRole('link', { name: '查看企业主页' })).toHaveAttribute('href', '#/companyDetailPage?id=506');
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(booth('A006')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(booth('A006')).toHaveFocus();
    expect(booth('A006')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a booth’s panel on a click, and an open booth says it can be booked', async () => {
    const user = userEvent.setup();
    const { search } = await ready();
    await user.click(booth('A003'));
    expect(screen.getByRole('complementary', { name: '该展位可预订' })).toHaveTextContent('A003');
    expect(search().get('booth')).toBe('A003');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(search().get('booth')).toBeNull();
  });

  it('finds a company from the search, then highlights, centres, focuses and opens its booth', async () => {
    const user = userEvent.setup();
    const { search } = await ready();
    const before = view();
    const box = screen.getByRole('combobox', { name: '查找企业或展位' });
    await user.type(box, 'B展企业');
    const options = within(screen.getByRole('listbox', { name: '搜索建议' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['B001B展企业1科技有限公司', 'B002B展企业2科技有限公司', 'B006B展企业6科技有限公司', 'B007B展企业7科技有限公司']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(booth('B002')).toHaveFocus();
    expect(booth('B002')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('complementary', { name: 'B展企业2科技有限公司' })).toBeInTheDocument();
    expect(viewport().querySelector('rect[class~="pulse"]')).toHaveAttribute('x', String(40 + 1 + 3.5 - 0.25));
    expect(view().k).toBeGreaterThan(before.k);
    expect(search().get('booth')).toBe('B002');
    // a booth code works too, and says when nothing matches
    await user.clear(box);
    await user.type(box, 'a00');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(8);
    await user.clear(box);
    await user.type(box, '火星');
    expect(screen.getByText('没有匹配的企业或展位')).toBeInTheDocument();
  });

  it('opens the URL’s booth on arrival', async () => {
    await ready('/floorplan?id=7&booth=b007');
    await waitFor(() => expect(booth('B007')).toHaveFocus());
    expect(screen.getByRole('complementary', { name: 'B展企业7科技有限公司' })).toBeInTheDocument();
    // centred in the 800 × 560 viewport jsdom is taken as
    const v = view();
    const centre = { x: (40 + 1 + 6 * 3.5 + 1.5) * v.k + v.x, y: (5 + 1.5) * v.k + v.y };
    expect(centre.x).toBeCloseTo(400, 0);
    expect(centre.y).toBeCloseTo(280, 0);
  });

  it('zooms with the buttons and resets to the whole plan', async () => {
    const user = userEvent.setup();
    await ready();
    const fit = view();
    await user.click(screen.getByRole('button', { name: '放大' }));
    expect(view().k).toBeCloseTo(fit.k * 1.4, 3);
    await user.click(screen.getByRole('button', { name: '放大' }));
    await user.click(screen.getByRole('button', { name: '缩小' }));
    expect(view().k).toBeCloseTo(fit.k * 1.4, 3);
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(view()).toEqual(fit);
    // a hall's button fits that hall
    await user.click(screen.getByRole('button', { name: 'B馆 理工馆' }));
    expect(view().k).toBeGreaterThan(fit.k);
  });

  it('pans with the arrow keys and zooms with + and - when the map has focus', async () => {
    const user = userEvent.setup();
    await ready();
    await user.click(screen.getByRole('button', { name: '放大' }));
    const start = view();
    act(() => viewport().focus());
    await user.keyboard('{ArrowRight}');
    expect(view()).toEqual({ ...start, x: start.x - 60 });
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(view()).toEqual({ ...start, y: start.y - 60 });
    await user.keyboard('+');
    expect(view().k).toBeCloseTo(start.k * 1.4, 3);
    await user.keyboard('-');
    expect(view().k).toBeCloseTo(start.k, 3);
  });

  it('shows loading, then a failure with a retry', async () => {
    const user = userEvent.setup();
    let answer: (v: Awaited<ReturnType<typeof api.content.floorplan>>) => void = () => {};
    jest
      .spyOn(api.content, 'floorplan')
      .mockImplementationOnce(() => new Promise((r) => (answer = r)))
      .mockResolvedValueOnce(ok(floorplan()));
    open();
    expect(screen.getByRole('status')).toHaveTextContent('展位图加载中…');
    await act(async () => answer(failed('网络异常')));
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('region', { name: '展位图' })).toBeInTheDocument();
  });

  it('tells an online fair has no booth map, and an unknown fair is not found', async () => {
    jest.spyOn(api.content, 'floorplan').mockResolvedValueOnce(failed('该招聘会没有现场展位图', 44007)).mockResolvedValueOnce(failed('招聘会不存在或已取消', 44003));
    const view1 = open('/floorplan?id=8');
    expect(await screen.findByText('该招聘会没有现场展位图')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回招聘会' })).toHaveAttribute('href', '#/jobFair?id=8');
    view1.unmount();
    open('/floorplan?id=404');
    expect(await screen.findByRole('heading', { name: '招聘会不存在或已取消' })).toBeInTheDocument();
  });
});
