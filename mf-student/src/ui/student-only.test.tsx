import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logIn, recordDialogs, resetBus } from '@campus/shared-utils/testing';
import { StudentOnly } from './student-only';

beforeEach(() => resetBus());

const page = () => (
  <StudentOnly what="查看简历">
    <p>我的简历内容</p>
  </StudentOnly>
);

describe('StudentOnly', () => {
  it('asks a visitor to log in as a student, on arrival and from the prompt', async () => {
    const dialogs = recordDialogs();
    render(page());
    expect(screen.queryByText('我的简历内容')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '登录后即可查看简历' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '学生登录' }));
    expect(dialogs.requests).toEqual([
      { kind: 'studentLogin', jumpMode: 3 },
      { kind: 'studentLogin', jumpMode: 3 },
    ]);
    dialogs.stop();
  });

  it('shows the page once the student has logged in, without a reload', () => {
    render(page());
    logIn({ state: 1, userId: '7' });
    expect(screen.getByText('我的简历内容')).toBeInTheDocument();
  });

  it('offers an employer the switch to a student identity', async () => {
    logIn({ state: 2, comKeyUser: 'k' });
    const dialogs = recordDialogs();
    render(page());
    expect(screen.getByRole('heading', { name: '切换为学生身份登录后方可查看' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '切换为学生' }));
    expect(dialogs.requests).toEqual([{ kind: 'switchIdentity' }, { kind: 'switchIdentity' }]);
    expect(screen.queryByText('我的简历内容')).not.toBeInTheDocument();
    dialogs.stop();
  });

  it('shows a student who logs out on the page the prompt, without opening a dialog', () => {
    logIn({ state: 1, userId: '7' });
    const dialogs = recordDialogs();
    render(page());
    logIn({ state: 0 });
    expect(screen.getByRole('heading', { name: '登录后即可查看简历' })).toBeInTheDocument();
    expect(dialogs.requests).toEqual([]);
    dialogs.stop();
  });
});
