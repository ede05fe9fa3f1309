import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { api, site$ } from '@campus/shared-utils';
import { busSubscriberCounts } from '@campus/shared-utils/testing';
import { footer, header } from './mf-header';
import { logIn, publishSite, resetBus, siteInfo, studentInfo } from './testing/bus';

beforeEach(() => {
  resetBus();
  // the footer asks for company info; keep it unanswered so no request leaves the test
  jest.spyOn(api.site, 'getCompanySiteInfo').mockReturnValue(new Promise(() => undefined));
});

/** The custom props single-spa passes to an application's lifecycles. */
function propsFor(name: string, domElement: HTMLElement) {
  const singleSpa = {};
  return { name, domElement, singleSpa, mountParcel: jest.fn() } as unknown as Parameters<typeof header.mount>[0];
}

afterEach(() => jest.restoreAllMocks());

describe('single-spa lifecycles', () => {
  it('mount the header and the footer into the given elements and unmount them cleanly', async () => {
    const headerArea = document.body.appendChild(document.createElement('header'));
    const footerArea = document.body.appendChild(document.createElement('footer'));
    publishSite(siteInfo());
    const headerProps = propsFor('@campus/mf-header/header', headerArea);
    const footerProps = propsFor('@campus/mf-header/footer', footerArea);

    await header.bootstrap(headerProps);
    await footer.bootstrap(footerProps);
    // the lifecycles resolve after React has committed, so render inside act and wait afterwards
    let mounted: Promise<unknown> = Promise.resolve();
    act(() => {
      mounted = Promise.all([header.mount(headerProps), footer.mount(footerProps)]);
    });
    await act(() => mounted);
    expect(headerArea).toContainElement(screen.getByRole('navigation', { name: '主导航' }));
    // the footer renders once the page is idle (app/footer-app.tsx)
    await waitFor(() => expect(footerArea).toHaveTextContent('京ICP备00000000号-1'));

    let unmounted: Promise<unknown> = Promise.resolve();
    act(() => {
      unmounted = Promise.all([header.unmount(headerProps), footer.unmount(footerProps)]);
    });
    await act(() => unmounted);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(site$.observed).toBe(false);
    headerArea.remove();
    footerArea.remove();
  });

  it('leave every bus stream with the subscribers it had before, mounted and unmounted again and again for a student', async () => {
    const headerArea = document.body.appendChild(document.createElement('header'));
    const footerArea = document.body.appendChild(document.createElement('footer'));
    publishSite(siteInfo());
    logIn({ state: 1, userId: '7' }, studentInfo({ has_resume: 1 }));
    const headerProps = propsFor('@campus/mf-header/header', headerArea);
    const footerProps = propsFor('@campus/mf-header/footer', footerArea);
    await header.bootstrap(headerProps);
    await footer.bootstrap(footerProps);
    const before = busSubscriberCounts();
    // as above: the lifecycles resolve after React has committed, so start them inside act and wait afterwards
    const inAct = async (lifecycle: () => Promise<unknown>) => {
      let done: Promise<unknown> = Promise.resolve();
      act(() => {
        done = lifecycle();
      });
      await act(() => done);
    };
    for (let round = 0; round < 3; round += 1) {
      await inAct(() => Promise.all([header.mount(headerProps), footer.mount(footerProps)]));
      expect(busSubscriberCounts()['auth$']).toBeGreaterThan(before['auth$']);
      await inAct(() => Promise.all([header.unmount(headerProps), footer.unmount(footerProps)]));
      expect(busSubscriberCounts()).toEqual(before);
    }
    expect(headerArea).toBeEmptyDOMElement();
    headerArea.remove();
    footerArea.remove();
  });
});
