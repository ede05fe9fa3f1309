import { isPhoneWindow, newTabProps, opensNewTab, PHONE_MEDIA_QUERY } from './link-target';
import { openInNewTab, openRouteInNewTab } from './links';

/** A window whose media queries answer `phone` for the phone query. */
function windowIs(phone: boolean | 'no matchMedia') {
  if (phone === 'no matchMedia') {
    Reflect.deleteProperty(window, 'matchMedia');
    return;
  }
  window.matchMedia = ((query: string) => ({ matches: query === PHONE_MEDIA_QUERY && phone, media: query })) as unknown as typeof window.matchMedia;
}

afterEach(() => windowIs('no matchMedia'));

describe('new tabs on desktop, the same tab on phones', () => {
  it('opens new tabs on a desktop window', () => {
    windowIs(false);
    expect(isPhoneWindow()).toBe(false);
    expect(opensNewTab()).toBe(true);
    expect(newTabProps()).toEqual({ target: '_blank', rel: 'noopener' });
    expect(newTabProps('noopener noreferrer')).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });

  it('keeps links in the tab on a phone', () => {
    windowIs(true);
    expect(isPhoneWindow()).toBe(true);
    expect(opensNewTab()).toBe(false);
    expect(newTabProps()).toEqual({});
  });

  it('treats a window without media queries as a desktop', () => {
    windowIs('no matchMedia');
    expect(opensNewTab()).toBe(true);
  });

  it('opens our own addresses in a new tab on desktop and in this tab on a phone', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    windowIs(false);
    openRouteInNewTab('/subApp/resume', { from: 3 });
    expect(open).toHaveBeenCalledWith('#/subApp/resume?from=3', '_blank', 'noopener');
    windowIs(true);
    openInNewTab('#/subApp/myCollect?from=3');
    expect(open).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#/subApp/myCollect?from=3');
    open.mockRestore();
  });
});
