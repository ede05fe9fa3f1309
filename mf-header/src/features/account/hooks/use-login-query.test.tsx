import { render } from '@testing-library/react';
import { HeaderApp } from '../../../app/header-app';
import { atHash, logIn, navigate, publishSite, recordDialogs, resetBus, siteInfo, studentInfo } from '../../../testing/bus';

let dialogs: ReturnType<typeof recordDialogs>;
beforeEach(() => {
  resetBus();
  dialogs = recordDialogs();
});
afterEach(() => dialogs.stop());

describe('isLogin=1 in the hash query', () => {
  it('opens the student login for a visitor once the site is known, once per navigation', () => {
    atHash('#/?isLogin=1');
    const { rerender } = render(<HeaderApp />);
    expect(dialogs.requests).toEqual([]);
    publishSite(siteInfo());
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 1 }]);
    rerender(<HeaderApp />);
    publishSite(siteInfo({ show_about: 0 }));
    expect(dialogs.requests).toHaveLength(1);
  });

  it('asks again after navigating away and back', () => {
    atHash('#/?isLogin=1');
    render(<HeaderApp />);
    publishSite(siteInfo());
    navigate('#/subApp/companyList');
    navigate('#/subApp/jobRecommend?isLogin=1');
    expect(dialogs.requests).toEqual([
      { kind: 'studentLogin', jumpMode: 1 },
      { kind: 'studentLogin', jumpMode: 1 },
    ]);
  });

  it('does nothing for a logged-in user or without the flag', () => {
    atHash('#/?isLogin=1');
    logIn({ state: 1, userId: '7' }, studentInfo());
    render(<HeaderApp />);
    publishSite(siteInfo());
    navigate('#/subApp/companyList?isLogin=0');
    expect(dialogs.requests).toEqual([]);
  });
});
