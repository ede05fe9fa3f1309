import { api } from './api';
import { http } from './http';
import { resetPageAnswers, takePageAnswer } from './page-answers';

function putHints(hints: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'campus-hints';
  script.textContent = JSON.stringify(hints);
  document.head.append(script);
}

afterEach(() => {
  document.getElementById('campus-hints')?.remove();
  resetPageAnswers();
  jest.restoreAllMocks();
});

const envelope = (data: object) => ({ apiStatus: true, msg: 'success', data: { code: 0, msg: 'success', ...data } });

describe('answers sent with the page', () => {
  it('answers the new home’s first resource call from the page, once; the next call asks the server', async () => {
    putHints({ answers: { resource: envelope({ banner_list: [{ id: 1, img_url: '/b.svg', jump_link: '', title: '春招' }], company_famous_list: [], recruit_hot: '[]' }) } });
    const get = jest.spyOn(http, 'get').mockResolvedValue({ apiStatus: true, code: 0, msg: 'success', banner_list: [], company_famous_list: [], recruit_hot: '[]' } as never);
    const first = await api.home.getResource();
    expect(first.apiStatus && first.banner_list.map((b) => b.title)).toEqual(['春招']);
    expect(get).not.toHaveBeenCalled();
    await api.home.getResource();
    expect(get).toHaveBeenCalledWith('/api/site/gethomeresource');
  });

  it('matches the configurable home’s answer by domain', async () => {
    putHints({ answers: { 'config:school.localhost': envelope({ show_all: 1 }) } });
    expect(takePageAnswer('config:other.localhost')).toBeUndefined();
    await expect(takePageAnswer('config:school.localhost')).resolves.toMatchObject({ apiStatus: true, show_all: 1 });
  });

  it('reads a failed answer as a failure, and a page without hints as no answer', async () => {
    putHints({ answers: { resource: { apiStatus: false, msg: 'x', data: { code: 50001, msg: '请求失败' } } } });
    await expect(takePageAnswer('resource')).resolves.toEqual({ apiStatus: false, code: 50001, msg: '请求失败' });
    document.getElementById('campus-hints')!.remove();
    resetPageAnswers();
    expect(takePageAnswer('resource')).toBeUndefined();
  });
});
