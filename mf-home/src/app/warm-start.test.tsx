import { render, screen } from '@testing-library/react';
import { api } from '@campus/shared-utils';
import { NewHome } from '../features/new-home/components/new-home';
import { mainSite, provinceSite, schoolSite } from '../testing/bus';
import { installDomStubs } from '../testing/dom';
import { homeConfig, links, ok } from '../testing/fixtures';
import { takeEarly } from '../utils/early';
import { warmStart } from './warm-start';

installDomStubs();
afterEach(() => jest.restoreAllMocks());

const ready = (info = mainSite()) => ({ status: 'ready' as const, info, mode: { kind: 'normal' as const, home: '/' } });

describe('warmStart', () => {
  it('starts the new home’s first call at bootstrap, and the page uses it instead of calling again', async () => {
    const get = jest.spyOn(api.home, 'getResource').mockResolvedValue(ok({ banner_list: links(1), company_famous_list: [], recruit_hot: '[]' }));
    await warmStart(ready());
    expect(get).toHaveBeenCalledTimes(1);
    render(<NewHome info={mainSite()} />);
    expect(await screen.findByRole('img', { name: '活动1' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('starts the configurable home’s config call for the site’s domain', async () => {
    const get = jest.spyOn(api.home, 'getConfig').mockResolvedValue(ok(homeConfig()));
    await warmStart(ready(schoolSite()));
    expect(get).toHaveBeenCalledWith('school.localhost');
    expect(takeEarly('config:school.localhost')).toBeDefined();
    expect(takeEarly('config:school.localhost')).toBeUndefined();
  });

  it('starts nothing for the other pages or before the site is known', async () => {
    const resource = jest.spyOn(api.home, 'getResource');
    const config = jest.spyOn(api.home, 'getConfig');
    await warmStart(ready(provinceSite()));
    await warmStart({ status: 'loading' });
    expect(resource).not.toHaveBeenCalled();
    expect(config).not.toHaveBeenCalled();
  });
});
