import { logIn, recordDialogs, resetBus } from '@campus/shared-utils/testing';
import { auth$, EMPTY_AUTH } from '@campus/shared-utils';
import { watchLoginQuery } from './login-query';

let dialogs: ReturnType<typeof recordDialogs>;
let stop: (() => void) | null = null;

function navigate(hash: string): void {
  window.location.hash = hash;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

beforeEach(() => {
  resetBus();
  window.location.hash = '';
  dialogs = recordDialogs();
});
afterEach(() => {
  stop?.();
  stop = null;
  dialogs.stop();
});

describe('isLogin=1 in the hash query', () => {
  it('opens the student login for a visitor at once, once per navigation', () => {
    window.location.hash = '#/?isLogin=1';
    stop = watchLoginQuery();
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 1 }]);
    auth$.next({ ...EMPTY_AUTH });
    expect(dialogs.requests).toHaveLength(1);
  });

  it('asks again after navigating away and back, on any page', () => {
    stop = watchLoginQuery();
    navigate('#/subApp/companyList');
    navigate('#/subApp/jobRecommend?isLogin=1');
    navigate('#/wenList?id=3&isLogin=1');
    expect(dialogs.requests).toEqual([
      { kind: 'studentLogin', jumpMode: 1 },
      { kind: 'studentLogin', jumpMode: 1 },
    ]);
  });

  it('does nothing for a logged-in user, without the flag, or once stopped', () => {
    logIn({ state: 1, userId: '7' });
    window.location.hash = '#/?isLogin=1';
    stop = watchLoginQuery();
    navigate('#/subApp/companyList?isLogin=0');
    expect(dialogs.requests).toEqual([]);
    stop();
    stop = null;
    auth$.next({ ...EMPTY_AUTH });
    navigate('#/?isLogin=1');
    expect(dialogs.requests).toEqual([]);
  });

  it('asks a user whose session turned out to be over (the start-up check cleared it)', () => {
    logIn({ state: 3, userId: '9' });
    window.location.hash = '#/?isLogin=1';
    stop = watchLoginQuery();
    expect(dialogs.requests).toEqual([]);
    auth$.next({ ...EMPTY_AUTH });
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 1 }]);
  });
});

describe('login=<role> in the hash query (the back-office placeholders\' log-in links)', () => {
  it('opens the employer, school or channel login once per navigation', () => {
    window.location.hash = '#/?login=employer';
    stop = watchLoginQuery();
    navigate('#/?login=school');
    navigate('#/subApp/companyList?login=channel');
    navigate('#/?login=somebody');
    expect(dialogs.requests).toEqual([{ kind: 'employer', view: 'login' }, { kind: 'schoolLogin' }, { kind: 'channelLogin' }]);
  });

  it('opens it for a user logged in with another role, not for one who has it', () => {
    logIn({ state: 1, userId: '7' });
    window.location.hash = '#/?login=employer';
    stop = watchLoginQuery();
    logIn({ state: 3, userId: '8' });
    navigate('#/?login=school');
    expect(dialogs.requests).toEqual([{ kind: 'employer', view: 'login' }]);
  });
});
