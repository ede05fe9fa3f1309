import { api } from '../api/api';
import { auth$, EMPTY_AUTH } from '../bus/streams';
import { transferUrl } from './transfer';

afterEach(() => {
  jest.restoreAllMocks();
  auth$.next(EMPTY_AUTH);
});

const ticket = (value: string) => ({ apiStatus: true as const, code: 0, msg: 'success', ticket: value });

describe('transferUrl', () => {
  it('hands a student over with user_id, login_type and a ticket for the target', async () => {
    auth$.next({ ...EMPTY_AUTH, state: 1, userId: '31' });
    const issue = jest.spyOn(api.auth, 'transferTicket').mockResolvedValue(ticket('t k'));
    await expect(transferUrl('http://school.localhost:8080/')).resolves.toBe(
      'http://school.localhost:8080/#/transferPage?user_id=31&login_type=student&ticket=t+k',
    );
    expect(issue).toHaveBeenCalledWith('http://school.localhost:8080');
  });

  it('hands an employer over with com_key_user', async () => {
    auth$.next({ ...EMPTY_AUTH, state: 2, comKeyUser: 'E5' });
    jest.spyOn(api.auth, 'transferTicket').mockResolvedValue(ticket('x'));
    await expect(transferUrl('https://uni.example.cn/some/page')).resolves.toBe('https://uni.example.cn/#/transferPage?com_key_user=E5&login_type=company&ticket=x');
  });

  it('sends a visitor, or a login without a ticket, to the target’s home', async () => {
    const issue = jest.spyOn(api.auth, 'transferTicket').mockResolvedValue({ apiStatus: false, code: 20011, msg: '' });
    await expect(transferUrl('http://school.localhost:8080')).resolves.toBe('http://school.localhost:8080/#/');
    expect(issue).not.toHaveBeenCalled();
    auth$.next({ ...EMPTY_AUTH, state: 3, userId: '12' });
    await expect(transferUrl('http://school.localhost:8080')).resolves.toBe('http://school.localhost:8080/#/');
  });
});
