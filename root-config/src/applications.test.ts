import { siteInfoFixture } from '@campus/shared-utils/testing';
import type { DisplayMode, SiteState } from '@campus/shared-utils';
import { appSpecs } from './applications';

const at = (hash: string) => ({ hash }) as Location;
const site = (mode: DisplayMode): SiteState => ({ status: 'ready', info: siteInfoFixture(), mode });

function activeApps(state: SiteState, hash: string, authWanted = false): string[] {
  return appSpecs(state, () => authWanted)
    .filter((spec) => spec.active(at(hash)))
    .map((spec) => spec.name);
}

beforeEach(() => {
  document.body.innerHTML = '<div id="app-header"></div><main id="app-main"></main><div id="app-footer"></div>';
});

describe('applications of the normal site', () => {
  const normal = site({ kind: 'normal', home: '/' });

  it('shows the header, the owning parcel and the footer', () => {
    expect(activeApps(normal, '#/')).toEqual(['@campus/mf-header/header', '@campus/mf-home', '@campus/mf-header/footer']);
    expect(activeApps(normal, '#/job?id=1')).toEqual(['@campus/mf-header/header', '@campus/mf-student', '@campus/mf-header/footer']);
    expect(activeApps(normal, '#/wenList')).toEqual(['@campus/mf-header/header', '@campus/mf-content', '@campus/mf-header/footer']);
  });

  it('follows the layout flags of the route table', () => {
    expect(activeApps(normal, '#/videoDetail')).toEqual(['@campus/mf-header/header', '@campus/mf-content']);
    expect(activeApps(normal, '#/subApp/interviewRoom')).toEqual(['@campus/mf-student']);
    expect(activeApps(normal, '#/about')).toEqual(['@campus/mf-content']);
  });

  it('loads mf-auth for its own routes and once a dialog is requested', () => {
    expect(activeApps(normal, '#/login')).toContain('@campus/mf-auth');
    expect(activeApps(normal, '#/')).not.toContain('@campus/mf-auth');
    expect(activeApps(normal, '#/', true)).toContain('@campus/mf-auth');
  });

  it('gives each application its own area', () => {
    const areas = appSpecs(normal, () => false).map((spec) => spec.area.id);
    expect(areas).toEqual(['app-header', 'app-mf-home', 'app-mf-auth', 'app-mf-student', 'app-mf-content', 'app-footer']);
    expect(document.getElementById('app-main')?.children).toHaveLength(4);
  });
});

describe.each(['transferLogin', 'organiserLogin'] as const)('the %s page', (kind) => {
  const page = site({ kind });

  it('is a whole page of mf-home on every route but the hand-off', () => {
    expect(activeApps(page, '#/')).toEqual(['@campus/mf-home']);
    expect(activeApps(page, '#/job?id=1')).toEqual(['@campus/mf-home']);
    expect(activeApps(page, '#/transferPage?user_id=1')).toEqual(['@campus/mf-auth']);
  });
});
