import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { authEvents$ } from '@campus/shared-utils';
import { failed, logIn, ok, publishSite, recordDialogs, resetBus, siteInfo } from '@campus/shared-utils/testing';
import { file } from '../../../testing/resume-fixtures';
import { renderRoute as renderAt } from '@campus/shared-utils/testing';
import { keepDraft, loadDraft } from '../draft/resume-parse';
import { draft } from '../testing/fixtures';
import { WritingPage } from './writing-page';

beforeEach(() => {
  resetBus();
  localStorage.clear();
  publishSite(siteInfo({ is_open_ai: 1 }));
});
afterEach(() => jest.restoreAllMocks());

const picker = () => screen.getByLabelText('选择简历文件');

describe('WritingPage', () => {
  it('asks a visitor who came from the header (isAuth=1) to log in, landing as jump mode 9 says', () => {
    const dialogs = recordDialogs();
    renderAt('/subApp/aiIntelligentfilling', <WritingPage />, '/subApp/aiIntelligentfilling?isAuth=1');
    expect(screen.getByRole('heading', { level: 1, name: 'AI简历撰写' })).toBeInTheDocument();
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 9 }]);
    dialogs.stop();
  });

  it('reads an uploaded resume into a draft kept under resume_parse and opens it', async () => {
    logIn({ state: 1, userId: '7' });
    const parse = jest.spyOn(api.ai, 'parse').mockResolvedValue(ok(draft()));
    renderAt('/aiIntelligentfilling', <WritingPage />);
    await userEvent.setup().upload(picker(), file('王小明简历.pdf', 2048));
    expect(parse).toHaveBeenCalledWith(expect.any(File), expect.any(Function));
    expect(window.location.hash).toBe('#/aiResumeDetail');
    expect(loadDraft()).toMatchObject({ origin: 'file', fileName: '王小明简历.pdf', draft: { basic: { value: { name: '王小明' } } } });
  });

  it('shows which page OCR reads while a photo or a scan is read', async () => {
    logIn({ state: 1, userId: '7' });
    let finish: (value: Awaited<ReturnType<typeof api.ai.parse>>) => void = () => undefined;
    jest.spyOn(api.ai, 'parse').mockImplementation((_file, onPage) => {
      onPage?.(2, 3);
      return new Promise((resolve) => (finish = resolve));
    });
    renderAt('/aiIntelligentfilling', <WritingPage />);
    await userEvent.setup().upload(picker(), file('简历照片.jpg', 4096, 'image/jpeg'));
    expect(await screen.findByRole('status')).toHaveTextContent('识别中，第2页/共3页');
    finish(ok(draft()));
    await waitFor(() => expect(window.location.hash).toBe('#/aiResumeDetail'));
  });

  it('says so when a file is not a resume, has no text, or is of another type, and keeps no draft', async () => {
    logIn({ state: 1, userId: '7' });
    const user = userEvent.setup({ applyAccept: false });
    const parse = jest
      .spyOn(api.ai, 'parse')
      .mockResolvedValueOnce(ok(draft({ low_confidence: 1, confidence: 0.1 })))
      .mockResolvedValueOnce(failed('未能识别文字，请上传文字版简历', 45005));
    renderAt('/aiIntelligentfilling', <WritingPage />);
    await user.upload(picker(), file('小说.pdf', 4096));
    expect(await screen.findByRole('alert')).toHaveTextContent('这份文件看起来不是简历');
    await user.upload(picker(), file('扫描件.pdf', 4096));
    expect(await screen.findByRole('alert')).toHaveTextContent('未能识别文字，请上传文字版简历');
    await user.upload(picker(), file('简历.doc', 4096, 'application/msword'));
    expect(await screen.findByRole('alert')).toHaveTextContent('仅支持上传PDF、DOCX格式的简历');
    expect(parse).toHaveBeenCalledTimes(2);
    expect(loadDraft()).toBeNull();
  });

  it('lets a visitor log in before the upload (jump mode 10) and continue on this page', async () => {
    const dialogs = recordDialogs();
    renderAt('/aiIntelligentfilling', <WritingPage />);
    await userEvent.setup().click(picker());
    expect(dialogs.requests).toEqual([{ kind: 'studentLogin', jumpMode: 10 }]);
    logIn({ state: 1, userId: '7' });
    authEvents$.next({ type: 'aiResumeStart' });
    expect(await screen.findByLabelText('选择简历文件')).toHaveFocus();
    dialogs.stop();
  });

  it('offers an unsaved draft to continue, and the wish form to a student', async () => {
    logIn({ state: 1, userId: '7' });
    keepDraft({ origin: 'wish', fileName: '', draft: draft(), variants: {} });
    const user = userEvent.setup();
    renderAt('/aiIntelligentfilling', <WritingPage />);
    expect(screen.getByText('您有一份尚未保存的AI简历草稿（王小明）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '继续编辑' })).toHaveAttribute('href', '#/aiResumeDetail');
    await user.click(screen.getByRole('button', { name: '开始填写' }));
    expect(window.location.hash).toBe('#/aiResumeBasicInfo');
  });
});
