import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, loadStudentInfo } from '@campus/shared-utils';
import { logIn, provinceSite, resetBus } from '../../../testing/bus';
import { failed, ok } from '../../../testing/fixtures';
import { OldHome } from './old-home';
import { recordDialogs, studentInfo } from '@campus/shared-utils/testing';

const QR = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => resetBus());
afterEach(() => jest.restoreAllMocks());

const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('article')!;

describe('OldHome', () => {
  it('shows the three entry cards, three selling points and the four figures', () => {
    render(<OldHome info={provinceSite()} />);
    expect(screen.getByRole('heading', { level: 1, name: '江海省大学生就业服务平台' })).toBeInTheDocument();
    for (const name of ['学生求职', '企业招聘', '高校管理']) expect(card(name)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '平台优势' })).getAllByRole('heading', { level: 2 })).toHaveLength(3);
    const figures = screen.getByRole('region', { name: '服务成果' });
    expect(within(figures).getAllByRole('definition').map((d) => d.textContent)).toEqual(['500000+', '20000+', '1000+', '1+X']);
    expect(within(figures).getAllByRole('term').map((d) => d.textContent)).toEqual(['学生', '企业', '高校', '就业服务模式']);
  });

  it('opens a dialog with the QR code and the scan-for-more-positions text for student job seeking', async () => {
    const create = jest.spyOn(api.site, 'createQrParameter').mockResolvedValue(ok({ QRcode: QR, qr_parameter_id: 'q', url: '' }));
    render(<OldHome info={provinceSite()} />);
    await userEvent.setup().click(within(card('学生求职')).getByRole('button', { name: '找工作' }));
    const dialog = await screen.findByRole('dialog', { name: '学生求职' });
    expect(await within(dialog).findByRole('img', { name: '微信扫码查看更多职位' })).toHaveAttribute('src', QR);
    expect(within(dialog).getByText('更多职位，请使用微信扫码查看')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({ type: '4' });
  });

  it('says 接口请求失败 when the QR code cannot be made', async () => {
    jest.spyOn(api.site, 'createQrParameter').mockResolvedValue(failed());
    render(<OldHome info={provinceSite()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '找工作' }));
    expect(await screen.findByText('接口请求失败')).toBeInTheDocument();
  });

  it('sends "improve resume" to /login without a user id, telling it to come back to the resume', () => {
    render(<OldHome info={provinceSite()} />);
    expect(screen.getByRole('link', { name: '完善简历' })).toHaveAttribute('href', '#/login?to=/resume');
  });

  it('asks a school admin or an employer to switch identity, never to create a resume', async () => {
    const dialogs = recordDialogs();
    logIn({ state: 3, userId: '12' });
    render(<OldHome info={provinceSite()} />);
    expect(screen.queryByRole('link', { name: '完善简历' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: '完善简历' }));
    expect(dialogs.requests).toEqual([{ kind: 'switchIdentity' }]);
    dialogs.stop();
  });

  it('sends "improve resume" to /resume when the resume has a name, /resume_create when not', () => {
    logIn({ state: 1, userId: '7' }, studentInfo());
    const { unmount } = render(<OldHome info={provinceSite()} />);
    expect(screen.getByRole('link', { name: '完善简历' })).toHaveAttribute('href', '#/resume_create');
    logIn({ state: 1, userId: '7' }, studentInfo({ has_resume: 1, resume_name: '李明' }));
    expect(screen.getByRole('link', { name: '完善简历' })).toHaveAttribute('href', '#/resume');
    unmount();
    // the resume data kept in the session counts too
    logIn({ state: 1, userId: '7' });
    window.sessionStorage.setItem('resume_data', JSON.stringify({ name: '王芳' }));
    render(<OldHome info={provinceSite()} />);
    expect(screen.getByRole('link', { name: '完善简历' })).toHaveAttribute('href', '#/resume');
  });

  it.each([
    ['as the server sends it now', { has_resume: 1 as const, resume_name: '李明' }, '#/resume'],
    ['by the flag alone', { has_resume: 1 as const }, '#/resume'],
    ['without a resume', { has_resume: 0 as const, resume_name: '' }, '#/resume_create'],
  ])('follows getcommon %s, in a tab where the resume page was never opened', async (_case, resume, href) => {
    const common = jest
      .spyOn(api.user, 'getCommon')
      .mockResolvedValue(ok(studentInfo(resume)));
    logIn({ state: 1, userId: '7' });
    expect(window.sessionStorage.getItem('resume_data')).toBeNull();
    await act(async () => {
      await loadStudentInfo();
    });
    expect(common).toHaveBeenCalledTimes(1);
    render(<OldHome info={provinceSite()} />);
    expect(screen.getByRole('link', { name: '完善简历' })).toHaveAttribute('href', href);
  });

  it('opens the company portal and the university portal in new windows', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    render(<OldHome info={provinceSite()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '企业招聘：立即进入' }));
    await user.click(screen.getByRole('button', { name: '高校管理：立即进入' }));
    expect(open.mock.calls).toEqual([
      ['/company/#/', '_blank', 'noopener'],
      ['/school/#/dashboard', '_blank', 'noopener'],
    ]);
  });
});
