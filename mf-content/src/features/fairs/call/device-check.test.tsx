import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeviceCheck } from './device-check';

/** A stand-in media stream with the kinds of tracks asked for. */
function fakeStream(kinds: ('audio' | 'video')[]) {
  const tracks = kinds.map((kind) => ({ kind, enabled: true, stop: jest.fn() }));
  return { tracks, getTracks: () => tracks, getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'), getVideoTracks: () => tracks.filter((t) => t.kind === 'video') };
}
const failure = (name: string) => Object.assign(new Error(name), { name });

const getUserMedia = jest.fn();
beforeAll(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  (globalThis as { RTCPeerConnection?: unknown }).RTCPeerConnection = class {};
});
afterAll(() => {
  delete (globalThis as { RTCPeerConnection?: unknown }).RTCPeerConnection;
});
beforeEach(() => getUserMedia.mockReset());

describe('the device check before a booth’s call', () => {
  it('finds camera and microphone, and goes on with the stream', async () => {
    const stream = fakeStream(['audio', 'video']);
    getUserMedia.mockResolvedValue(stream);
    const onReady = jest.fn();
    render(<DeviceCheck onReady={onReady} />);
    await userEvent.click(await screen.findByRole('button', { name: '进入面试' }));
    expect(onReady).toHaveBeenCalledWith(stream, true);
    expect(screen.getByText('摄像头').nextSibling).toHaveTextContent('正常');
    expect(screen.getByText('麦克风').nextSibling).toHaveTextContent('正常');
    expect(screen.getByRole('button', { name: '播放测试音' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes on by voice without a camera, and says so', async () => {
    const voice = fakeStream(['audio']);
    getUserMedia.mockRejectedValueOnce(failure('NotFoundError')).mockResolvedValueOnce(voice);
    const onReady = jest.fn();
    render(<DeviceCheck onReady={onReady} />);
    expect(await screen.findByText('未检测到摄像头，将以语音方式面试')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: true });
    await userEvent.click(screen.getByRole('button', { name: '进入面试' }));
    expect(onReady).toHaveBeenCalledWith(voice, false);
  });

  it('says what stops the call: no microphone, a refused permission, a device in use; 重新检测 tries again', async () => {
    getUserMedia.mockRejectedValueOnce(failure('NotFoundError')).mockRejectedValueOnce(failure('NotFoundError'));
    const { unmount } = render(<DeviceCheck onReady={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('未检测到麦克风，无法进行面试，请连接麦克风或耳机后点击“重新检测”');
    expect(screen.queryByRole('button', { name: '进入面试' })).not.toBeInTheDocument();
    unmount();

    getUserMedia.mockRejectedValueOnce(failure('NotAllowedError'));
    const second = render(<DeviceCheck onReady={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('您拒绝了摄像头和麦克风的使用权限');
    // allowed now: the check passes
    getUserMedia.mockResolvedValueOnce(fakeStream(['audio', 'video']));
    await userEvent.click(screen.getByRole('button', { name: '重新检测' }));
    expect(await screen.findByRole('button', { name: '进入面试' })).toBeInTheDocument();
    second.unmount();

    getUserMedia.mockRejectedValueOnce(failure('NotReadableError'));
    render(<DeviceCheck onReady={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('摄像头或麦克风正被其他程序占用');
  });

  it('lets go of the camera when the check is left without a call', async () => {
    const stream = fakeStream(['audio', 'video']);
    getUserMedia.mockResolvedValue(stream);
    const { unmount } = render(<DeviceCheck onReady={jest.fn()} />);
    await screen.findByRole('button', { name: '进入面试' });
    unmount();
    expect(stream.tracks.every((t) => t.stop.mock.calls.length === 1)).toBe(true);
  });

  it('says a browser without video calls cannot take part', async () => {
    delete (globalThis as { RTCPeerConnection?: unknown }).RTCPeerConnection;
    render(<DeviceCheck onReady={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('当前浏览器不支持视频面试');
    (globalThis as { RTCPeerConnection?: unknown }).RTCPeerConnection = class {};
  });
});
