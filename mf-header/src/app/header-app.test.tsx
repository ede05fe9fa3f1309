import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { api, auth$, site$, student$, ui$ } from '@campus/shared-utils';
import { atHash, logIn, navigate, publishOlderSite, publishSite, resetBus, scrollTo, siteInfo, studentInfo } from '../testing/bus';
import { FooterApp } from './footer-app';
import { HeaderApp } from './header-app';

beforeEach(() => {
  resetBus();
  // the footer asks for company info; keep it unanswered so no request leaves the test
  jest.spyOn(api.site, 'getCompanySiteInfo').mockReturnValue(new Promise(() => undefined));
});
afterEach(() => jest.restoreAllMocks());

describe('site states', () => {
  it('renders nothing while the site information loads', () => {
    const header = render(<HeaderApp />);
    const footer = render(<FooterApp />);
    expect(header.container).toBeEmptyDOMElement();
    expect(footer.container).toBeEmptyDOMElement();
  });

  it('shows the platform name without a menu, and the footer shows the error message, when the site failed', () => {
    render(
      <>
        <HeaderApp />
        <FooterApp />
      </>,
    );
    act(() => site$.next({ status: 'failed', message: '网络异常，请检查网络后重试' }));
    expect(screen.getByRole('link', { name: '校园招聘平台' })).toHaveAttribute('href', '#/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '学生登录' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试');
  });

  it('hides itself on routes whose layout flags hide the header', () => {
    atHash('#/subApp/interviewRoom');
    const { container } = render(<HeaderApp />);
    publishSite(siteInfo());
    expect(container).toBeEmptyDOMElement();
    navigate('#/');
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
  });

  it('is the page’s banner landmark, in either generation', async () => {
    const { unmount } = render(<HeaderApp />);
    publishSite(siteInfo());
    expect(screen.getByRole('banner').tagName).toBe('HEADER');
    unmount();
    render(<HeaderApp />);
    await publishOlderSite();
    expect(screen.getByRole('banner').tagName).toBe('HEADER');
  });

  it('widens the new header to 1200 px on resume pages', () => {
    atHash('#/resume');
    render(<HeaderApp />);
    publishSite(siteInfo());
    expect(screen.getByRole('navigation', { name: '主导航' }).parentElement).toHaveClass('wide');
    navigate('#/');
    expect(screen.getByRole('navigation', { name: '主导航' }).parentElement).not.toHaveClass('wide');
  });
});

describe('unmount', () => {
  const WINDOW_EVENTS = ['scroll', 'hashchange', 'popstate'];

  it('removes every subscription and window listener it added, and ignores later emissions', () => {
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    const header = render(<HeaderApp />);
    const footer = render(<FooterApp />);
    publishSite(siteInfo({}, { is_main: false }));
    logIn({ state: 1, userId: '7' }, studentInfo());
    expect(site$.observed).toBe(true);

    header.unmount();
    footer.unmount();

    expect(site$.observed).toBe(false);
    expect(auth$.observed).toBe(false);
    expect(student$.observed).toBe(false);
    for (const type of WINDOW_EVENTS) {
      const count = (spy: jest.SpyInstance) => spy.mock.calls.filter(([t]) => t === type).length;
      expect(count(removed)).toBe(count(added));
    }
    expect(() => {
      site$.next({ status: 'failed', message: 'x' });
      auth$.next({ ...auth$.getValue(), state: 0 });
      student$.next(null);
      scrollTo(50);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    }).not.toThrow();
    expect(ui$.getValue().headerFixed).toBe(false);
    expect(header.container).toBeEmptyDOMElement();
    expect(footer.container).toBeEmptyDOMElement();
  });
});
