import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FairSocket } from '../live/use-fair-socket';
import { CallView } from './call-view';
import { useCall } from './use-call';

jest.mock('./use-call', () => ({ useCall: jest.fn() }));
const call = { status: 'connected' as const, remote: null, peer: null, hangUp: jest.fn(), rejoin: jest.fn() };
const socket = { open: true, opens: 1, iceServers: [], send: () => true, onCall: () => () => undefined } as FairSocket;

/** A stand-in stream with a camera and a microphone. */
function fakeStream() {
  const tracks = (['audio', 'video'] as const).map((kind) => ({ kind, enabled: true, stop: jest.fn() }));
  return { tracks, getTracks: () => tracks, getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'), getVideoTracks: () => tracks.filter((t) => t.kind === 'video') } as unknown as MediaStream & { tracks: typeof tracks };
}

beforeEach(() => jest.mocked(useCall).mockReturnValue(call));
afterEach(() => jest.useRealTimers());

describe('the call', () => {
  it('warns a minute before the talk ends, and says when its time is up', () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 28, 2, 0) });
    const endsAt = Date.now() + 90_000;
    render(<CallView role="student" entryId={5} socket={socket} stream={fakeStream()} endsAt={endsAt} />);
    expect(screen.getByRole('status')).toHaveTextContent('通话中');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(31_000));
    expect(screen.getByRole('alert')).toHaveTextContent('距离本场面试结束还有1分钟');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('本场面试时间已到');
  });

  it('mutes the microphone and turns the camera off on the stream itself, hangs up, and lets go of the devices when closed', async () => {
    const stream = fakeStream();
    const { unmount } = render(<CallView role="recruiter" entryId={5} socket={socket} stream={stream} endsAt={0} />);
    await userEvent.click(screen.getByRole('button', { name: '静音' }));
    expect(stream.tracks[0]!.enabled).toBe(false);
    expect(screen.getByRole('button', { name: '取消静音' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '关闭摄像头' }));
    expect(stream.tracks[1]!.enabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '挂断' }));
    expect(call.hangUp).toHaveBeenCalled();
    unmount();
    expect(stream.tracks.every((t) => t.stop.mock.calls.length === 1)).toBe(true);
  });

  it('says what the connection is doing, in the words of each end', () => {
    jest.mocked(useCall).mockReturnValue({ ...call, status: 'peerLeft' });
    const { rerender } = render(<CallView role="student" entryId={5} socket={socket} stream={fakeStream()} endsAt={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('企业已结束通话，请稍候查看面试结果');
    rerender(<CallView role="recruiter" entryId={5} socket={socket} stream={fakeStream()} endsAt={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('对方已挂断');
    jest.mocked(useCall).mockReturnValue({ ...call, status: 'reconnecting' });
    rerender(<CallView role="recruiter" entryId={5} socket={socket} stream={fakeStream()} endsAt={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('网络不稳定，正在重新连接…');
  });
});
