import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, browserNav } from '@campus/shared-utils';
import { logIn, orgSite, recordDialogs, resetBus } from '../../../testing/bus';
import { failed, ok } from '../../../testing/fixtures';
import { OrganiserPage } from './organiser-page';

/** Renders the page and waits for the site config's titles. */
async function renderPage() {
  render(<OrganiserPage info={orgSite()} />);
  await screen.findByText('主办方与参会企业登录入口（配置）');
}

const CONFIG = { use_bg_image: 0 as const, bg_image: '', title: '高新区重点企业校园招聘季（配置）', subtitle: '主办方与参会企业登录入口（配置）', channel_type: 1 };

let dialogs: ReturnType<typeof recordDialogs>;
let assign: jest.SpyInstance;
beforeEach(() => {
  resetBus();
  dialogs = recordDialogs();
  assign = jest.spyOn(browserNav, 'assign').mockImplementation(() => undefined);
  jest.spyOn(api.site, 'getConfig').mockResolvedValue(ok(CONFIG));
});
afterEach(() => {
  dialogs.stop();
  jest.restoreAllMocks();
});

describe('OrganiserPage', () => {
  it('shows the title and subtitle of the site config', async () => {
    render(<OrganiserPage info={orgSite()} />);
    expect(await screen.findByRole('heading', { level: 1, name: '高新区重点企业校园招聘季（配置）' })).toBeInTheDocument();
    expect(screen.getByText('主办方与参会企业登录入口（配置）')).toBeInTheDocument();
    expect(api.site.getConfig).toHaveBeenCalledWith('org.localhost');
  });

  it('keeps the channel’s titles and says 请求失败 when the config cannot be had', async () => {
    jest.spyOn(api.site, 'getConfig').mockResolvedValue(failed());
    render(<OrganiserPage info={orgSite()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('请求失败');
    expect(screen.getByRole('heading', { level: 1, name: '高新区重点企业校园招聘季' })).toBeInTheDocument();
  });

  it('opens the employer dialog from the employer entry, and the channel login from organiser admin for a visitor', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '企业登录' }));
    await user.click(screen.getByRole('button', { name: '主办方管理' }));
    expect(dialogs.requests).toEqual([{ kind: 'employer' }, { kind: 'channelLogin' }]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a visitor already logged in as an employer to /company/#/', async () => {
    logIn({ state: 2, comKeyUser: 'k' });
    await renderPage();
    expect(assign).toHaveBeenCalledWith('/company/#/');
  });

  it('sends a visitor already logged in as a channel to /op/#/schoolBroad/index', async () => {
    logIn({ state: 4, userId: '4' });
    await renderPage();
    expect(assign).toHaveBeenCalledWith('/op/#/schoolBroad/index');
  });

  it('opens the organiser back office in a new window when logged in as a channel', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await renderPage();
    logIn({ state: 4, userId: '4' });
    await userEvent.setup().click(screen.getByRole('button', { name: '主办方管理' }));
    expect(open).toHaveBeenCalledWith('/op/#/schoolBroad/index', '_blank', 'noopener');
    expect(dialogs.requests).toEqual([]);
  });

  it('leaves a student or school user on the page', async () => {
    logIn({ state: 1, userId: '1' });
    await renderPage();
    expect(assign).not.toHaveBeenCalled();
  });

  it('takes over from the server\'s first view once its config is in, not before', async () => {
    const view = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'first-view' }));
    let answer: (value: Awaited<ReturnType<typeof api.site.getConfig>>) => void = () => undefined;
    jest.spyOn(api.site, 'getConfig').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<OrganiserPage info={orgSite()} />);
    expect(document.getElementById('first-view')).toBe(view);
    await act(async () => answer(ok(CONFIG)));
    expect(document.getElementById('first-view')).toBeNull();
  });
});
