import { act, screen } from '@testing-library/react';
import { api, auth$, openDialog$, requestDialog } from '@campus/shared-utils';
import { failure } from './testing/api-mocks';
import { installMatchMedia, publishSite, resetAll } from './testing/bus';
import { bootstrap, mount, unmount } from './mf-auth';

beforeAll(installMatchMedia);
beforeEach(resetAll);
afterEach(() => jest.restoreAllMocks());

function propsFor(domElement: HTMLElement) {
  return { name: '@campus/mf-auth', domElement, singleSpa: {}, mountParcel: jest.fn() } as unknown as Parameters<typeof mount>[0];
}

async function lifecycle(run: () => Promise<unknown>): Promise<void> {
  let done: Promise<unknown> = Promise.resolve();
  act(() => {
    done = run();
  });
  await act(() => done);
}

describe('mf-auth lifecycles', () => {
  it('mount the pages by route and the dialogs, and unmount cleanly', async () => {
    jest.spyOn(api.auth, 'getLoginQrCode').mockResolvedValue(failure(-1));
    const area = document.body.appendChild(document.createElement('div'));
    const props = propsFor(area);
    window.history.replaceState(null, '', '#/login');
    publishSite();
    await bootstrap(props);
    await lifecycle(() => mount(props));
    expect(await screen.findByRole('heading', { level: 1, name: '学生登录注册' })).toBeInTheDocument();
    expect(area).toContainElement(screen.getByRole('heading', { level: 1 }));

    act(() => requestDialog({ kind: 'schoolLogin' }));
    expect(await screen.findByRole('dialog', { name: '学校登录' })).toBeInTheDocument();

    await lifecycle(() => unmount(props));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    // nothing of mf-auth stays subscribed to the bus
    expect(openDialog$.observed).toBe(false);
    expect(auth$.observed).toBe(false);
    area.remove();
  });

  it('shows nothing of its own on other routes', async () => {
    const area = document.body.appendChild(document.createElement('div'));
    const props = propsFor(area);
    window.history.replaceState(null, '', '#/job?id=1');
    await bootstrap(props);
    await lifecycle(() => mount(props));
    expect(area).toBeEmptyDOMElement();
    await lifecycle(() => unmount(props));
    area.remove();
  });
});
