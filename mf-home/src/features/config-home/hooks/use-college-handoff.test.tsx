import { act, renderHook } from '@testing-library/react';
import { api } from '@campus/shared-utils';
import { logIn, resetBus } from '../../../testing/bus';
import { failed, ok } from '../../../testing/fixtures';
import { useCollegeHandoff } from './use-college-handoff';

let open: jest.SpyInstance;
let tab: { opener: unknown; location: { href: string } };
beforeEach(() => {
  resetBus();
  tab = { opener: window, location: { href: 'about:blank' } };
  open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
});
afterEach(() => jest.restoreAllMocks());

async function openCollege(domain = 'dept.school.localhost') {
  const { result } = renderHook(() => useCollegeHandoff());
  await act(() => result.current(domain));
}

describe('useCollegeHandoff', () => {
  it('opens the college’s site without ids for a visitor, asking for no ticket', async () => {
    const ticket = jest.spyOn(api.auth, 'transferTicket');
    await openCollege();
    expect(open).toHaveBeenCalledWith('http://dept.school.localhost/#/', '_blank', 'noopener');
    expect(ticket).not.toHaveBeenCalled();
  });

  it('hands a logged-in student over to the college’s transferPage with a ticket for that host', async () => {
    logIn({ state: 1, userId: '42' });
    const ticket = jest.spyOn(api.auth, 'transferTicket').mockResolvedValue(ok({ ticket: 'signed.ticket' }));
    await openCollege('dept.school.localhost');
    expect(ticket).toHaveBeenCalledWith('http://dept.school.localhost');
    // the tab opens with the click, before the ticket arrives, and is cut from this page
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('http://dept.school.localhost/#/transferPage?user_id=42&login_type=student&ticket=signed.ticket');
  });

  it('hands an employer over by the employer key', async () => {
    logIn({ state: 2, comKeyUser: 'ck-9' });
    jest.spyOn(api.auth, 'transferTicket').mockResolvedValue(ok({ ticket: 't' }));
    await openCollege();
    expect(tab.location.href).toBe('http://dept.school.localhost/#/transferPage?com_key_user=ck-9&login_type=company&ticket=t');
  });

  it('opens the college’s site without ids when the ticket call fails', async () => {
    logIn({ state: 3, userId: '5' });
    jest.spyOn(api.auth, 'transferTicket').mockResolvedValue(failed('未登录', 20011));
    await openCollege();
    expect(tab.location.href).toBe('http://dept.school.localhost/#/');
  });

  it('falls back to a plain new tab when the browser gave none at first', async () => {
    logIn({ state: 1, userId: '42' });
    open.mockReturnValueOnce(null);
    jest.spyOn(api.auth, 'transferTicket').mockResolvedValue(ok({ ticket: 't' }));
    await openCollege();
    expect(open).toHaveBeenLastCalledWith('http://dept.school.localhost/#/transferPage?user_id=42&login_type=student&ticket=t', '_blank', 'noopener');
  });

  it('ignores a domain that is not a host name', async () => {
    await openCollege('javascript:alert(1)');
    expect(open).not.toHaveBeenCalled();
  });
});
