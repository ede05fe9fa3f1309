import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@campus/shared-utils/student';
import { failed, file, ok } from '../../../../testing/resume-fixtures';
import { PhotoUpload } from './photo-upload';

afterEach(() => jest.restoreAllMocks());

const picker = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type=file]')!;

describe('PhotoUpload', () => {
  it('checks the picture before sending it', async () => {
    const upload = jest.spyOn(api.resume, 'uploadPhoto');
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<PhotoUpload hasPhoto={false} onUploaded={() => undefined} />);
    expect(screen.getByText('JPG/PNG，不超过2MB')).toBeInTheDocument();
    await user.upload(picker(container), file('a.gif', 10, 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('照片仅支持JPG、PNG格式');
    await user.upload(picker(container), file('a.jpg', 2 * 1024 * 1024 + 1, 'image/jpeg'));
    expect(screen.getByRole('alert')).toHaveTextContent('照片大小不能超过2MB');
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends a good picture and hands on the new photo; a refusal is said in place', async () => {
    jest.spyOn(api.resume, 'uploadPhoto').mockResolvedValueOnce(failed('照片仅支持JPG、PNG格式', 41009)).mockResolvedValueOnce(ok({ photo: '/api/resume/photo?key=abc' }));
    const onUploaded = jest.fn();
    const user = userEvent.setup();
    const { container } = render(<PhotoUpload hasPhoto onUploaded={onUploaded} />);
    await user.upload(picker(container), file('me.png', 100, 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('照片仅支持JPG、PNG格式');
    await user.upload(picker(container), file('me.png', 100, 'image/png'));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('/api/resume/photo?key=abc'));
    expect(screen.getByRole('button', { name: '更换照片' })).toBeEnabled();
  });
});
