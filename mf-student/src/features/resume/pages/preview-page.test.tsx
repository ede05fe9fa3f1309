import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { patchUi, ui$ } from '@campus/shared-utils';
import { api } from '@campus/shared-utils/student';
import { logIn, recordDialogs, resetBus } from '@campus/shared-utils/testing';
import { basic, detail, education, failed, ok, work } from '../../../testing/resume-fixtures';
import { asStudent, renderAt } from '../testing/render';
import { PreviewPage } from './preview-page';

beforeEach(() => {
  resetBus();
  patchUi({ resumeTemplateId: 1 });
});
afterEach(() => jest.restoreAllMocks());

const resume = () => detail({ basic: basic({ name: '<b>李明</b>' }), education_list: [education(1)], work_list: [work(2, { description: '<img src=x onerror=alert(1)>' })] });

describe('PreviewPage', () => {
  it('shows the resume as an employer sees it, every value as text', async () => {
    jest.spyOn(api.resume, 'getDetail').mockResolvedValue(ok(resume()));
    asStudent();
    renderAt('/attentdetail', <PreviewPage />);
    const doc = await screen.findByRole('article', { name: '简历：<b>李明</b>' });
    expect(within(doc).getByRole('heading', { level: 1 })).toHaveTextContent('<b>李明</b>');
    expect(within(doc).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(doc.querySelector('b, img[src="x"]')).toBeNull();
    expect(within(doc).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['教育经历', '实习/工作经历']);
    expect(document.documentElement.dataset.printView).toBe('resume');
  });

  it('keeps the chosen template in the store', async () => {
    jest.spyOn(api.resume, 'getDetail').mockResolvedValue(ok(resume()));
    asStudent();
    const user = userEvent.setup();
    renderAt('/attentdetail', <PreviewPage />);
    const doc = await screen.findByRole('article');
    expect(screen.getByRole('radio', { name: /经典蓝/ })).toBeChecked();
    expect(doc).toHaveClass('t1');
    await user.click(screen.getByRole('radio', { name: /商务双栏/ }));
    expect(ui$.getValue().resumeTemplateId).toBe(3);
    expect(doc).toHaveClass('t3');
    expect(within(doc).getByRole('complementary')).toHaveTextContent('联系方式');
  });

  it('prints from the browser, and goes back to editing', async () => {
    jest.spyOn(api.resume, 'getDetail').mockResolvedValue(ok(resume()));
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    asStudent();
    renderAt('/subApp/attentdetail', <PreviewPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: '打印 / 保存为PDF' }));
    expect(print).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '返回编辑' })).toHaveAttribute('href', '#/subApp/resume');
  });

  it('says there is nothing to preview without a resume, and shows failures', async () => {
    jest.spyOn(api.resume, 'getDetail').mockResolvedValueOnce(ok(detail())).mockResolvedValueOnce(failed('请求失败'));
    asStudent();
    const { unmount } = renderAt('/attentdetail', <PreviewPage />);
    expect(await screen.findByText('你还没有创建简历')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去创建简历' })).toHaveAttribute('href', '#/resume_create');
    unmount();
    await waitFor(() => expect(document.documentElement.dataset.printView).toBeUndefined());
    renderAt('/attentdetail', <PreviewPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('请求失败');
  });

  it('says it is loading until the resume is there', () => {
    jest.spyOn(api.resume, 'getDetail').mockReturnValue(new Promise(() => undefined));
    asStudent();
    renderAt('/attentdetail', <PreviewPage />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载简历…');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('offers another role the switch to a student identity', () => {
    logIn({ state: 4, userId: '3', channelName: '临江市高校毕业生就业服务中心' });
    const dialogs = recordDialogs();
    renderAt('/attentdetail', <PreviewPage />);
    expect(screen.getByRole('heading', { name: '切换为学生身份登录后方可查看' })).toBeInTheDocument();
    expect(dialogs.requests).toEqual([{ kind: 'switchIdentity' }]);
    dialogs.stop();
  });

  it('gates visitors', () => {
    const dialogs = recordDialogs();
    renderAt('/attentdetail', <PreviewPage />);
    expect(screen.getByRole('heading', { name: '登录后即可预览简历' })).toBeInTheDocument();
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 3 }]);
    dialogs.stop();
  });
});
