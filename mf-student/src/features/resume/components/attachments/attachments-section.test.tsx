import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import type { ApiResult, ResumeAttachment } from '@campus/shared-utils/student';
import { attachment, failed, file, ok } from '../../../../testing/resume-fixtures';
import { AttachmentsSection } from './attachments-section';

afterEach(() => jest.restoreAllMocks());

const section = () => screen.getByRole('region', { name: '附件简历' });
const picker = () => section().querySelector<HTMLInputElement>('input[type=file]')!;
const names = () => within(section()).queryAllByRole('listitem').map((li) => li.querySelector('span > span')?.textContent);

describe('AttachmentsSection', () => {
  it('lists the attachments, and says when there are none', async () => {
    jest.spyOn(api.resume, 'getAttachment').mockResolvedValueOnce(ok({ list: [attachment(2, { name: '新.pdf' }), attachment(1, { name: '旧.docx', mime: 'application/msword', size: 1_572_864 })] }));
    const { unmount } = render(<AttachmentsSection />);
    await waitFor(() => expect(names()).toEqual(['新.pdf', '旧.docx']));
    expect(within(section()).getByText('1.5MB · 上传于 2026-11-01')).toBeInTheDocument();
    // only PDFs are previewed in the page; every file can be downloaded
    expect(within(section()).getByRole('button', { name: '预览 新.pdf' })).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: '预览 旧.docx' })).not.toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: '下载 旧.docx' })).toHaveAttribute('href', '/api/resume/viewattachment?id=1&download=1');
    unmount();
    jest.spyOn(api.resume, 'getAttachment').mockResolvedValueOnce(ok({ list: [] }));
    render(<AttachmentsSection />);
    expect(await screen.findByText(/还没有附件简历/)).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    const load = jest.spyOn(api.resume, 'getAttachment').mockResolvedValueOnce(failed('请求失败')).mockResolvedValueOnce(ok({ list: [attachment(1)] }));
    const user = userEvent.setup();
    render(<AttachmentsSection />);
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(names()).toEqual(['简历1.pdf']));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses a wrong type or an oversized file before sending it', async () => {
    jest.spyOn(api.resume, 'getAttachment').mockResolvedValue(ok({ list: [] }));
    const upload = jest.spyOn(api.resume, 'upload');
    const user = userEvent.setup({ applyAccept: false });
    render(<AttachmentsSection />);
    await screen.findByText(/还没有附件简历/);
    expect(within(section()).getByText('支持 PDF、DOC、DOCX 格式，单个文件不超过5MB，最多5份')).toBeInTheDocument();
    await user.upload(picker(), file('照片.png', 100, 'image/png'));
    expect(within(section()).getByRole('alert')).toHaveTextContent('仅支持上传PDF、DOC、DOCX格式的简历');
    await user.upload(picker(), file('大.pdf', 5 * 1024 * 1024 + 1));
    expect(within(section()).getByRole('alert')).toHaveTextContent('附件大小不能超过5MB');
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads with progress and lists the new file first', async () => {
    jest.spyOn(api.resume, 'getAttachment').mockResolvedValue(ok({ list: [attachment(1)] }));
    let progress: (p: number) => void = () => undefined;
    let finish: (r: ApiResult<ResumeAttachment>) => void = () => undefined;
    jest.spyOn(api.resume, 'upload').mockImplementation((_file, options) => {
      progress = options?.onProgress ?? progress;
      return new Promise((resolve) => (finish = resolve));
    });
    const user = userEvent.setup();
    render(<AttachmentsSection />);
    await waitFor(() => expect(names()).toEqual(['简历1.pdf']));
    await user.upload(picker(), file('我的简历.pdf', 1000));
    act(() => progress(40));
    expect(within(section()).getByRole('progressbar', { name: '上传进度' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(section()).getByRole('button', { name: '上传附件简历' })).toBeDisabled();
    await act(async () => finish(ok(attachment(5, { name: '我的简历.pdf' }))));
    expect(within(section()).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(names()).toEqual(['我的简历.pdf', '简历1.pdf']);
  });

  it('says a timed-out upload took too long, in place', async () => {
    jest.spyOn(api.resume, 'getAttachment').mockResolvedValue(ok({ list: [] }));
    jest.spyOn(api.resume, 'upload').mockResolvedValue(failed('请求超时，请稍后重试', -1));
    const user = userEvent.setup();
    render(<AttachmentsSection />);
    await screen.findByText(/还没有附件简历/);
    await user.upload(picker(), file('简历.pdf', 1000));
    expect(await within(section()).findByRole('alert')).toHaveTextContent('上传超时，请检查网络后重试');
  });

  it('stops taking files at five', async () => {
    jest.spyOn(api.resume, 'getAttachment').mockResolvedValue(ok({ list: [1, 2, 3, 4, 5].map((id) => attachment(id)) }));
    render(<AttachmentsSection />);
    expect(await screen.findByText('最多上传5份附件简历，请先删除不需要的附件')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: '上传附件简历' })).toBeDisabled();
  });

  it('previews a PDF in the page and deletes after the confirm', async () => {
    jest.spyOn(api.resume, 'getAttachment').mockResolvedValue(ok({ list: [attachment(3, { name: '简历.pdf' })] }));
    const del = jest.spyOn(api.resume, 'deleteAttachment').mockResolvedValue(ok({ id: 3 }));
    const user = userEvent.setup();
    render(<AttachmentsSection />);
    await user.click(await screen.findByRole('button', { name: '预览 简历.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: '预览：简历.pdf' });
    expect(within(dialog).getByTitle('附件预览：简历.pdf')).toHaveAttribute('src', '/api/resume/viewattachment?id=3');
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '删除 简历.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('确定删除该附件简历吗？简历.pdf');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText(/还没有附件简历/)).toBeInTheDocument();
    expect(del).toHaveBeenCalledWith(3);
  });
});
