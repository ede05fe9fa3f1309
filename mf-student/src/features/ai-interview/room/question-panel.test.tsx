import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { question } from '../testing/fixtures';
import { QuestionPanel } from './question-panel';
import { SPEECH_START_TIMEOUT_MS } from './speech';

/**
 * Spoken answers (issue 29): without a microphone, a permission or the recognition service, 语音作答 used to do nothing
 * at all. A stand-in for the browser's recognition plays what the real one does: an error event, then the end.
 */
type Handlers = {
  onresult: ((e: unknown) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  onstart: (() => void) | null;
};
const started: FakeRecognition[] = [];
class FakeRecognition implements Handlers {
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: Handlers['onresult'] = null;
  onerror: Handlers['onerror'] = null;
  onend: Handlers['onend'] = null;
  onstart: Handlers['onstart'] = null;
  aborted = false;
  start() {
    started.push(this);
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.aborted = true;
    this.onend?.();
  }
}

beforeEach(() => {
  Object.assign(window, { webkitSpeechRecognition: FakeRecognition });
  started.length = 0;
});
const live = () => started.at(-1)!;
afterEach(() => Reflect.deleteProperty(window, 'webkitSpeechRecognition'));

const panel = () => render(<QuestionPanel question={question(1)} total={3} busy={false} onSubmit={() => undefined} />);
const fail = (error: string) =>
  act(() => {
    live().onerror!({ error });
    live().onend!();
  });

describe('QuestionPanel spoken answers', () => {
  it.each([
    ['audio-capture', '没有检测到麦克风，请连接麦克风后重试，或直接打字作答'],
    ['not-allowed', '没有获得麦克风权限，请在浏览器中允许使用麦克风后重试，或直接打字作答'],
    ['network', '语音识别服务暂时连不上，请直接打字作答'],
  ])('says what is missing when listening fails (%s) and hands the answer box back', async (error, said) => {
    const user = userEvent.setup();
    panel();
    await user.click(screen.getByRole('button', { name: '语音作答' }));
    expect(screen.getByRole('status')).toHaveTextContent('正在聆听…');
    fail(error);
    expect(screen.getByRole('alert')).toHaveTextContent(said);
    expect(screen.queryByText('正在聆听…')).toBeNull();
    const box = screen.getByRole('textbox', { name: '你的回答' });
    expect(box).toHaveFocus();
    await user.type(box, '我打字回答');
    expect(box).toHaveValue('我打字回答');
    // trying again clears the message
    await user.click(screen.getByRole('button', { name: '语音作答' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the service cannot be reached when the recognition neither starts nor fails, and hands the answer box back', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      panel();
      await user.click(screen.getByRole('button', { name: '语音作答' }));
      expect(screen.getByRole('status')).toHaveTextContent('正在聆听…');
      act(() => jest.advanceTimersByTime(SPEECH_START_TIMEOUT_MS - 1));
      expect(screen.queryByRole('alert')).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('alert')).toHaveTextContent('语音识别服务暂时连不上，请直接打字作答');
      expect(live().aborted).toBe(true);
      expect(screen.getByRole('textbox', { name: '你的回答' })).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps listening past the wait once the recognition has started', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      panel();
      await user.click(screen.getByRole('button', { name: '语音作答' }));
      act(() => live().onstart!());
      act(() => jest.advanceTimersByTime(SPEECH_START_TIMEOUT_MS * 3));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('正在聆听…');
    } finally {
      jest.useRealTimers();
    }
  });

  it('writes what is heard into the answer box, and says nothing when the student stops', async () => {
    const user = userEvent.setup();
    panel();
    await user.click(screen.getByRole('button', { name: '语音作答' }));
    act(() => live().onresult!({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: '我先说结论' } }] }));
    expect(screen.getByRole('textbox', { name: '你的回答' })).toHaveValue('我先说结论');
    await user.click(screen.getByRole('button', { name: '停止语音' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: '语音作答' })).toHaveAttribute('aria-pressed', 'false');
  });
});
